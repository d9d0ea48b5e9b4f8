import type { FamilyDeduction, FamilyInput } from './family.js';
import { type LocalTaxes, type Location, localTaxes } from './local-taxes.js';
import { type NetPay, netPay, ratio } from './net-pay.js';
import {
  CUNEO,
  EMPLOYEE_DEDUCTION as D13,
  DAYS_IN_YEAR,
  EXTRA_INPS_RATE_PCT,
  isTaxYear,
  type TaxYear,
  INTEGRATIVE_TREATMENT as TI,
  YEAR_RULES,
} from './rules.js';
import { familySources, ruleSources } from './sources.js';
import {
  cents,
  num,
  PayrollInputError,
  pct,
  requireAmount,
  type Step,
  step,
  uniqueSources,
  type Worked,
} from './steps.js';
import type { SurchargeTables } from './surcharges.js';

/**
 * Gross → net for an ordinary employee (payroll-rules.md §0), from a RAL or from a monthly gross and the number
 * of monthly payments, for the tax year asked, with the surcharges of the place of residence. Every step is
 * returned with its formula.
 */

export type Payments = 12 | 13 | 14;

export interface GrossToNetInput {
  year: number;
  /** Annual gross (RAL). Give this or `monthlyGross`. */
  ral?: number;
  /** Monthly gross of an ordinary month; RAL = monthly × payments. */
  monthlyGross?: number;
  /** Monthly payments in the year (13 or 14 by agreement); 13 when not given. */
  payments?: Payments;
  location?: Location;
  daysWorked?: number;
  fixedTerm?: boolean;
  /** Employee INPS rate, percent; 9.19% when not given. */
  inpsRatePct?: number;
  capAtMassimale?: boolean;
  /** Dependants stated (art. 12 TUIR); none when not given. */
  family?: FamilyInput;
}

export interface GrossToNet {
  year: TaxYear;
  ral: number;
  payments: Payments;
  monthlyGross: number;
  netAnnual: number;
  /** Annual net ÷ payments: an average (the 13ª/14ª are taxed without deductions in the month paid). */
  netMonthly: number;
  detail: NetPay;
  local: LocalTaxes;
}

export function checkYear(year: number): TaxYear {
  if (!isTaxYear(year))
    throw new PayrollInputError(
      `Anno d'imposta ${year} non coperto: le regole sono disponibili per il 2025 e il 2026.`,
    );
  return year;
}

export function checkPayments(payments: number | undefined): Payments {
  const value = payments ?? 13;
  if (value !== 12 && value !== 13 && value !== 14)
    throw new PayrollInputError(`Numero di mensilità non valido: ${value} (ammessi 12, 13 o 14).`);
  return value;
}

function irpefFormula(taxable: number, year: TaxYear): string {
  const parts: string[] = [];
  let from = 0;
  for (const b of YEAR_RULES[year].irpefBrackets) {
    const to = b.upTo ?? Number.POSITIVE_INFINITY;
    if (taxable > from) {
      const slice = Math.min(taxable, to) - from;
      parts.push(`${pct(b.ratePct)} × ${num(slice)}`);
    }
    from = to;
  }
  return parts.join(' + ') || '0';
}

function deductionFormula(income: number, days: number): string {
  const share = days < DAYS_IN_YEAR ? ` × ${days}/${DAYS_IN_YEAR}` : '';
  const bonus =
    income > D13.bonusFrom && income <= D13.bonusTo ? ` + ${D13.bonus} (art. 13 c. 1.1 TUIR)` : '';
  if (income <= D13.lowIncomeLimit) return `${num(D13.lowIncomeAmount)}${share}`;
  if (income <= D13.midIncomeLimit)
    return `(${num(D13.midBase)} + ${num(D13.midSpan)} × ${ratio((D13.midIncomeLimit - income) / D13.midDivisor)})${share}${bonus}`;
  if (income <= D13.highIncomeLimit)
    return `${num(D13.midBase)} × ${ratio((D13.highIncomeLimit - income) / D13.highDivisor)}${share}${bonus}`;
  return `reddito oltre ${num(D13.highIncomeLimit)}: nessuna detrazione`;
}

