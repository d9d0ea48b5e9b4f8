import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import {
  additionalMonthProRata,
  cents,
  dailyRate,
  domesticContributions,
  employerCost,
  extraHourValue,
  hourlyRate,
  PayrollInputError,
  payrollThresholds,
  payslipCheck,
  readPayrollData,
  tfrAccrualWorked,
  tfrRevaluationWorked,
} from './index.js';

/**
 * Every function against worked examples computed by hand from the sources in data/payroll/ and
 * shared/data/payroll-rules.md; the arithmetic is written beside each expectation.
 */

const data = readPayrollData(loadConfig({}).kbDir);

describe('daily quota', () => {
  it('1,783.75 a month on a 26 divisor is 68.61 a day; a missing divisor is refused', () => {
    // 1,783.75 / 26 = 68.6057…
    const worked = dailyRate({ monthly: 1_783.75, divisor: 26 });
    expect(cents(worked.result.daily)).toBe(68.61);
    expect(worked.steps[0]?.label).toBe('Quota giornaliera');
    expect(() => dailyRate({ monthly: 1_783.75, divisor: 0 })).toThrow();
  });
});

describe('hourly rate and the value of an overtime / night hour', () => {
  it('1,800 a month on a 168 divisor is 10.71 an hour; a 15% overtime hour is 12.32, ten of them 123.21', () => {
    // 1,800 / 168 = 10.714285…
    expect(cents(hourlyRate({ monthly: 1_800, divisor: 168 }).result.hourly)).toBe(10.71);
    // 10.714285 × 15% = 1.607142; 10.714285 + 1.607142 = 12.321428; × 10 = 123.21428
    const overtime = extraHourValue({
      kind: 'straordinario',
      percent: 15,
      monthly: 1_800,
      divisor: 168,
      hours: 10,
    });
    expect(cents(overtime.result.increase)).toBe(1.61);
    expect(cents(overtime.result.value)).toBe(12.32);
    expect(cents(overtime.result.total ?? 0)).toBe(123.21);
    expect(overtime.steps.map((s) => s.label)).toEqual([
      'Retribuzione oraria',
      'Maggiorazione straordinario (15%)',
      "Valore di un'ora di straordinario",
      'Totale per 10,00 ore',
    ]);
  });

  it('a night increase paid on hours already paid counts the increase alone: 25% of 12.00 = 3.00', () => {
    const night = extraHourValue({ kind: 'notturno', percent: 25, hourly: 12, increaseOnly: true });
    expect(night.result.value).toBe(3);
    expect(() => extraHourValue({ kind: 'festivo', percent: 30 })).toThrow(PayrollInputError);
  });
});

describe('13ª and 14ª pro rata (15-day rule)', () => {
  it('hired on 10 March 2025: March counts (22 days), 10 months, 2,000 × 10/12 = 1,666.67', () => {
    const r = additionalMonthProRata({
      which: '13ª',
      monthly: 2_000,
      worked: { from: '2025-03-10', to: '2025-12-31' },
      period: { start: '2025-01-01', end: '2025-12-31' },
    });
    expect(r.result.months).toBe(10);
    expect(cents(r.result.amount)).toBe(1_666.67);
    // The months are a count, not euros: the composer must not format them as money.
    expect(r.steps[0]).toMatchObject({ label: 'Mesi di maturazione', amount: 10, unit: 'count' });
  });

  it('15 days of a month count (17–31 March), 14 do not (18–31 March)', () => {
    const months = (from: string) =>
      additionalMonthProRata({
        which: '13ª',
        monthly: 1_200,
        worked: { from, to: '2025-12-31' },
        period: { start: '2025-01-01', end: '2025-12-31' },
      }).result;
    expect(months('2025-03-17').months).toBe(10);
    expect(months('2025-03-18').months).toBe(9);
    // 1,200 × 9 / 12 = 900
    expect(months('2025-03-18').amount).toBe(900);
  });

  it('14ª over July–June, left on 14 November: July–October, 1,800 × 4/12 = 600', () => {
    const r = additionalMonthProRata({
      which: '14ª',
      monthly: 1_800,
      worked: { from: '2025-07-01', to: '2025-11-14' },
      period: { start: '2025-07-01', end: '2026-06-30' },
    });
    expect(r.result).toEqual({ months: 4, amount: 600 });
    expect(() => additionalMonthProRata({ which: '13ª', monthly: 1_000, months: 13 })).toThrow(
      /Mesi non validi/,
    );
  });
});

