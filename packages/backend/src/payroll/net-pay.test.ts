import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import {
  cents,
  contributions,
  employeeDeduction,
  extraDeduction,
  grossIrpef,
  netPay,
  type SurchargeRule,
  surcharge,
  taxFreeSum,
  tfrAccrual,
  tfrRevaluation,
} from './net-pay.js';
import type { TaxYear } from './rules.js';
import { findCity, findRegion, surchargeTablesSchema } from './surcharges.js';

/**
 * Every worked example of shared/data/payroll-rules.md, to the cent. The surcharges of §11 are those of
 * Lombardia and Milano, read from the project's own surcharge table.
 */

const tables = surchargeTablesSchema.parse(
  JSON.parse(readFileSync(`${loadConfig({}).kbDir}/tax/irpef-surcharges.json`, 'utf8')),
);
const lombardia = (year: TaxYear) => findRegion(tables, 'Lombardia', year)?.rule as SurchargeRule;
const milano = (year: TaxYear) => findCity(tables, 'Milano', year)?.rule as SurchargeRule;
const milan = (ral: number, year: TaxYear) =>
  netPay({ ral, year, regional: lombardia(year), municipal: milano(year) });

describe('§11 published examples (Lombardia and Milano surcharges)', () => {
  it('RAL 30,000 in 2026: net 23,425.48 (contributions 2,757.00, IRPEF 3,221.63, surcharges 377.94 + 217.94)', () => {
    const result = milan(30_000, 2026);
    expect(cents(result.contributions)).toBe(2_757.0);
    expect(cents(result.netIrpef)).toBe(3_221.63);
    expect(cents(result.regionalSurcharge ?? 0)).toBe(377.94);
    expect(cents(result.municipalSurcharge ?? 0)).toBe(217.94);
    expect(cents(result.net)).toBe(23_425.48);
    // Published: €1,802 a month on 13 payments.
    expect(Math.round(result.net / 13)).toBe(1_802);
    // The taxable income is below 28,000: the 2025 rules give the same result.
    expect(cents(milan(30_000, 2025).net)).toBe(23_425.48);
  });

  it('RAL 35,000 in 2026: net 26,032.18 with every published step; 25,956.51 in 2025', () => {
    const result = milan(35_000, 2026);
    expect(cents(result.grossIrpef)).toBe(7_688.56);
    // Art. 13: 1,581.48 plus the 65 € of c. 1.1.
    expect(cents(result.employeeDeduction)).toBe(1_581.48 + 65);
    expect(result.extraDeduction).toBe(1_000);
    expect(cents(result.regionalSurcharge ?? 0)).toBe(454.98);
    expect(cents(result.municipalSurcharge ?? 0)).toBe(254.27);
    expect(cents(result.net)).toBe(26_032.18);
    expect(cents(milan(35_000, 2025).net)).toBe(25_956.51);
  });

  it('RAL 40,000: 27,793.69 in 2025 and 27,960.17 in 2026', () => {
    expect(cents(milan(40_000, 2025).net)).toBe(27_793.69);
    expect(cents(milan(40_000, 2026).net)).toBe(27_960.17);
  });

  it('RAL 80,000: contributions 7,589.76 (238 from the 1%), 3,641.43 a month on 13 in 2026; 46,894.33 in 2025', () => {
    const result = milan(80_000, 2026);
    expect(cents(result.contributions)).toBe(7_589.76);
    expect(Math.round(result.extraContribution)).toBe(238);
    expect(cents(result.net)).toBe(47_338.56);
    expect(cents(result.net / 13)).toBe(3_641.43);
    expect(cents(milan(80_000, 2025).net)).toBe(46_894.33);
  });

  it('RAL 22,000: the tax-free sum is 4.8% of the taxable income (958.95), not of the RAL; 1,440.25 a month', () => {
    const result = milan(22_000, 2026);
    expect(cents(result.taxable)).toBe(19_978.2);
    expect(result.taxFreeSumRatePct).toBe(4.8);
    expect(cents(result.taxFreeSum)).toBe(958.95);
    expect(cents(result.net / 13)).toBe(1_440.25);
  });
});

