/**
 * The payroll engine: one entry point. Pure, typed functions; each returns `Worked<T>` = { result, steps
 * (label, formula, amount), assumptions, gaps, sources } so the composer can show the working, what was
 * assumed, what could not be sourced, and where every figure comes from. Amounts are unrounded: show them
 * with `cents`. Bad input throws `PayrollInputError` with an Italian message. Tax years: 2025 and 2026.
 *
 * - grossToNet(tables, { year, ral | monthlyGross, payments?, location? }) — RAL or monthly gross → net, with
 *   the regional surcharge always inferred from the municipality (`location.municipality`).
 * - netToGross(tables, { year, netAnnual | netMonthly, payments?, location? }) — the inverse, exact to the
 *   cent by search.
 * - localTaxes(tables, location, year) / findPlace(name) — comune → province → region → surcharges.
 * - netPay(...) / cents(...) — the raw annual computation kept for existing callers.
 *
 * `tables` is the knowledge base's `surcharges` (data/tax/irpef-surcharges.json), or `readSurchargeTables(dir)`.
 */

export type { GrossToNet, GrossToNetInput, Payments } from './gross-net.js';
export { grossToNet, netPaySteps } from './gross-net.js';
export type { LocalTaxes, Location } from './local-taxes.js';
export { localTaxes } from './local-taxes.js';
export type { NetToGross, NetToGrossInput } from './net-gross.js';
export { netToGross } from './net-gross.js';
export type { NetPay, NetPayInput, SurchargeRule } from './net-pay.js';
export { netPay, surcharge } from './net-pay.js';
export type { Place, PlaceLookup } from './places.js';
export { findPlace, PLACES_SOURCE } from './places.js';
export type { TaxYear } from './rules.js';
export { isTaxYear, TAX_YEARS } from './rules.js';
export { ruleSources, SOURCES } from './sources.js';
export type { SourceRef, Step, Worked } from './steps.js';
export { cents, PayrollInputError } from './steps.js';
export type { SurchargeLookup, SurchargeTables } from './surcharges.js';
export { findCity, findRegion, readSurchargeTables } from './surcharges.js';
