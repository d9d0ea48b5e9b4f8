import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLine, TEST_TODAY, withUpload } from '../testing/agents.js';

// Mid-year hires and leavers: a month on the 15-day boundary counted by the agreement's own rule, the dates read
// from the story or a document, and "why does that month not count?" asked after.
const read = (message: string, history: string[] = [], agent: 'calcolo' | 'main-agent' = 'calcolo') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent });

describe('twelfths on the 15-day boundary, by the agreement', () => {
  it('Confapi: a hire on the 17th of a 31-day month leaves 15 days, which do not count', () => {
    const answer = askAgent(
      'calcolo',
      'Unionmeccanica Confapi, impiegata entrata il 17 maggio 2026 e in forza a fine anno: quanti ratei di 13ª le toccano?',
    );
    expect(openingLine(answer.text)).toContain('7 ratei');
    expect(answer.text).toContain('più di 15 giorni');
  });

  it('a leaving after years of service dated by the year alone: the day is the leaving, not the hire', () => {
    const request = read(
      'Metalmeccanici PMI Confapi, lavoratore in forza dal 2019, dimesso con ultimo giorno il 15 settembre 2026: dodicesimi di tredicesima da pagare?',
    );
    expect(request.slots.endDate).toBe('2026-09-15');
    expect(request.slots.hireDate).not.toBe('2026-09-15');
  });

  it('a colleague who "se n\'è andata" on a day: that day ends the 14th\'s months', () => {
    const request = read(
      'e l’altra addetta, stessa data di assunzione, che se ne è andata il 5 aprile 2026?',
      [
        'CCNL Multiservizi, addetta assunta il 1° novembre 2025 con 1.500 euro lordi al mese: quanta quattordicesima a luglio 2026?',
      ],
    );
    expect(request.slots.endDate).toBe('2026-04-05');
  });

  it('a hire date corrected ("è del 18 marzo, non del 1°") keeps the 13th asked', () => {
    const request = read('mi correggo: l’assunzione è del 18 marzo, non del 1°. Quanto viene allora?', [
      'colf a ore assunta il 1 marzo 2026, 20 ore a settimana a 8,50 euro l’ora: a dicembre quanta tredicesima le spetta?',
    ]);
    expect(request.intent).toBe('thirteenth_pro_rata');
    expect(request.slots.hireDate).toBe('2026-03-18');
  });
});

describe('why a month counts or not', () => {
  it('Confapi: 15 days are not more than 15', () => {
    const answer = askAgent('main-agent', 'ma come mai luglio non lo conti? ha fatto 15 giorni anche lui', {
      history: [
        'CCNL Metalmeccanici PMI Confapi, operaio assunto il 17 luglio 2026: quanti dodicesimi di tredicesima per il 2026?',
      ],
    });
    expect(openingLine(answer.text)).toContain('superiore ai 15 giorni');
    expect(openingLine(answer.text)).toContain('non conta');
  });

  it('the TFR counts a fraction of 15 days or more (art. 2120 c.c.)', () => {
    const answer = askAgent(
      'main-agent',
      'Per il TFR invece settembre me lo contano intero: perché? Come funziona la regola dei 15 giorni sul TFR?',
      {
        history: [
          'Confapi metalmeccanici: ultimo giorno di lavoro il 15 settembre 2026, quanti ratei di tredicesima?',
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('uguali o superiori a 15 giorni');
    expect(answer.text).toContain('superiore ai 15 giorni');
    expect(answer.text).toContain('art. 2120');
  });

  it('a month in a story with no why asked is left to the calculation', () => {
    const answer = askAgent(
      'calcolo',
      'CCNL Metalmeccanici PMI Confapi, assunto il 17 marzo 2026 con 2.000 euro lordi al mese: quanta tredicesima a dicembre?',
    );
    expect(openingLine(answer.text)).toContain('1.500,00 €');
  });
});

describe('documents of a hire or a leaving', () => {
  it("a hiring letter's start and pay give the 13th", () => {
    const letter = withUpload(
      'assunzione.txt',
      "LETTERA DI ASSUNZIONE\nCon la presente Le confermiamo l'assunzione con decorrenza 20 aprile 2026,\ncon applicazione del CCNL per i lavoratori addetti alla piccola e media industria metalmeccanica\ne alla installazione di impianti (Unionmeccanica Confapi).\nRetribuzione lorda mensile complessiva: euro 1.800,00\n",
    );
    const answer = askAgent(
      'calcolo',
      'Con la data di inizio e la retribuzione mensile pattuita nella lettera allegata, quanta tredicesima gli spetta a dicembre 2026?',
      letter,
    );
    // 20–30 April = 11 days: not counted; May–December = 8 months; 1.800 × 8 / 12 = 1.200,00.
    expect(openingLine(answer.text)).toContain('1.200,00 €');
    expect(answer.text).toContain('Confapi');
  });

  it("a last payslip's line of untaken holidays, said in the worker's words", () => {
    const payslip = withUpload(
      'cedolino-finale.txt',
      "CEDOLINO NOVEMBRE 2026 - CESSAZIONE\nCCNL Commercio - Livello 5\nVOCE   RIF.   COMPETENZE\nRetribuzione ordinaria novembre      1.750,00\nIndennita' ferie non godute   3 gg   201,92\n",
    );
    const answer = askAgent(
      'main-agent',
      'quanto mi hanno dato per le ferie che non ho preso, e quanti giorni sono?',
      payslip,
    );
    expect(openingLine(answer.text)).toContain('201,92 €');
    expect(openingLine(answer.text)).toContain('3 giorni');
    expect(openingLine(answer.text)).not.toContain('1.750,00');
  });
});

describe('an extra month amount asked beside whether an item is in it', () => {
  it('FIPE 14th at leaving, seniority increments told: the amount on the pay without them', () => {
    const answer = askAgent(
      'calcolo',
      'Pubblici esercizi FIPE: barista dimesso con ultimo giorno il 30 aprile 2026, paga base e contingenza 1.500,00 euro più scatti per 40,00 euro. Quanto gli devo di quattordicesima nell’ultima busta e gli scatti rientrano?',
    );
    // July 2025 – April 2026 = 10 months; 1.500 × 10 / 12 = 1.250,00 (increments excluded).
    expect(answer.text).toContain('1.250,00 €');
  });
});

describe("a pensioner's INPS 14th", () => {
  it('is outside the product, said plainly', () => {
    const request = read(
      'mio padre è pensionato da marzo: la quattordicesima dell’INPS di luglio gliela danno tutta?',
      [],
      'main-agent',
    );
    expect(request.intent).toBe('out_of_scope');
  });
});

describe('a why that is not about a month of service', () => {
  it('an item the 13th leaves out is not the month rule', () => {
    const answer = askAgent('main-agent', 'perché a dicembre la tredicesima non conta lo straordinario?', {
      history: ['CCNL Metalmeccanici PMI Confapi: quanti ratei di tredicesima per un assunto a marzo?'],
    });
    expect(openingLine(answer.text)).not.toContain('superiore ai 15 giorni');
  });

  it('an amount asked with how the months count is the calculation', () => {
    const answer = askAgent(
      'calcolo',
      "Abbiamo assunto un'impiegata metalmeccanica il 22 aprile 2026 a 2.000 euro lordi al mese: quanta tredicesima a dicembre? E come si contano i mesi a metà?",
    );
    // 22–30 April = 9 days: not counted; May–December = 8 months; 2.000 × 8 / 12 = 1.333,33.
    expect(openingLine(answer.text)).toContain('1.333,33 €');
  });
});
