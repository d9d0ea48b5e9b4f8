// Session 46 (fixs46l): employer-side items and yearly accruals asked over a span — the NASpI additional
// contribution over a contract's dates and on a real renewal, the year's TFR accrual when nothing is to be
// revalued, the 5% on renewal increases asked in plain words, a colf hours sheet whose hours line names its
// period and year, and an employer's precise cost with items the knowledge base lacks.
import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const today = '2026-11-28';
const claims = (text: string) => text.split(/\n\s*Fonti:\s*\n/)[0] ?? text;

describe('the NASpI additional contribution over a span of months', () => {
  const first =
    'Contratto a termine per una commessa dal 1° marzo al 31 maggio 2026, imponibile previdenziale 2.000 € al mese. Quanto paghiamo di contributo addizionale NASpI per tutto il contratto?';

  it('counts the months from the first and last day and gives the total first', () => {
    const answer = askAgent('calcolo', first, { today }).text;
    // 2.000 × 1,4% = 28,00 al mese × 3.
    expect(openingLine(answer)).toContain('84,00 €');
  });

  it('reads a span of month names without days', () => {
    const answer = askAgent(
      'calcolo',
      'Prendiamo un magazziniere a tempo determinato da ottobre a dicembre, 1.800 euro al mese di imponibile: quanto costa in tutto l’addizionale NASpI?',
      { today },
    ).text;
    // 1.800 × 1,4% = 25,20 × 3.
    expect(openingLine(answer)).toContain('75,60 €');
  });

  it('takes another fixed-term contract after the first as a renewal', () => {
    const answer = askAgent(
      'calcolo',
      'e se alla scadenza gli facciamo un secondo contratto a termine di 4 mesi, stessa paga? quanto viene il contributo su quello?',
      { today, history: [first, 'Per 3 mesi il contributo addizionale NASpI è di 84,00 € in tutto.'] },
    ).text;
    // 2.000 × 1,9% = 38,00 × 4.
    expect(openingLine(answer)).toContain('152,00 €');
    expect(answer).toContain('1,9%');
  });
});

describe("the year's TFR accrual when there is nothing to revalue", () => {
  it('accrues the year on the pay, net of the 0,50%, instead of revaluing the pay', () => {
    const answer = askAgent(
      'calcolo',
      'CCNL metalmeccanici, impiegato assunto a gennaio 2026 con retribuzione utile TFR nell’anno di 28.000 €. Quanto TFR accantona nel 2026 al netto dello 0,50% del Fondo di garanzia? Non c’è fondo pregresso da rivalutare.',
      { today },
    ).text;
    // 28.000 / 13,5 = 2.074,07 − 140,00.
    expect(openingLine(answer)).toContain('1.934,07 €');
    expect(openingLine(answer)).not.toMatch(/rivalutazione/);
  });
});

describe('the 5% on renewal increases asked in plain words', () => {
  it('states the rate and the income limit', () => {
    const answer = askAgent(
      'main-agent',
      'Faccio il magazziniere col contratto del commercio. Mi dicono che sull’aumento del rinnovo quest’anno le tasse sono pochine, me lo tassano pochissimo. Vale anche per me? Nel 2025 ho preso 30.000 euro lordi.',
      { today },
    ).text;
    expect(openingLine(answer)).toContain('5%');
    expect(openingLine(answer)).toContain('33.000,00 €');
  });
});

describe('a colf hours sheet whose hours line names its period and year', () => {
  it('reads the hours after the period, not the year', () => {
    const sheet = withUpload(
      'ore-colf-lug-set-2026.txt',
      [
        'PROSPETTO ORE - 3° TRIMESTRE 2026',
        'Lavoratrice: colf non convivente, livello A, tempo indeterminato',
        'Orario: 12 ore settimanali',
        'Paga oraria concordata: 7,50 euro lordi',
        'Ore retribuite luglio-settembre 2026 (festività comprese): 156',
      ].join('\n'),
    );
    const answer = askAgent(
      'calcolo',
      'Ecco le ore della colf del terzo trimestre: quanto versiamo di contributi INPS e quanto possiamo trattenerle?',
      { ...sheet, today },
    ).text;
    expect(openingLine(answer)).toMatch(/\b156 ore\b/);
    expect(answer).not.toMatch(/\b202 ore\b/);
  });
});

describe("an employer's precise cost with items the knowledge base lacks", () => {
  it('opens with the missing INAIL and Cassa Edile rates and gives no total', () => {
    const answer = askAgent(
      'calcolo',
      'Impresa edile a Brescia, CCNL edilizia industria, 20 dipendenti. Quanto mi costa esattamente all’anno un operaio comune di 1° livello, con INPS a carico azienda, INAIL e contributi Cassa Edile?',
      { today },
    ).text;
    expect(openingLine(answer)).toMatch(/non sono nella base di conoscenza/);
    expect(openingLine(answer)).toMatch(/INAIL/);
    expect(openingLine(answer)).toMatch(/Cassa Edile/);
    expect(claims(answer)).not.toMatch(/\d €/);
  });

  it('opens with the missing INAIL rate when a precise figure is asked', () => {
    const answer = askAgent(
      'calcolo',
      'Negozio di scarpe, CCNL commercio: mi serve il costo annuo preciso di una commessa di 4° livello full time, compresi INPS a carico mio e INAIL.',
      { today },
    ).text;
    expect(openingLine(answer)).toMatch(/non è nella base di conoscenza/);
    expect(claims(answer)).not.toMatch(/\d €/);
  });

  it('still estimates the cost, INAIL left out and said, when no precise figure is asked', () => {
    const answer = askAgent(
      'calcolo',
      'Officina meccanica, CCNL metalmeccanici industria: quanto mi costa in un anno un operaio C2 al minimo, tutto compreso: contributi, INAIL, TFR e ratei?',
      { today },
    ).text;
    expect(openingLine(answer)).toMatch(/costo annuo per l'azienda/);
    expect(openingLine(answer)).toMatch(/INAIL escluso/);
  });
});
