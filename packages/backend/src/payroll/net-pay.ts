import { type FamilyDeduction, type FamilyInput, familyDeduction } from './family.js';
import {
  CUNEO,
  EMPLOYEE_DEDUCTION as D13,
  DAYS_IN_YEAR,
  EXTRA_INPS_RATE_PCT,
  type TaxYear,
  TFR,
  INTEGRATIVE_TREATMENT as TI,
  YEAR_RULES,
} from './rules.js';
import { cents } from './steps.js';

/**
 * The annual estimate of an employee's net pay, step by step, following `shared/data/payroll-rules.md` §0:
 * contributions, taxable income, gross IRPEF, deductions, net IRPEF, surcharges, cuneo measures and
 * trattamento integrativo, net pay; plus the year's TFR accrual. Pure: figures in, figures out.
 *
 * Amounts are kept unrounded and rounded to the cent only when shown (the published examples round the
 * result, not each step); the deduction ratios are truncated to four decimals, as the published calculator
 * does.
 */

export interface Bracket {
  from: number;
  to: number | null;
  ratePct: number;
}

/** A regional or municipal IRPEF surcharge. */
export interface SurchargeRule {
  brackets: Bracket[];
  /** Soglia: at or below it nothing is due; above it the rate applies to the whole income. */
  exemptionThreshold?: number | null;
  /** Up to `limit`, one rate on the whole income instead of the brackets (Lazio). */
  flatUpTo?: { limit: number; ratePct: number };
  /** A fixed deduction for incomes in a band (Lazio). */
  deduction?: { from: number; to: number; amount: number };
}

export interface NetPayInput {
  /** Annual gross pay (RAL). */
  ral: number;
  year: TaxYear;
  /** Days worked in the year; the deductions are proportioned to them. */
  daysWorked?: number;
  fixedTerm?: boolean;
  /** Employee INPS rate, percent; the year's default (9.19%) when not given. */
  inpsRatePct?: number;
  /** Caps the contribution base at the massimale (first insured after 1995). */
  capAtMassimale?: boolean;
  regional?: SurchargeRule | null;
  municipal?: SurchargeRule | null;
  /** Dependants (art. 12 TUIR): spouse, children with their ages and share, ascendants living with. */
  family?: FamilyInput;
}

export interface NetPay {
  ral: number;
  year: TaxYear;
  inpsRatePct: number;
  contributions: number;
  /** Of which the 1% above the first pensionable band. */
  extraContribution: number;
  taxable: number;
  grossIrpef: number;
  employeeDeduction: number;
  extraDeduction: number;
  /** Art. 12 TUIR deductions for dependants; null when none were stated. */
  family: FamilyDeduction | null;
  netIrpef: number;
  regionalSurcharge: number | null;
  municipalSurcharge: number | null;
  taxFreeSum: number;
  taxFreeSumRatePct: number | null;
  integrativeTreatment: number;
  net: number;
  tfrAccrual: number;
}

/** The deduction ratios, truncated to four decimals as the published calculator does. */
// (28.000 − 22.702,50) / 13.000 is 0,4075 exactly, but 0,40749999… in binary: rounded to 6 decimals first.
export const ratio = (value: number) => Math.floor(Number((value * 10_000).toFixed(6))) / 10_000;

export { cents };

export function contributions(ral: number, year: TaxYear, inpsRatePct?: number, capAtMassimale = false) {
  const rules = YEAR_RULES[year];
  const base = capAtMassimale ? Math.min(ral, rules.massimale) : ral;
  const extra = (EXTRA_INPS_RATE_PCT / 100) * Math.max(0, base - rules.firstBand);
  return { total: ((inpsRatePct ?? rules.inpsRatePct) / 100) * base + extra, extra };
}

export function grossIrpef(taxable: number, year: TaxYear): number {
  let tax = 0;
  let from = 0;
  for (const bracket of YEAR_RULES[year].irpefBrackets) {
    const to = bracket.upTo ?? Number.POSITIVE_INFINITY;
    if (taxable > from) tax += ((Math.min(taxable, to) - from) * bracket.ratePct) / 100;
    from = to;
  }
  return tax;
}

const share = (days: number) => Math.min(days, DAYS_IN_YEAR) / DAYS_IN_YEAR;

/** Art. 13 TUIR for employees, before the +65 € of c. 1.1 (which the trattamento integrativo test leaves out). */
export function baseEmployeeDeduction(income: number, fixedTerm = false, days = DAYS_IN_YEAR): number {
  if (income <= D13.lowIncomeLimit) {
    const floor = fixedTerm ? D13.floorFixedTerm : D13.floorOpenEnded;
    return Math.max(D13.lowIncomeAmount * share(days), floor);
  }
  if (income <= D13.midIncomeLimit)
    return (D13.midBase + D13.midSpan * ratio((D13.midIncomeLimit - income) / D13.midDivisor)) * share(days);
  if (income <= D13.highIncomeLimit)
    return D13.midBase * ratio((D13.highIncomeLimit - income) / D13.highDivisor) * share(days);
  return 0;
}

export function employeeDeduction(income: number, fixedTerm = false, days = DAYS_IN_YEAR): number {
  const bonus = income > D13.bonusFrom && income <= D13.bonusTo ? D13.bonus : 0;
  return baseEmployeeDeduction(income, fixedTerm, days) + bonus;
}

