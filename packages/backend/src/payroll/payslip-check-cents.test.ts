import { describe, expect, it } from 'vitest';
import { payslipCheck } from './payslip-check.js';

describe('a payslip check withholds the INPS in cents', () => {
  it('the taxable pay is the gross less the INPS as the payslip prints it', () => {
    // 1.850,00 × 9,19% = 170,015 → 170,02 withheld; 1.850,00 − 170,02 = 1.679,98 (not 1.679,985 → 1.679,99)
    const worked = payslipCheck({ year: 2026, gross: 1850, inps: 183.15 });
    expect(worked.result.expected.inps).toBe(170.02);
    const taxable = worked.steps.find((s) => /Imponibile fiscale/.test(s.label));
    expect(taxable?.amount).toBe(1679.98);
  });
});