function surchargeFormula(taxable: number, lookup: LocalTaxes['regional']): string {
  const rule = lookup?.rule;
  if (!rule) return '';
  if (rule.exemptionThreshold != null && taxable <= rule.exemptionThreshold)
    return `reddito non superiore alla soglia di esenzione di ${num(rule.exemptionThreshold)}`;
  let text: string;
  if (rule.flatUpTo && taxable <= rule.flatUpTo.limit)
    text = `${pct(rule.flatUpTo.ratePct)} × ${num(taxable)} (aliquota unica fino a ${num(rule.flatUpTo.limit)})`;
  else
    text = rule.brackets
      .filter((b) => taxable > b.from)
      .map((b) => `${pct(b.ratePct)} × ${num(Math.min(taxable, b.to ?? Number.POSITIVE_INFINITY) - b.from)}`)
      .join(' + ');
  if (rule.deduction && taxable > rule.deduction.from && taxable <= rule.deduction.to)
    text += ` − ${num(rule.deduction.amount)} (detrazione regionale)`;
  return text;
}

/** The art. 12 deductions, one step per kind of dependant, with the formula of each. */
export function familySteps(family: FamilyDeduction): Step[] {
  const steps: Step[] = [];
  if (family.spouseFormula)
    steps.push(
      step('Detrazione per il coniuge a carico (art. 12 TUIR)', family.spouseFormula, family.spouse),
    );
  if (family.childrenFormula)
    steps.push(
      step(
        `Detrazione per ${family.eligibleChildren === 1 ? 'il figlio' : `${family.eligibleChildren} figli`} a carico di 21-29 anni (art. 12 TUIR)`,
        family.childrenFormula,
        family.children,
      ),
    );
  if (family.ascendantsFormula)
    steps.push(
      step(
        'Detrazione per ascendenti conviventi a carico (art. 12 TUIR)',
        family.ascendantsFormula,
        family.ascendants,
      ),
    );
  return steps;
}

/** The steps of an annual net computation, in the order of payroll-rules.md §0. */
export function netPaySteps(detail: NetPay, local: LocalTaxes | null, days = DAYS_IN_YEAR): Step[] {
  const rules = YEAR_RULES[detail.year];
  const steps: Step[] = [];
  const extra =
    detail.extraContribution > 0
      ? ` + ${pct(EXTRA_INPS_RATE_PCT)} × (${num(detail.ral)} − ${num(rules.firstBand)}) = ${num(
          Math.round((detail.contributions - detail.extraContribution) * 100) / 100,
        )} + ${num(Math.round(detail.extraContribution * 100) / 100)}`
      : '';
  steps.push(
    step(
      'Contributi INPS a carico del lavoratore',
      `${num(detail.ral)} × ${pct(detail.inpsRatePct)}${extra}`,
      detail.contributions,
    ),
  );
  steps.push(step('Imponibile IRPEF', `${num(detail.ral)} − ${num(detail.contributions)}`, detail.taxable));
  steps.push(
    step(
      `IRPEF lorda (scaglioni ${detail.year})`,
      irpefFormula(detail.taxable, detail.year),
      detail.grossIrpef,
    ),
  );
  steps.push(
    step(
      'Detrazione per lavoro dipendente (art. 13 TUIR)',
      deductionFormula(detail.taxable, days),
      detail.employeeDeduction,
    ),
  );
  if (detail.extraDeduction > 0)
    steps.push(
      step(
        'Ulteriore detrazione del cuneo fiscale (L. 207/2024)',
        detail.taxable <= CUNEO.extraDeductionFull
          ? `${num(CUNEO.extraDeductionAmount)} (reddito tra ${num(CUNEO.extraDeductionFrom)} e ${num(CUNEO.extraDeductionFull)})`
          : `${num(CUNEO.extraDeductionAmount)} × (${num(CUNEO.extraDeductionTo)} − ${num(detail.taxable)}) / ${num(CUNEO.extraDeductionTo - CUNEO.extraDeductionFull)}`,
        detail.extraDeduction,
      ),
    );
  if (detail.family) steps.push(...familySteps(detail.family));
  const family = detail.family && detail.family.total > 0 ? ` − ${num(detail.family.total)}` : '';
  steps.push(
    step(
      'IRPEF netta',
      `max(0; ${num(detail.grossIrpef)} − ${num(detail.employeeDeduction)}${detail.extraDeduction > 0 ? ` − ${num(detail.extraDeduction)}` : ''}${family})`,
      detail.netIrpef,
    ),
  );
  const zeroTax = detail.netIrpef === 0 ? 'IRPEF netta pari a zero: addizionale non dovuta' : '';
  if (detail.regionalSurcharge !== null && local?.regional)
    steps.push(
      step(
        `Addizionale regionale (${local.regional.place})`,
        zeroTax || surchargeFormula(detail.taxable, local.regional),
        detail.regionalSurcharge,
      ),
    );
  if (detail.municipalSurcharge !== null && local?.municipal)
    steps.push(
      step(
        `Addizionale comunale (${local.municipal.place})`,
        zeroTax || surchargeFormula(detail.taxable, local.municipal),
        detail.municipalSurcharge,
      ),
    );
  if (detail.taxFreeSum > 0)
    steps.push(
      step(
        'Somma esente del cuneo fiscale (L. 207/2024)',
        `${num(detail.taxable)} × ${pct(detail.taxFreeSumRatePct ?? 0)}`,
        detail.taxFreeSum,
      ),
    );
  if (detail.integrativeTreatment > 0)
    steps.push(
      step(
        'Trattamento integrativo (D.L. 3/2020)',
        detail.taxable <= TI.fullLimit
          ? `${num(TI.amount)} (reddito fino a ${num(TI.fullLimit)})`
          : `min(${num(TI.amount)}; detrazioni − IRPEF lorda)`,
        detail.integrativeTreatment,
      ),
    );
  const minus = [
    detail.contributions,
    detail.netIrpef,
    detail.regionalSurcharge ?? 0,
    detail.municipalSurcharge ?? 0,
  ]
    .filter((v) => v > 0)
    .map((v) => ` − ${num(cents(v))}`)
    .join('');
  const plus = [detail.taxFreeSum, detail.integrativeTreatment]
    .filter((v) => v > 0)
    .map((v) => ` + ${num(cents(v))}`)
    .join('');
  steps.push(step('Netto annuo', `${num(detail.ral)}${minus}${plus}`, detail.net));
  return steps;
}

