import { describe, expect, it } from 'vitest';
import { childEligible, childrenCoefficient, familyDeduction, spouseDeduction } from './family.js';
import { integrativeTreatment, netPay } from './net-pay.js';
import { cents } from './steps.js';

// Art. 12 TUIR as amended by L. 207/2024 art. 1 c. 11 (from 2025): figures recomputed by hand from the rule.
describe('spouse deduction (art. 12 c. 1 lett. a-b)', () => {
  it('falls from 800 by 110 × income / 15,000 in the first band, ratio truncated to four decimals', () => {
    // 12.345 / 15.000 = 0,823 → 800 − 110 × 0,823 = 709,47
    expect(cents(spouseDeduction(12_345).amount)).toBe(709.47);
  });
  it('is 690 in the middle band, with the increments between 29,000 and 35,200', () => {
    expect(spouseDeduction(21_000).amount).toBe(690);
    expect(spouseDeduction(29_100).amount).toBe(700);
    expect(spouseDeduction(33_000).amount).toBe(710);
    expect(spouseDeduction(34_900).amount).toBe(720);
    expect(spouseDeduction(35_050).amount).toBe(710);
    expect(spouseDeduction(35_150).amount).toBe(700);
    expect(spouseDeduction(38_000).amount).toBe(690);
  });
  it('falls to zero at 80,000 in the last band', () => {
    // (80.000 − 62.000) / 40.000 = 0,45 → 310,50
    expect(cents(spouseDeduction(62_000).amount)).toBe(310.5);
    expect(spouseDeduction(81_000).amount).toBe(0);
  });
});

describe('children (art. 12 c. 1 lett. c, from 2025)', () => {
  it('counts only children aged 21 to 29, or disabled and older', () => {
    expect(childEligible({ age: 20 })).toBe(false);
    expect(childEligible({ age: 21 })).toBe(true);
    expect(childEligible({ age: 29 })).toBe(true);
    expect(childEligible({ age: 33 })).toBe(false);
    expect(childEligible({ age: 33, disabled: true })).toBe(true);
    expect(childEligible({ age: null })).toBe(false);
  });
  it('raises 95,000 by 15,000 for each further child', () => {
    expect(childrenCoefficient(50_000, 3)).toEqual({ limit: 125_000, coefficient: 0.6 });
  });
  it('applies the share and the months', () => {
    // one child of 27 at 50% for 6 months, income 47.500: 950 × 0,5 × 50% × 6/12 = 118,75
    const d = familyDeduction(47_500, { children: [{ age: 27, sharePct: 50, months: 6 }] });
    expect(cents(d.children)).toBe(118.75);
    expect(d.eligibleChildren).toBe(1);
  });
  it('names children under 21, over 29 and of unknown age without a figure', () => {
    const d = familyDeduction(30_000, {
      children: [
        { age: 8, sharePct: 100, months: 12 },
        { age: 31, sharePct: 100, months: 12 },
        { age: null, sharePct: 100, months: 12 },
      ],
    });
    expect(d.total).toBe(0);
    expect([d.under21, d.over29, d.unknownAge]).toEqual([1, 1, 1]);
  });
});

describe('ascendants living with the taxpayer (art. 12 c. 1 lett. d)', () => {
  it('is 750 × (80,000 − income) / 80,000 each', () => {
    // 2 grandparents, income 60.000: 2 × 750 × 0,25 = 375
    expect(familyDeduction(60_000, { ascendants: { count: 2, months: 12 } }).ascendants).toBe(375);
  });
});

describe('net pay with dependants', () => {
  it('lowers the net IRPEF by the family deductions and shows them apart', () => {
    const without = netPay({ ral: 41_000, year: 2026 });
    const withSpouse = netPay({ ral: 41_000, year: 2026, family: { spouse: { months: 12 } } });
    expect(cents(withSpouse.netIrpef)).toBe(cents(without.netIrpef - 690));
    expect(withSpouse.family?.spouse).toBe(690);
    expect(without.family).toBeNull();
  });
  it('counts art. 12 in the trattamento integrativo incapienza test between 15,000 and 28,000', () => {
    // income 16.000, gross tax 3.680: art. 13 alone leaves no incapienza; with 1.400 of art. 12 it does.
    expect(integrativeTreatment(16_000, 3_680)).toBe(0);
    expect(integrativeTreatment(16_000, 3_680, false, 365, 1_400)).toBeGreaterThan(0);
  });
});
