import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as opening } from '../testing/agents.js';

describe('overtime hours from an hourly pay, and a follow-up that changes the time', () => {
  it('gives the hour and the total of the hours worked', () => {
    const { text } = askAgent(
      'calcolo',
      'badante convivente a 8,80 € l’ora, 48 ore settimanali; ha fatto 3 ore di straordinario di giorno: quanto in tutto?',
    );
    // A live-in worker's hours up to 54 a week are ordinary hours (CCNL art. 14-15): 48 + 3 = 51, so the 3 hours
    // are paid at the ordinary 8,80 €, 26,40 € in all; the 25% of overtime starts past 54 (fixs30h).
    expect(opening(text)).toContain('**26,40 €**');
    expect(opening(text)).toContain('entro le 54');
  });

  it('"e se fossero 4 ore?" changes only the count', () => {
    const first = 'colf convivente a 10 euro l’ora, 2 ore di straordinario di mattina: quanto le devo?';
    const { text } = askAgent('calcolo', 'e se fossero 4 ore?', { history: [first] });
    // 10,00 × 1,25 = 12,50; × 4 = 50,00.
    expect(opening(text)).toContain('4 ore valgono **50,00 €**');
  });

  it('"e se le fa di notte?" keeps the pay and the hours, not the contribution bands', () => {
    const first =
      'La colf convivente, 54 ore settimanali, prende 8 euro l’ora e ha fatto 2 ore di straordinario di pomeriggio: quanto le spetta?';
    const { text } = askAgent('calcolo', 'e se invece le fa di notte?', { history: [first] });
    // 8,00 × 1,50 = 12,00; × 2 = 24,00.
    expect(opening(text)).toContain('**12,00 €**');
    expect(opening(text)).toContain('**24,00 €**');
    expect(text).not.toMatch(/contributi INPS sono/);
  });
});

describe('a TFR question whose story negates other pay items', () => {
  it('answers the TFR, not an overtime hour', () => {
    const { text } = askAgent(
      'main-agent',
      'RAL 27.000, niente straordinari né premi: quanto TFR matura in un anno?',
    );
    // 27.000 / 13,5 = 2.000,00 (payroll-rules §7).
    expect(opening(text)).toContain('2.000,00');
    expect(text).not.toMatch(/Non riesco a identificare/);
  });
});

describe('payslip checks say which figure differs and by how much, or what is missing', () => {
  it('a figure against the level minimum', () => {
    const { text } = askAgent(
      'calcolo',
      'nel cedolino di gennaio 2026 il minimo tabellare del 4° livello Commercio è 1.700,00 euro: è giusto?',
    );
    // Minimum from 1.11.2025: 1.783,75; 1.783,75 − 1.700,00 = 83,75.
    expect(opening(text)).toContain('**1.783,75 €**');
    expect(opening(text)).toContain('83,75 € in meno');
  });

  it('each pay item named against the table, saying which differs', () => {
    const { text } = askAgent(
      'main-agent',
      'busta di marzo 2026, 4° livello commercio: paga base 1.257,46, contingenza 520,00 e terzo elemento 2,07. Tutto giusto?',
    );
    // Table from 1.11.2025: paga base 1.257,46, contingenza 524,22, terzo elemento 2,07.
    expect(opening(text)).toMatch(/una voce differisce/);
    expect(opening(text)).toContain('**4,22 € in meno**');
  });

  it('the INPS alone against the taxable pay', () => {
    const { text } = askAgent(
      'calcolo',
      'imponibile previdenziale 2.500, contributi a carico dipendente 240 €: corretti?',
    );
    // 9,19% × 2.500 = 229,75; 240,00 − 229,75 = 10,25.
    expect(opening(text)).toContain('229,75');
    expect(opening(text)).toContain('10,25');
  });

  it('an apprentice’s INPS is checked at 5,84%, a non-apprentice’s at 9,19%', () => {
    const apprentice = askAgent(
      'calcolo',
      'sono apprendista, imponibile 1.500 e contributi a mio carico 137,85: giusto?',
    ).text;
    // 5,84% × 1.500 = 87,60: the ordinary rate's 137,85 is too much.
    expect(opening(apprentice)).toMatch(/non torna/);
    expect(opening(apprentice)).toContain('87,60 €');
    const checked = askAgent(
      'calcolo',
      'impiegato non apprendista, imponibile 1.500 e contributi a suo carico 137,85: giusto?',
    ).text;
    // 9,19% × 1.500 = 137,85.
    expect(opening(checked)).toMatch(/\*\*torna\*\*/);
  });

  it('a domestic payslip by the month’s hours, with IRPEF not due', () => {
    const { text } = askAgent(
      'calcolo',
      'colf a ore, ad aprile 2026 ho fatto 40 ore a 9 euro l’ora: mi hanno tolto 30 euro di INPS e 20 di IRPEF, va bene?',
    );
    // 2026, effective pay 9,75 €/h (the 13th's share added, fixs24a): worker's share 0,48 €/h; 40 × 0,48 = 19,20.
    expect(opening(text)).toContain('19,20');
    expect(text).toMatch(/non è sostituto d'imposta/);
  });

  it('too little data: asks for the gross, the agreement and level, the hours', () => {
    const { text } = askAgent('calcolo', 'la busta paga dice netto 1.390, è regolare?');
    expect(opening(text)).toMatch(/lordo del mese/);
    expect(text).toMatch(/livello/);
    expect(text).toMatch(/ore settimanali|part-time/);
    expect(text).not.toMatch(/Non riesco a identificare/);
  });
});

describe('the 13th month from a hire date in another form, and the increase of increments', () => {
  it('counts the months from a two-digit-year hire date', () => {
    const { text } = askAgent(
      'calcolo',
      'operaio C3 metalmeccanici industria assunto il 20/9/26: tredicesima di dicembre 2026?',
    );
    // September (11 days worked, under 15) does not count: October–December = 3 months; 2.211,43 × 3/12 = 552,86.
    expect(opening(text)).toContain('552,86');
  });

  it('"quanto prende in più con 2 scatti" is the increments, not the net', () => {
    const { text } = askAgent('calcolo', 'e con 2 scatti quanto prende in più al mese?', {
      history: ['Quanto vale uno scatto di anzianità per un 4° livello del CCNL Commercio?'],
    });
    // 2 × 20,66 = 41,32.
    expect(opening(text)).toContain('41,32');
  });
});
