import { describe, expect, it } from 'vitest';
import { cents } from './steps.js';
import { tfrSeparateTaxWorked } from './tfr-tax.js';

describe('the TFR’s separate taxation (art. 19 TUIR)', () => {
  it('taxes 14.000 € over 7 years at the 23% average rate: 3.220,00 €', () => {
    const { result, steps } = tfrSeparateTaxWorked({ tfr: 14_000, months: 84, year: 2026 });
    expect(result.reference).toBe(24_000);
    expect(result.averageRatePct).toBe(23);
    expect(cents(result.tax)).toBe(3220);
    expect(cents(result.net)).toBe(10_780);
    expect(steps.map((s) => s.label)).toContain('Aliquota media');
  });

  it('averages two brackets above 28.000 € of reference income, with the year’s rates', () => {
    // 52.000 × 12 / 20 = 31.200; 2026: 23% × 28.000 + 33% × 3.200 = 7.496; 7.496 / 31.200 = 24,03%.
    const y2026 = tfrSeparateTaxWorked({ tfr: 52_000, months: 240, year: 2026 }).result;
    expect(y2026.reference).toBe(31_200);
    expect(y2026.averageRatePct).toBe(24.03);
    expect(cents(y2026.tax)).toBe(12_495.6);
    // 2025: 35% on the second bracket: 6.440 + 1.120 = 7.560; 24,23%.
    expect(tfrSeparateTaxWorked({ tfr: 52_000, months: 240, year: 2025 }).result.averageRatePct).toBe(24.23);
  });

  it('refuses a year without rules and a service of no months', () => {
    expect(() => tfrSeparateTaxWorked({ tfr: 10_000, months: 60, year: 2024 })).toThrow();
    expect(() => tfrSeparateTaxWorked({ tfr: 10_000, months: 0, year: 2026 })).toThrow();
  });
});