/** The cuneo's additional deduction (RC over 20,000 up to 40,000), proportioned to the days worked. */
export function extraDeduction(income: number, days = DAYS_IN_YEAR): number {
  if (income <= CUNEO.extraDeductionFrom || income > CUNEO.extraDeductionTo) return 0;
  if (income <= CUNEO.extraDeductionFull) return CUNEO.extraDeductionAmount * share(days);
  const falling = ratio(
    (CUNEO.extraDeductionTo - income) / (CUNEO.extraDeductionTo - CUNEO.extraDeductionFull),
  );
  return CUNEO.extraDeductionAmount * falling * share(days);
}

/**
 * The cuneo's tax-free sum (RC up to 20,000): the employment income is annualised only to choose the
 * percentage, which then applies to the actual income (Agenzia delle Entrate, circ. 4/E of 16/05/2025).
 */
export function taxFreeSum(income: number, employmentIncome: number, days = DAYS_IN_YEAR) {
  if (income > CUNEO.taxFreeSumLimit) return { amount: 0, ratePct: null };
  const annualised = (employmentIncome * DAYS_IN_YEAR) / Math.min(days, DAYS_IN_YEAR);
  const band = CUNEO.taxFreeSumBands.find((b) => b.upTo === null || annualised <= b.upTo);
  const ratePct = band?.ratePct ?? 0;
  return { amount: (employmentIncome * ratePct) / 100, ratePct };
}

/**
 * The trattamento integrativo. Over 15,000 its incapienza test counts the art. 12 deductions (dependants) with the
 * art. 13 one: `dependantsDeduction` is that sum for the dependants stated.
 */
export function integrativeTreatment(
  income: number,
  grossTax: number,
  fixedTerm = false,
  days = DAYS_IN_YEAR,
  dependantsDeduction = 0,
) {
  const deduction = baseEmployeeDeduction(income, fixedTerm, days);
  if (income <= TI.fullLimit) return grossTax > deduction - TI.deductionReduction ? TI.amount : 0;
  if (income <= TI.incapienzaLimit)
    return Math.max(0, Math.min(TI.amount, deduction + dependantsDeduction - grossTax));
  return 0;
}

export function surcharge(taxable: number, rule: SurchargeRule): number {
  if (rule.exemptionThreshold != null && taxable <= rule.exemptionThreshold) return 0;
  let amount = 0;
  if (rule.flatUpTo && taxable <= rule.flatUpTo.limit) amount = (taxable * rule.flatUpTo.ratePct) / 100;
  else
    for (const b of rule.brackets) {
      const to = b.to ?? Number.POSITIVE_INFINITY;
      if (taxable > b.from) amount += ((Math.min(taxable, to) - b.from) * b.ratePct) / 100;
    }
  if (rule.deduction && taxable > rule.deduction.from && taxable <= rule.deduction.to)
    amount = Math.max(0, amount - rule.deduction.amount);
  return amount;
}

export function tfrAccrual(pay: number): number {
  return (pay * TFR.netAccrualPct) / 100;
}

/**
 * The 31 December revaluation of the TFR accrued up to the previous year: 1.5% plus 75% of the ISTAT FOI
 * inflation, truncated to the cent as in the published example; 17% substitute tax on it.
 */
export function tfrRevaluation(accrued: number, inflationPct: number) {
  const ratePct = TFR.revaluationFixedPct + TFR.revaluationInflationShare * inflationPct;
  const gross = Math.floor(Number(((accrued * ratePct) / 100).toFixed(6)) * 100) / 100;
  return { ratePct, gross, tax: cents((gross * TFR.substituteTaxPct) / 100) };
}

export function netPay(input: NetPayInput): NetPay {
  const days = input.daysWorked ?? DAYS_IN_YEAR;
  const fixedTerm = input.fixedTerm ?? false;
  const inpsRatePct = input.inpsRatePct ?? YEAR_RULES[input.year].inpsRatePct;
  const contribution = contributions(input.ral, input.year, inpsRatePct, input.capAtMassimale);
  // With no other income, employment income = total income (RC).
  const taxable = input.ral - contribution.total;
  const gross = grossIrpef(taxable, input.year);
  const deduction = employeeDeduction(taxable, fixedTerm, days);
  const extra = extraDeduction(taxable, days);
  const family = input.family ? familyDeduction(taxable, input.family) : null;
  // Deductions are not refundable: net IRPEF stops at zero.
  const netIrpef = Math.max(0, gross - deduction - extra - (family?.total ?? 0));
  const regional = input.regional ? (netIrpef > 0 ? surcharge(taxable, input.regional) : 0) : null;
  const municipal = input.municipal ? (netIrpef > 0 ? surcharge(taxable, input.municipal) : 0) : null;
  const sum = taxFreeSum(taxable, taxable, days);
  const integrative = integrativeTreatment(taxable, gross, fixedTerm, days, family?.total ?? 0);
  const net =
    input.ral - contribution.total - netIrpef - (regional ?? 0) - (municipal ?? 0) + sum.amount + integrative;
  return {
    ral: input.ral,
    year: input.year,
    inpsRatePct,
    contributions: contribution.total,
    extraContribution: contribution.extra,
    taxable,
    grossIrpef: gross,
    employeeDeduction: deduction,
    extraDeduction: extra,
    family,
    netIrpef,
    regionalSurcharge: regional,
    municipalSurcharge: municipal,
    taxFreeSum: sum.amount,
    taxFreeSumRatePct: sum.ratePct,
    integrativeTreatment: integrative,
    net,
    tfrAccrual: tfrAccrual(input.ral),
  };
}
