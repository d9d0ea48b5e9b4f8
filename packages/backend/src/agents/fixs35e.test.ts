import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

// Session 35 (fixs35e): domestic work figures read from the whole story — the hours of a Sunday or a night told
// beside an hourly pay, increments from the months of service, a level's hourly minimum as an hourly worker's
// month, holidays from a hire told with the job, a household TFR with its 13th and no guarantee-fund deduction,
// the INPS week.

describe('domestic overtime told in a story', () => {
  it('Sunday hours beside the hourly pay given: the total of the hours, not the hour alone', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'Colf non convivente, 40 ore settimanali, retribuzione oraria di fatto 10,00 €. Domenica, suo giorno di riposo, ha lavorato 3 ore (dalle 9 alle 12). Quanto le spetta per quelle 3 ore?',
      ).text,
    );
    expect(line).toContain('**16,00 €**');
    expect(line).toContain('**48,00 €**');
  });
  it('hours at night after the day’s own hours are night overtime (50%), not night work (20%)', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'badante non convivente a 10 euro l ora: ieri dopo le sue 8 ore è rimasta altre 2 ore dalle 22 a mezzanotte, quanto le devo?',
      ).text,
    );
    expect(line).toContain('**30,00 €**');
    expect(line).not.toContain('20%');
  });
});

describe('domestic increments from the months of service', () => {
  it('an hourly worker with the same family since a month: the hourly minimum with the increments', () => {
    const text = askAgent(
      'calcolo',
      'colf livello B a ore presso la stessa famiglia da gennaio 2021, pagata al minimo: con gli scatti quanto dovrebbe essere la paga oraria adesso?',
    ).text;
    expect(openingLine(text)).toContain('7,57 €');
    expect(text).not.toContain('divisore orario');
  });
  it('a live-in worker: the monthly minimum plus the increments, no divisor asked', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'badante convivente livello BS dalla stessa famiglia da febbraio 2016, sempre pagata al minimo: quanto dovrebbe prendere al mese con gli scatti?',
      ).text,
    );
    expect(line).toContain('**1.264,07 €**');
    expect(line).toContain('5 scatti');
  });
  it('"E mia cugina?" before her story is no question of its own: the earlier worker is not answered again', () => {
    const text = askAgent(
      'calcolo',
      'E mia cugina? Fa la badante convivente livello CS dalla stessa famiglia da settembre 2015, sempre pagata al minimo. Quanto dovrebbe prendere al mese con gli scatti?',
      {
        history: [
          'lavoro come colf livello B a ore dalla stessa famiglia da marzo 2020, mi pagano il minimo. con gli scatti quanto dovrebbe essere la mia paga all ora?',
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('**1.432,61 €**');
    expect(openingLines(text)).not.toContain('livello B');
  });
});

describe('a household worker paid by the hour at a level’s minimum', () => {
  it('the 13th is the hourly minimum × hours × 52/12, not the live-in monthly minimum', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'Colf livello B non convivente, 25 ore settimanali, assunta il 1° aprile 2026 e pagata al minimo orario. Quanto le spetta di tredicesima a dicembre?',
      ).text,
    );
    expect(line).toContain('7,01 €');
    expect(line).toMatch(/\*\*569,5\d €\*\*/);
  });
});

describe('domestic holidays and TFR', () => {
  it('holidays from a hire told with the job ("lavoro come colf presso … dal 1° marzo")', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        "lavoro come colf presso una famiglia dal 1° marzo di quest'anno, 18 ore a settimana. Quanti giorni di ferie avrò maturato a fine novembre?",
      ).text,
    );
    expect(line).toContain('**19,5 giorni**');
  });
  it('a household TFR: the year’s pay with the 13th told apart, ÷ 13,5, with no 0,50% deduction', () => {
    const text = askAgent(
      'calcolo',
      "la nostra colf a ore è con noi da tre anni. quest'anno le avremo pagato 8.100 € lordi più 675 € di tredicesima. quanto tfr le matura quest'anno?",
    ).text;
    expect(openingLine(text)).toContain('**650,00 €**');
    expect(text).not.toContain('Fondo di garanzia');
  });
  it('the INPS week asked with the 13th noted in brackets: contributions, not the 13th', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        "Colf non convivente a tempo indeterminato, 20 ore settimanali, paga oraria 9,00 € (tredicesima esclusa), con CUAF. Nel 2026 quanto si versa all'INPS per una settimana di lavoro e quanto è a carico della lavoratrice?",
      ).text,
    );
    expect(line).toContain('**38,40 € a settimana**');
    expect(line).toContain('9,60 €');
  });
});
