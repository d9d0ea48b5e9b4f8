import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, testKb as kb, openingLine, TEST_TODAY } from '../testing/agents.js';

// Session 40 (fixs40j): year-end payroll calculations in shorthand read as the figure asked.
const read = (message: string, history: string[] = [], agent = 'calcolo') =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, agent } as never);
const text = async (message: string, history?: string[]) =>
  (await askAgent('calcolo', message, history ? { history } : {})).text;

describe('shorthand of the extra months and of the ex holidays', () => {
  it('"13ma" and "14esima" are the extra months', () => {
    expect(read('13ma 5 liv comm assunta 1/6/2026 full time, solo minimo: quanto a dicembre?').intent).toBe(
      'thirteenth_pro_rata',
    );
  });
  it('"ex fest" is the ex-holiday leave, not a holiday rate', async () => {
    const answer = await text('3 liv comm, 20 ore residue di rol e ex fest: quanto valgono?');
    expect(openingLine(answer)).toMatch(/20 ore di ROL ed ex festività/);
  });
});

describe('untaken leave valued at the hourly divisor', () => {
  it('hours of ROL and ex holidays told together, with the agreement’s deadline for paying them', async () => {
    const answer = await text(
      '4 liv commercio 1.818,75: avanzano 14 ore tra rol ed ex festività, quanto le pago?',
    );
    expect(openingLine(answer)).toContain('151,56 €');
    expect(answer).toMatch(/18 mesi/);
  });
  it('holiday days beside PAR hours are counted in hours of the working day', async () => {
    const answer = await text(
      'Metalmeccanici D1 a minimo, cessa il 31/12/2026: restano 2 giorni di ferie e 8 ore di PAR non goduti, quanto liquido?',
    );
    // (2 × 8 + 8) × 1.784,94 / 173
    expect(openingLine(answer)).toContain('247,62 €');
    expect(answer).toMatch(/2 giorni × 8 ore/);
  });
});

describe('overtime counted by case, weekday and Sunday', () => {
  it('weekday overtime beside Sunday overtime: each at its rate, and the total', async () => {
    const answer = await text(
      'Commercio 4° livello 1.818,75, 40 ore: 5 ore di straordinario feriale e 2 ore di straordinario domenica. Totale in busta?',
    );
    // 5 × 10,8257 × 1,15 + 2 × 10,8257 × 1,30 = 62,25 + 28,15 (each line hours × pay × rate, as its step shows it,
    // since fixs43c; 90,39 with the rounded hourly values 12,45 and 14,07)
    expect(openingLine(answer)).toContain('90,40 €');
  });
});

describe('a follow-up in another agreement', () => {
  it('does not carry the pay told for the earlier agreement’s level', () => {
    const r = read('e in uno studio professionale al 2 livello, stesse ore?', [
      'Part-time 30 ore commercio 3° livello (2.024,38 full time): 6 ore supplementari, quanto?',
    ]);
    expect(r.slots.amounts.filter((a) => a.kind === 'other' || a.kind === 'monthly_gross')).toEqual([]);
  });
  it('extra hours of a month said without its year are valued on that month’s table', () => {
    const r = read(
      'Studi professionali 3° livello part-time 20 ore: a dicembre 5 ore supplementari, quanto?',
    );
    expect(r.slots.date).toBe('2026-12-01');
  });
});

describe('a part-timer’s 13th with an item paid on 13 instalments', () => {
  it('hired "di quest’anno" by "ha preso": the months since the hire, the EDR shared before rounding', async () => {
    const answer = await text(
      "Multiservizi: il titolare ha preso un'addetta al 2° livello il 1° febbraio di quest'anno, part-time 50%, minimo ed EDR. Tredicesima?",
    );
    expect(openingLine(answer)).toContain('647,85 €');
  });
});

describe('the net IRPEF asked on a taxable income', () => {
  it('is the year-end chain, not a net pay, and a year follow-up keeps it', async () => {
    const first = 'Conguaglio 2026, imponibile fiscale 30.000, tutto l’anno: IRPEF netta?';
    expect(openingLine(await text(first))).toMatch(/IRPEF netta annua/);
    expect(openingLine(await text('e per il 2025, stesso imponibile?', [first]))).toMatch(
      /Nel 2025.*IRPEF netta/,
    );
  });
});