describe('TFR accrual and revaluation', () => {
  it('RAL 35,000: 35,000 / 13.5 = 2,592.59, less 0.5% (175.00) = 2,417.59', () => {
    // payroll-rules.md §7 rounds the same rule to 6.91% (2,418.50); the exact rule gives 2,417.59.
    const r = tfrAccrualWorked({ annualPay: 35_000 });
    expect(cents(r.result.gross)).toBe(2_592.59);
    expect(r.result.guaranteeFund).toBe(175);
    expect(cents(r.result.net)).toBe(2_417.59);
    // Six months: 17,500 / 13.5 − 87.50 = 1,208.80
    expect(cents(tfrAccrualWorked({ annualPay: 35_000, months: 6 }).result.net)).toBe(1_208.8);
  });

  it('December 2025 coefficient 2.311148%: 10,000 of TFR gains 231.11, tax 17% 39.29, net 191.83', () => {
    // 10,000 × 2.311148% = 231.1148; × 17% = 39.289516; 231.1148 − 39.2895 = 191.8253
    const r = tfrRevaluationWorked(data.tfr, { accrued: 10_000, period: '2025-12' });
    expect(r.result.coefficientPct).toBe(2.311148);
    expect(cents(r.result.revaluation)).toBe(231.11);
    expect(cents(r.result.substituteTax)).toBe(39.29);
    expect(cents(r.result.net)).toBe(191.83);
    expect(r.sources[0]?.url).toBe('https://www.eclavoro.it/tfr-indice-rivalutazione-dicembre-2025');
  });

  it('from an FOI increase the caller gives: 1.5% + 75% × 2% = 3% (payroll-rules.md §7); a missing period is said', () => {
    const r = tfrRevaluationWorked(data.tfr, { accrued: 2_418.5, foiIncreasePct: 2, period: '2026-03' });
    expect(r.result.coefficientPct).toBe(3);
    // 2,418.50 × 3% = 72.555
    expect(cents(r.result.revaluation)).toBe(72.56);
    expect(r.gaps[0]).toMatch(/2026-03 non presente/);
    expect(() => tfrRevaluationWorked(data.tfr, { accrued: 1_000, period: '2026-03' })).toThrow(/FOI/);
  });
});

