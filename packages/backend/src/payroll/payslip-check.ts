import { type FamilyDeduction, type FamilyInput, familyDeduction } from './family.js';
import { checkPayments, checkYear, type Payments } from './gross-net.js';
import {
  employeeDeduction,
  extraDeduction,
  grossIrpef,
  integrativeTreatment,
  taxFreeSum,
} from './net-pay.js';
import { EXTRA_INPS_RATE_PCT, YEAR_RULES } from './rules.js';
import { familySources, ruleSources } from './sources.js';
import { cents, num, PayrollInputError, pct, requireAmount, type Step, step, type Worked } from './steps.js';

/**
 * A monthly payslip check: from the monthly gross, recompute the employee INPS, the month's IRPEF withholding
 * and the net the way a withholding agent does for an ordinary month (the brackets and deductions taken to the
 * month: annual figures ÷ 12, the deductions on the income the month implies over the year), then compare each
 * figure the payslip shows and say which differ and by how much.
 */

export interface PayslipCheckInput {
  year: number;
  /** Monthly gross; when missing, taken as net + INPS + IRPEF (all three needed). */
  gross?: number;
  inps?: number;
  irpef?: number;
  net?: number;
  payments?: Payments;
  inpsRatePct?: number;
  /** Differences up to this are rounding (euros); 1 € by default. */
  tolerance?: number;
  /** Dependants stated (art. 12 TUIR): their deductions are taken to the month like the others. */
  family?: FamilyInput;
}

export interface PayslipFigure {
  item: 'INPS' | 'IRPEF' | 'netto';
  given: number;
  expected: number;
  /** given − expected. */
  difference: number;
  matches: boolean;
}

export interface PayslipCheck {
  expected: {
    inps: number;
    irpef: number;
    net: number;
    taxFreeSum: number;
    integrativeTreatment: number;
    /** The month's art. 12 deductions for the dependants stated (0 when none). */
    family: number;
  };
  /** The year's art. 12 deductions, for what the answer says of each dependant; null when none were stated. */
  family: FamilyDeduction | null;
  figures: PayslipFigure[];
  /** When gross, INPS, IRPEF and net are all given: net − (gross − INPS − IRPEF), i.e. the other items. */
  otherItems: number | null;
}