describe('rules of §1-§7 and their published figures', () => {
  it('the 2026 cut of the second bracket saves 40, 140, 240, 340 and 440 € at 30k to 50k of taxable income', () => {
    const saving = (taxable: number) => cents(grossIrpef(taxable, 2025) - grossIrpef(taxable, 2026));
    expect([30_000, 35_000, 40_000, 45_000, 50_000].map(saving)).toEqual([40, 140, 240, 340, 440]);
    expect(saving(80_000)).toBe(440);
    expect(saving(28_000)).toBe(0);
  });

  it('the cuneo deduction is about 375 € at 37,000 of income (1,000 × 3,000 / 8,000)', () => {
    expect(extraDeduction(37_000)).toBe(375);
    expect(extraDeduction(25_000)).toBe(1_000);
    expect(extraDeduction(40_001)).toBe(0);
    expect(extraDeduction(20_000)).toBe(0);
  });

  it('Agenzia delle Entrate example: 2,000 € of income over 62 days is annualised into the 5.3% band: 106 €', () => {
    const sum = taxFreeSum(2_000, 2_000, 62);
    expect(sum.ratePct).toBe(5.3);
    expect(cents(sum.amount)).toBe(106);
  });

  it('art. 13 deduction: 1,955 up to 15,000 (1,380 floor on fixed-term part years), +65 only between 25k and 35k', () => {
    expect(employeeDeduction(14_000)).toBe(1_955);
    expect(employeeDeduction(10_000, true, 100)).toBe(1_380);
    // 1,955 × 100/365 = 535.62 is below the 690 floor of an open-ended contract.
    expect(employeeDeduction(10_000, false, 100)).toBe(690);
    // (28,000 − 25,000) / 13,000 = 0.23076… truncated to 0.2307; 25,000 is not above 25,000: no +65.
    expect(employeeDeduction(25_000)).toBe(1_910 + 1_190 * 0.2307);
    expect(employeeDeduction(30_000)).toBe(1_910 * 0.909 + 65);
    expect(employeeDeduction(50_000)).toBe(0);
  });

  it('the 1% applies above the first band, capped at the massimale only when asked', () => {
    expect(contributions(200_000, 2026).total).toBeCloseTo(0.0919 * 200_000 + 0.01 * (200_000 - 56_224), 6);
    expect(contributions(200_000, 2026, undefined, true).total).toBeCloseTo(
      0.0919 * 122_295 + 0.01 * (122_295 - 56_224),
      6,
    );
  });

  it('trattamento integrativo: 1,200 € at low income when gross IRPEF exceeds the deduction less 75 €', () => {
    const low = netPay({ ral: 16_000, year: 2026 });
    expect(low.taxable).toBeLessThan(15_000);
    expect(low.integrativeTreatment).toBe(1_200);
    expect(low.netIrpef).toBeGreaterThan(0);
    expect(netPay({ ral: 9_000, year: 2026 }).integrativeTreatment).toBe(0);
    expect(netPay({ ral: 40_000, year: 2026 }).integrativeTreatment).toBe(0);
  });

  it('surcharges are not due when net IRPEF is zero, and a threshold is a soglia, not a franchigia', () => {
    const zeroTax = netPay({ ral: 9_000, year: 2026, regional: lombardia(2026), municipal: milano(2026) });
    expect(zeroTax.netIrpef).toBe(0);
    expect(zeroTax.regionalSurcharge).toBe(0);
    expect(zeroTax.municipalSurcharge).toBe(0);
    const rule = milano(2026);
    expect(surcharge(23_000, rule)).toBe(0);
    expect(cents(surcharge(23_001, rule))).toBe(184.01);
    // Lazio: 1.73% on the whole income up to 28,000, a 60 € deduction just above it in 2026.
    const lazio = findRegion(tables, 'Lazio', 2026)?.rule as SurchargeRule;
    expect(cents(surcharge(28_000, lazio))).toBe(484.4);
    expect(cents(surcharge(29_000, lazio))).toBe(cents(15_000 * 0.0173 + 14_000 * 0.0333 - 60));
  });

  it('TFR: 35,000 accrue 2,418.50 in the first year; with 2% inflation the revaluation is 72.55', () => {
    expect(cents(tfrAccrual(35_000))).toBe(2_418.5);
    const revaluation = tfrRevaluation(2_418.5, 2);
    expect(revaluation.ratePct).toBe(3);
    expect(revaluation.gross).toBe(72.55);
    expect(revaluation.tax).toBe(12.33);
  });

  it('a 2026 municipal rate the research could not settle is a gap, not a number', () => {
    const palermo = findCity(tables, 'Palermo', 2026);
    expect(palermo?.rule).toBeNull();
    expect(palermo?.gap).toMatch(/non trovata/);
  });
});