describe('domestic work: hourly bands, employer/worker split, no withholding', () => {
  it('2025, 9.00 an hour, 20 hours a week, with CUAF: the effective pay 9.75 (the 13th’s share added) is the second band, 1.89 (worker 0.48, employer 1.41) — INPS circ. 29/2025', () => {
    const r = domesticContributions(data.domestic, { year: 2025, hourlyPay: 9, weeklyHours: 20 });
    expect(r.result.hourlyTotal).toBe(1.89);
    expect(cents(r.result.hourlyEmployer)).toBe(1.41);
    expect(r.result.band).toMatch(/effettiva 9,75/);
    expect(r.steps[0]?.amount).toBe(9.75);
    // 1.89 × 20 = 37.80; worker 0.48 × 20 = 9.60; gross 180 − 9.60 = 170.40
    expect(cents(r.result.weekly.total)).toBe(37.8);
    expect(cents(r.result.weekly.netPay)).toBe(170.4);
    expect(r.result.irpefWithheld).toBe(0);
    expect(r.assumptions.join(' ')).toMatch(/non trattiene IRPEF/);
    expect(r.assumptions.join(' ')).toMatch(/comprensiva del rateo di tredicesima/);
    expect(r.steps.find((s) => s.label === 'IRPEF trattenuta dal datore')?.amount).toBe(0);
    // Yearly, the 13th included: pay 9.75 × 20 × 52 = 10,140; employer 1.41 × 20 × 52 = 1,466.40; TFR 10,140 / 13.5
    expect(cents(r.result.yearly.employerCost)).toBe(cents(10_140 + 1_466.4 + 10_140 / 13.5));
    expect(cents(r.result.yearly.employerCost)).toBe(12_357.51);
  });

  it('an hourly pay already effective (a yearly cost) picks the band as it is: 9.00 is the first band, 1.68', () => {
    const r = domesticContributions(data.domestic, {
      year: 2025,
      hourlyPay: 9,
      weeklyHours: 20,
      effective: true,
    });
    expect(r.result.hourlyTotal).toBe(1.68);
    expect(cents(r.result.hourlyEmployer)).toBe(1.26);
  });

  it('2025 over 24 hours a week: one amount for every hour, 1.22 (worker 0.31) whatever the pay', () => {
    const r = domesticContributions(data.domestic, { year: 2025, hourlyPay: 8, weeklyHours: 30 });
    expect(r.result.hourlyTotal).toBe(1.22);
    expect(cents(r.result.hourlyEmployer)).toBe(0.91);
    expect(r.result.band).toMatch(/24 ore/);
  });

  it('2026 third band without CUAF: 2.35 (worker 0.59, employer 1.76) — INPS circ. 9/2026 (11.70 × 20.0875%); fixed term 2025: 8.75 (effective 9.48) is the first band, 1.79', () => {
    const r = domesticContributions(data.domestic, {
      year: 2026,
      hourlyPay: 12,
      weeklyHours: 10,
      cuaf: false,
    });
    expect(r.result.hourlyTotal).toBe(2.35);
    expect(cents(r.result.hourlyEmployer)).toBe(1.76);
    const ft = domesticContributions(data.domestic, {
      year: 2025,
      hourlyPay: 8.75,
      weeklyHours: 10,
      fixedTerm: true,
    });
    expect(ft.result.hourlyTotal).toBe(1.79);
  });

  it('2026 over 24 hours a week: 1.24 (worker 0.31) open-ended, 1.33 fixed-term without CUAF — INPS circ. 9/2026', () => {
    const r = domesticContributions(data.domestic, { year: 2026, hourlyPay: 10, weeklyHours: 25 });
    expect(r.result.hourlyTotal).toBe(1.24);
    expect(cents(r.result.hourlyEmployer)).toBe(0.93);
    const ft = domesticContributions(data.domestic, {
      year: 2026,
      hourlyPay: 10,
      weeklyHours: 30,
      fixedTerm: true,
      cuaf: false,
    });
    expect(ft.result.hourlyTotal).toBe(1.33);
  });
});

describe('employer cost', () => {
  it('commerce, 10 employees, RAL 30,000 in 2026: IVS 23.81% + FIS 0.80% × 2/3, TFR 1/13.5, INAIL 4–7‰ range', () => {
    const r = employerCost(data.employer, {
      year: 2026,
      ral: 30_000,
      sector: 'commercio',
      employees: 10,
      payments: 14,
      inailRatePerMille: { min: 4, max: 7 },
    });
    // 30,000 × 23.81% = 7,143.00; 30,000 × 0.80% × 2/3 = 160.00
    expect(r.result.components.map((c) => cents(c.amount))).toEqual([7_143, 160]);
    expect(cents(r.result.employerInps)).toBe(7_303);
    // 30,000 / 13.5 = 2,222.22; INAIL 30,000 × 4‰ = 120, × 7‰ = 210
    expect(cents(r.result.tfr)).toBe(2_222.22);
    expect(r.result.inail).toEqual({ min: 120, max: 210 });
    // 30,000 + 7,303 + 2,222.22 + 120 / 210
    expect(cents(r.result.total.min)).toBe(39_645.22);
    expect(cents(r.result.total.max)).toBe(39_735.22);
    // 30,000 / 14 / 12 = 178.57 a month for each of 13ª and 14ª
    expect(cents(r.result.monthlyRatei.fourteenth ?? 0)).toBe(178.57);
    // The average rate is shown as an alternative, and the missing minor contributions are named.
    expect(cents(r.result.indicativeEmployerInps)).toBe(9_810);
    // 27% and 32% of 30,000
    expect(r.result.indicativeRange).toEqual({ min: 8_100, max: 9_600 });
    expect(r.gaps[0]).toMatch(/CUAF/);
  });

  it('industry over 50 employees adds CIGO 2.00% and CIGS 0.60%; without an INAIL rate the premium is a gap', () => {
    const r = employerCost(data.employer, { year: 2025, ral: 30_000, sector: 'industria', employees: 60 });
    // 7,143 + 600 + 180 = 7,923
    expect(cents(r.result.employerInps)).toBe(7_923);
    expect(r.result.inail).toBeNull();
    expect(r.gaps.join(' ')).toMatch(/Tassi INAIL/);
    const fixedTerm = employerCost(data.employer, {
      year: 2025,
      ral: 30_000,
      sector: 'artigianato',
      employees: 3,
      fixedTerm: true,
      renewals: 1,
    });
    // IVS 7,143 + NASpI additional (1.40 + 0.50)% = 570 → 7,713
    expect(cents(fixedTerm.result.employerInps)).toBe(7_713);
    expect(fixedTerm.gaps.join(' ')).toMatch(/FSBA/);
  });
});

