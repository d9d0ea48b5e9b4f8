/**
 * The payroll engine: one entry point. Pure, typed functions; each returns `Worked<T>` = { result, steps
 * (label, formula, amount, unit?: percent | count, euros otherwise), assumptions, gaps, sources } so the
 * composer can show the working, what was assumed, what could not be sourced (gaps, in Italian) and where
 * every figure comes from (Italian label, URL, publication date or null = "data non indicata", date it applies
 * from). Amounts are unrounded: show them
 * with `cents`. Bad input throws `PayrollInputError` with an Italian message. Tax years: 2025 and 2026.
 *
 * Data: `tables` = the knowledge base's `surcharges`; `data` =
 * `readPayrollData(kbDir)` (data/payroll/: domestic bands, employer contributions, TFR coefficients).
 *
 * - grossToNet(tables, { year, ral | monthlyGross, payments?, location? }): RAL or monthly gross → net; the
 *   regional surcharge is always inferred from `location.municipality`.
 * - netToGross(tables, { year, netAnnual | netMonthly, payments?, location? }): the inverse, exact to the cent.
 * - employerCost(data.employer, { year, ral, sector, employees, fixedTerm?, inailRatePerMille? }).
 * - hourlyRate({ monthly, divisor }); dailyRate({ monthly, divisor }) (quota giornaliera, usually ÷26); extraHourValue({ kind, percent, hourly | monthly+divisor, hours? }).
 * - additionalMonthProRata({ which: '13ª'|'14ª', monthly, months | worked+period }) (15-day rule).
 * - tfrAccrualWorked({ annualPay, months? }); tfrRevaluationWorked(data.tfr, { accrued, period | foiIncreasePct }).
 * - tfrSeparateTaxWorked({ tfr, months, year }): the provisional tax on a TFR paid at the end (art. 19 TUIR).
 * - payrollThresholds(year, topic?): INPS bands and ceilings, IRPEF brackets, detrazioni, cuneo, integrativo.
 * - payslipCheck({ year, gross?, inps?, irpef?, net? }): which figures differ and by how much.
 * - domesticContributions(data.domestic, { year, hourlyPay, weeklyHours, cuaf?, fixedTerm? }).
 * - localTaxes(tables, location, year): comune → province → region → surcharges.
 * - cents(...): the rounding every figure goes through.
 */

export { domesticContributions, effectiveHourlyPay } from './domestic.js';
export type { Sector } from './employer-cost.js';
export { employerCost } from './employer-cost.js';
export type { Payments } from './gross-net.js';
export { grossToNet } from './gross-net.js';
export { localTaxes } from './local-taxes.js';
export { netToGross } from './net-gross.js';
export {
  additionalMonthProRata,
  dailyRate,
  extraHourValue,
  hourlyRate,
  monthsWorked,
  tfrAccrualWorked,
} from './pay-items.js';
export type { PayrollData } from './payroll-data.js';
export { readPayrollData } from './payroll-data.js';
export { payslipCheck } from './payslip-check.js';
export { isTaxYear } from './rules.js';
export type { SourceRef, Step, Worked } from './steps.js';
export { cents, PayrollInputError } from './steps.js';
export { tfrRevaluationWorked } from './tfr.js';
export { tfrSeparateTaxWorked } from './tfr-tax.js';
export type { ThresholdTopic } from './thresholds.js';
export { payrollThresholds } from './thresholds.js';
