import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { askAgent, openingLine, TEST_TODAY, testKb } from '../testing/agents.js';

// Session 48 (fixs48j): extra months and TFR over a bounded period — a fixed-term hire's span, a seasonal span
// whose first day is written day.month, the 14th of a season asked in a follow-up.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);

describe('a fixed-term hire told by its span', () => {
  it('counts only the months of the contract for the 13th', () => {
    const q =
      'per sostituire una collega in congedo abbiamo preso a tempo determinato una commessa, Sara, dal 1° aprile 2026 al 31 luglio 2026, 4° livello commercio, al minimo: a fine rapporto quanto le spetta di tredicesima lorda?';
    const slots = read(q).slots;
    expect([slots.hireDate, slots.endDate]).toEqual(['2026-04-01', '2026-07-31']);
    expect(openingLine(askAgent('calcolo', q).text)).toContain('4/12');
  });
});

describe('a seasonal span whose first day is written day.month', () => {
  it('reads both days and gives the season its TFR, not a year', () => {
    const q =
      'Cuoco 3° livello CCNL Turismo Federalberghi, stagionale dal 1.6 al 30.9.2026, al minimo: TFR della stagione?';
    const slots = read(q).slots;
    expect([slots.hireDate, slots.endDate]).toEqual(['2026-06-01', '2026-09-30']);
    expect(openingLine(askAgent('calcolo', q).text)).toContain('in 4 mesi');
  });
  it('leaves a decimal after "dal" alone', () => {
    expect(read('contratto con aumento dal 1.5 al 2%: cosa cambia?').slots.hireDate).toBeUndefined();
  });
});

describe("the 14th of a season asked after the season's 13th", () => {
  const before =
    'Barista 5° livello CCNL Turismo, full time, al minimo, ha lavorato la stagione dal 1° maggio al 31 ottobre 2026. A fine contratto quanto gli spettava di tredicesima?';
  it('gives the whole stay and both accrual periods, whatever the month the 14th is paid', () => {
    const text = askAgent('calcolo', 'ok. e di quattordicesima? voi la date a luglio, cambia qualcosa?', {
      history: [before],
    }).text;
    expect(openingLine(text)).toContain('per 6 mesi');
    expect(text).toContain('2/12');
    expect(text).toContain('4/12');
  });
  it('keeps to the months from a day the follow-up names', () => {
    const text = askAgent('calcolo', 'e la quattordicesima maturata dal 1° luglio alla cessazione?', {
      history: [before],
    }).text;
    expect(openingLine(text)).toContain('per 4 mesi');
  });
});