describe('payroll thresholds of a tax year', () => {
  it('2026: first band 56,224, ceiling 122,295, second bracket 33%; 2025: 55,448, 120,607, 35%', () => {
    const rows = (year: number, topic: 'inps' | 'irpef') =>
      payrollThresholds(year, topic).result.rows.map((r) => r.amount);
    expect(rows(2026, 'inps')).toEqual([9.19, 56_224, 122_295, 58.13]);
    expect(rows(2025, 'inps')).toEqual([9.19, 55_448, 120_607, 57.32]);
    expect(rows(2026, 'irpef')).toEqual([23, 33, 43]);
    expect(rows(2025, 'irpef')).toEqual([23, 35, 43]);
    expect(payrollThresholds(2026, 'cuneo').result.rows.map((r) => r.amount)).toEqual([
      7.1, 5.3, 4.8, 1_000, 1_000,
    ]);
    expect(payrollThresholds(2026, 'irpef').steps[1]).toMatchObject({ amount: 33, unit: 'percent' });
    expect(payrollThresholds(2026).sources.some((s) => s.label.includes('circolare n. 6'))).toBe(true);
  });
});

describe('payslip check', () => {
  it('"lordo 2.100, INPS 193, IRPEF 250, netto 1.657" in 2026: INPS right, IRPEF 78.36 too high', () => {
    // INPS 2,100 × 9.19% = 192.99. Taxable 1,907.01; gross tax 23% = 438.61.
    // Annual estimate 1,907.01 × 13 = 24,791.13: art. 13 = 1,910 + 1,190 × 0.2468 = 2,203.69 → 183.64 a month;
    // cuneo deduction 1,000 / 12 = 83.33. IRPEF = 438.61 − 183.64 − 83.33 = 171.64. Net = 2,100 − 192.99 − 171.64.
    const r = payslipCheck({ year: 2026, gross: 2_100, inps: 193, irpef: 250, net: 1_657 });
    const by = Object.fromEntries(r.result.figures.map((f) => [f.item, f]));
    expect(by.INPS).toMatchObject({ expected: 192.99, difference: 0.01, matches: true });
    expect(by.IRPEF).toMatchObject({ expected: 171.64, difference: 78.36, matches: false });
    expect(by.netto).toMatchObject({ expected: 1_735.37, difference: -78.37, matches: false });
    // The payslip's own figures add up: no other items.
    expect(r.result.otherItems).toBe(0);
  });

  it('a subset is enough, and nothing to check is refused', () => {
    const r = payslipCheck({ year: 2025, gross: 2_100, inps: 193 });
    expect(r.result.figures).toHaveLength(1);
    expect(() => payslipCheck({ year: 2025, gross: 2_100 })).toThrow(/almeno una cifra/);
    // No gross: net + INPS + IRPEF = 1,657 + 193 + 250 = 2,100, and the same verdict.
    const inferred = payslipCheck({ year: 2026, inps: 193, irpef: 250, net: 1_657 });
    expect(inferred.steps[0]).toMatchObject({ label: 'Lordo del mese ricavato', amount: 2_100 });
    expect(inferred.result.figures.find((f) => f.item === 'IRPEF')?.difference).toBe(78.36);
    expect(() => payslipCheck({ year: 2026, inps: 193 })).toThrow(/lordo del mese/);
  });
});