export function payslipCheck(input: PayslipCheckInput): Worked<PayslipCheck> {
  const year = checkYear(input.year);
  const payments = checkPayments(input.payments);
  let gross: number;
  const inferred = input.gross === undefined;
  if (input.gross !== undefined) gross = requireAmount(input.gross, 'il lordo del mese');
  else if (input.inps !== undefined && input.irpef !== undefined && input.net !== undefined)
    gross = requireAmount(input.net + input.inps + input.irpef, 'il lordo del mese');
  else
    throw new PayrollInputError(
      'Indica il lordo del mese (oppure netto, INPS e IRPEF insieme, da cui ricavarlo).',
    );
  if (input.inps === undefined && input.irpef === undefined && input.net === undefined)
    throw new PayrollInputError(
      'Indica almeno una cifra della busta paga da verificare (INPS, IRPEF o netto).',
    );
  const tolerance = input.tolerance ?? 1;
  const rules = YEAR_RULES[year];
  const rate = input.inpsRatePct ?? rules.inpsRatePct;
  // The monthly band as INPS publishes it, to the euro (2026: 56.224 / 12 → 4.685; payroll rules §1).
  const monthlyBand = Math.round(rules.firstBand / 12);
  // Withheld in cents, as the payslip prints it: the taxable pay is the gross less that figure (1.850,00 − 170,02).
  const inps = cents((gross * rate) / 100 + (Math.max(0, gross - monthlyBand) * EXTRA_INPS_RATE_PCT) / 100);
  const taxable = cents(gross - inps);
  const monthlyTax = grossIrpef(taxable * 12, year) / 12;
  const annualIncome = taxable * payments;
  const deduction = employeeDeduction(annualIncome) / 12;
  const extra = extraDeduction(annualIncome) / 12;
  const family = input.family ? familyDeduction(annualIncome, input.family) : null;
  const familyMonthly = (family?.total ?? 0) / 12;
  const irpef = Math.max(0, monthlyTax - deduction - extra - familyMonthly);
  const sum = taxFreeSum(annualIncome, annualIncome);
  const monthlySum = (taxable * (sum.ratePct ?? 0)) / 100;
  const integrative =
    integrativeTreatment(annualIncome, grossIrpef(annualIncome, year), false, 365, family?.total ?? 0) / 12;
  const net = gross - inps - irpef + monthlySum + integrative;
  const steps: Step[] = [];
  if (inferred)
    steps.push(
      step(
        'Lordo del mese ricavato',
        `${num(input.net ?? 0)} + ${num(input.inps ?? 0)} + ${num(input.irpef ?? 0)}`,
        gross,
      ),
    );
  steps.push(
    step(
      'Contributi INPS del mese',
      `${num(gross)} × ${pct(rate)}${gross > monthlyBand ? ` + 1% × (${num(gross)} − ${num(monthlyBand)})` : ''}`,
      inps,
    ),
    step('Imponibile fiscale del mese', `${num(gross)} − ${num(cents(inps))}`, taxable),
    step('IRPEF lorda del mese', `scaglioni ${year} sull'imponibile × 12, diviso 12`, monthlyTax),
    step(
      'Detrazioni del mese',
      `(art. 13 TUIR${extra > 0 ? ' + ulteriore detrazione cuneo' : ''} sul reddito annuo stimato ${num(cents(annualIncome))} = ${num(cents(taxable))} × ${payments}) / 12`,
      deduction + extra,
    ),
  );
  if (family)
    steps.push(
      step(
        'Detrazioni per familiari a carico del mese (art. 12 TUIR)',
        `${[family.spouseFormula, family.childrenFormula, family.ascendantsFormula].filter(Boolean).join('; ') || 'nessuna detrazione'} = ${num(cents(family.total))} / 12`,
        familyMonthly,
      ),
    );
  steps.push(
    step(
      'IRPEF netta del mese',
      `max(0; ${num(cents(monthlyTax))} − ${num(cents(deduction + extra))}${familyMonthly > 0 ? ` − ${num(cents(familyMonthly))}` : ''})`,
      irpef,
    ),
  );
  if (monthlySum > 0)
    steps.push(
      step('Somma esente del cuneo fiscale', `${num(cents(taxable))} × ${pct(sum.ratePct ?? 0)}`, monthlySum),
    );
  if (integrative > 0)
    steps.push(step('Trattamento integrativo del mese', `${num(cents(integrative * 12))} / 12`, integrative));
  steps.push(
    step(
      'Netto del mese ricalcolato',
      `${num(gross)} − ${num(cents(inps))} − ${num(cents(irpef))}${monthlySum > 0 ? ` + ${num(cents(monthlySum))}` : ''}${integrative > 0 ? ` + ${num(cents(integrative))}` : ''}`,
      net,
    ),
  );
  const figures: PayslipFigure[] = [];
  const compare = (item: PayslipFigure['item'], given: number | undefined, expected: number) => {
    if (given === undefined) return;
    requireAmount(given, `la cifra ${item} indicata`, { allowZero: true });
    const difference = cents(given - cents(expected));
    figures.push({
      item,
      given,
      expected: cents(expected),
      difference,
      matches: Math.abs(difference) <= tolerance,
    });
    steps.push(
      step(
        `Differenza ${item} (busta paga − ricalcolo)`,
        `${num(given)} − ${num(cents(expected))}`,
        difference,
      ),
    );
  };
  compare('INPS', input.inps, inps);
  compare('IRPEF', input.irpef, irpef);
  compare('netto', input.net, net);
  let otherItems: number | null = null;
  if (!inferred && input.inps !== undefined && input.irpef !== undefined && input.net !== undefined) {
    otherItems = cents(input.net - (gross - input.inps - input.irpef));
    steps.push(
      step(
        'Altre voci della busta paga (netto − lordo + INPS + IRPEF)',
        `${num(input.net)} − (${num(gross)} − ${num(input.inps)} − ${num(input.irpef)})`,
        otherItems,
      ),
    );
  }
  return {
    result: {
      expected: {
        inps,
        irpef,
        net,
        taxFreeSum: monthlySum,
        integrativeTreatment: integrative,
        family: familyMonthly,
      },
      family,
      figures,
      otherItems,
    },
    steps,
    assumptions: [
      `Mese ordinario del ${year} con lo stesso lordo per tutto l'anno su ${payments} mensilità; ${family ? 'con le detrazioni per i familiari a carico indicati' : 'nessun familiare a carico'}, nessun altro reddito.`,
      `Aliquota INPS ${pct(rate)}${input.inpsRatePct === undefined ? ' (regime generale; con CIGS o FIS la quota del lavoratore è più alta)' : ''}.`,
      "Le addizionali regionale e comunale trattenute nel mese (rate dell'anno precedente), i conguagli e le voci variabili non sono ricalcolati: spiegano parte delle differenze sul netto.",
      `Differenze entro ${num(tolerance)} € considerate arrotondamenti.`,
      ...(inferred
        ? ['Lordo non indicato: ricavato come netto + INPS + IRPEF, cioè senza altre voci in busta paga.']
        : []),
    ],
    gaps: [],
    sources: [...ruleSources(year), ...(family ? familySources() : [])],
  };
}
