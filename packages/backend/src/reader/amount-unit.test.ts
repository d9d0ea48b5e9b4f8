import { describe, expect, it } from 'vitest';
import { readAmounts } from './amounts.js';
import { fold } from './text.js';

const amounts = (text: string) => readAmounts(fold(text));

describe("an amount's unit: per hour or not", () => {
  it.each([
    ["le pago 9 euro l'ora", 9],
    ['8,50 €/h lordi', 8.5],
    ["prende 7,80 all'ora", 7.8],
    ['retribuzione oraria di 9,50 euro', 9.5],
    ['paga oraria 8,20', 8.2],
    ['la colf è pagata a ore, 9 euro', 9],
    ['baby sitter a ore: 10 euro', 10],
  ])('%s', (text, value) => {
    expect(amounts(text)).toContainEqual({ kind: 'other', value, perHour: true });
  });

  it("leaves a month's pay, and a figure with no unit, without one", () => {
    expect(amounts('prende 1.200 euro al mese')).toEqual([{ kind: 'monthly_gross', value: 1200 }]);
    expect(amounts('gli do 1.300 euro')).toEqual([{ kind: 'other', value: 1300 }]);
    // "a ore" of the schedule, not of the pay, marks nothing.
    expect(amounts('lavora 20 ore a settimana per 800 euro')).not.toContainEqual(
      expect.objectContaining({ perHour: true }),
    );
  });
});