export function grossToNet(tables: SurchargeTables, input: GrossToNetInput): Worked<GrossToNet> {
  const year = checkYear(input.year);
  const payments = checkPayments(input.payments);
  if ((input.ral === undefined) === (input.monthlyGross === undefined))
    throw new PayrollInputError('Indica la RAL oppure la retribuzione lorda mensile (una delle due).');
  const steps: Step[] = [];
  let ral: number;
  if (input.monthlyGross !== undefined) {
    const monthly = requireAmount(input.monthlyGross, 'la retribuzione lorda mensile');
    ral = monthly * payments;
    steps.push(step('Retribuzione annua lorda (RAL)', `${num(monthly)} × ${payments} mensilità`, ral));
  } else ral = requireAmount(input.ral ?? 0, 'la RAL');
  const days = input.daysWorked ?? DAYS_IN_YEAR;
  const local = input.location ? localTaxes(tables, input.location, year) : localTaxes(tables, {}, year);
  const detail = netPay({
    ral,
    year,
    daysWorked: days,
    fixedTerm: input.fixedTerm,
    inpsRatePct: input.inpsRatePct,
    capAtMassimale: input.capAtMassimale,
    regional: local.regional?.rule ?? null,
    municipal: local.municipal?.rule ?? null,
    ...(input.family ? { family: input.family } : {}),
  });
  steps.push(...netPaySteps(detail, local, days));
  const netMonthly = detail.net / payments;
  steps.push(
    step(
      `Netto mensile medio su ${payments} mensilità`,
      `${num(cents(detail.net))} / ${payments}`,
      netMonthly,
    ),
  );
  const assumptions = [
    `Regole dell'anno d'imposta ${year}; lavoratore dipendente del settore privato, ${days === DAYS_IN_YEAR ? 'anno intero' : `${days} giorni lavorati`}, nessun altro reddito, ${input.family ? 'con i familiari a carico indicati (detrazioni art. 12 TUIR)' : 'nessun familiare a carico'}.`,
    `Aliquota INPS a carico del lavoratore ${pct(detail.inpsRatePct)}${input.inpsRatePct === undefined ? ' (quella generale; varia per settore e dimensione)' : ''}.`,
    `Il netto mensile è una media: nel mese in cui si pagano 13ª e 14ª le detrazioni non si applicano e il conguaglio di fine anno ricalcola l'IRPEF.`,
    ...local.assumptions,
  ];
  return {
    result: {
      year,
      ral,
      payments,
      monthlyGross: ral / payments,
      netAnnual: detail.net,
      netMonthly,
      detail,
      local,
    },
    steps,
    assumptions,
    gaps: [...local.gaps],
    sources: uniqueSources([
      ...ruleSources(year),
      ...(input.family ? familySources() : []),
      ...local.sources,
    ]),
  };
}
