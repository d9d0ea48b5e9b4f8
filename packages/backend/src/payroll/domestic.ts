import { checkYear } from './gross-net.js';
import { type DomesticBand, type DomesticData, toSourceRef } from './payroll-data.js';
import {
  num,
  PayrollInputError,
  requireAmount,
  type SourceRef,
  type Step,
  step,
  uniqueSources,
  type Worked,
} from './steps.js';

/**
 * Domestic work (colf, badanti, babysitter): INPS contributions are a fixed amount per paid hour, chosen by the
 * effective hourly pay, or a single amount when the weekly hours with one employer exceed 24; split between
 * the employer and the worker. The household is not a withholding agent: no IRPEF, no surcharges, no
 * trattamento integrativo or cuneo in the payslip (the worker files a tax return).
 */

export interface DomesticInput {
  year: number;
  /** The agreed hourly pay (without the 13ª's share, unless `effective`). */
  hourlyPay: number;
  /**
   * True when `hourlyPay` already is the effective hourly pay (agreed pay + the 13ª's hourly share + board and
   * lodging if any), as a yearly cost computes it; otherwise the band is picked on hourlyPay × 13 / 12, the
   * effective pay the INPS tables are written for.
   */
  effective?: boolean;
  weeklyHours: number;
  /** False only between spouses or cohabiting relatives up to the third degree (D.P.R. 1403/1971). */
  cuaf?: boolean;
  fixedTerm?: boolean;
}

export interface DomesticContributions {
  band: string;
  /** Total hourly contribution, employer + worker. */
  hourlyTotal: number;
  hourlyWorker: number;
  hourlyEmployer: number;
  weekly: { total: number; worker: number; employer: number; grossPay: number; netPay: number };
  /** 52 weeks of the same schedule; `employerCost` = pay + employer contributions + TFR accrual (pay / 13.5). */
  yearly: {
    total: number;
    worker: number;
    employer: number;
    grossPay: number;
    tfr: number;
    employerCost: number;
  };
  irpefWithheld: 0;
}

function pickBand(bands: DomesticBand[], hourly: number): { band: DomesticBand; label: string } {
  let from = 0;
  for (const band of bands) {
    if (band.hourly_up_to === null || hourly <= band.hourly_up_to) {
      const label =
        band.hourly_up_to === null
          ? `retribuzione oraria oltre ${num(from)}`
          : from === 0
            ? `retribuzione oraria fino a ${num(band.hourly_up_to)}`
            : `retribuzione oraria oltre ${num(from)} fino a ${num(band.hourly_up_to)}`;
      return { band, label };
    }
    from = band.hourly_up_to;
  }
  throw new PayrollInputError('Fascia contributiva non trovata.');
}

/**
 * The effective hourly pay the INPS bands are written for: the agreed hourly pay plus the 13ª's hourly share
 * (pay ÷ 12), to the cent (9,00 € l'ora → 9,75 €). INPS: "paga oraria effettiva (retribuzione oraria concordata +
 * quota oraria di tredicesima + eventuale quota oraria di vitto e alloggio)".
 */
export function effectiveHourlyPay(hourly: number): number {
  return Math.round(((hourly * 13) / 12) * 100) / 100;
}

/** The band of the effective hourly pay, said in the band's label with its sum. */
function bandOnEffectivePay(bands: DomesticBand[], hourly: number, effective = false) {
  if (effective) return pickBand(bands, hourly);
  const withThirteenth = effectiveHourlyPay(hourly);
  const picked = pickBand(bands, withThirteenth);
  return {
    band: picked.band,
    label: `retribuzione oraria effettiva ${num(withThirteenth)} = paga ${num(hourly)} + quota di tredicesima ${num(withThirteenth - hourly)}, nella fascia ${picked.label.replace(/^retribuzione oraria /, '')}`,
  };
}

export function domesticContributions(
  data: DomesticData,
  input: DomesticInput,
): Worked<DomesticContributions> {
  const year = checkYear(input.year);
  const table = data.years.find((y) => y.year === year);
  if (!table) throw new PayrollInputError(`Contributi del lavoro domestico ${year} non presenti nella base.`);
  const hourly = requireAmount(input.hourlyPay, 'la retribuzione oraria');
  const hours = requireAmount(input.weeklyHours, 'le ore settimanali');
  const cuaf = input.cuaf ?? true;
  const over24 = hours > 24;
  const picked = over24
    ? {
        band: {
          hourly_up_to: null,
          ...(input.fixedTerm ? table.fixed_term_over_24h : table.open_ended_over_24h),
        },
        label: 'orario superiore a 24 ore settimanali (contributo unico per tutte le ore)',
      }
    : bandOnEffectivePay(input.fixedTerm ? table.fixed_term : table.open_ended, hourly, input.effective);
  const total = cuaf ? picked.band.with_cuaf : picked.band.without_cuaf;
  const worker = picked.band.worker;
  const contract = input.fixedTerm
    ? 'a tempo determinato (con il contributo addizionale)'
    : 'a tempo indeterminato';
  if (total === null || total === undefined || worker === null || worker === undefined) {
    const gap = table.gaps?.find((g) => (over24 ? /24 ore/.test(g) : /terza fascia/.test(g)));
    throw new PayrollInputError(
      `Contributo orario ${year} per la fascia «${picked.label}», rapporto ${contract}, non disponibile nella base${gap ? `: ${gap}` : '.'}`,
    );
  }
  const employer = total - worker;
  const sources: SourceRef[] = [
    ...table.sources.map((s) => toSourceRef(s, table.applies_from)),
    ...data.no_withholding.sources.map((s) => toSourceRef(s)),
    ...data.effective_pay_rule.sources.map((s) => toSourceRef(s)),
  ];
  if (input.fixedTerm) sources.push(...data.fixed_term_surcharge.sources.map((s) => toSourceRef(s)));
  if (!cuaf) sources.push(...data.no_cuaf_rule.sources.map((s) => toSourceRef(s)));
  const grossWeek = hourly * hours;
  // The year's pay holds the 13ª: on the effective hourly pay, whether given (a yearly cost) or computed here.
  const yearPay = (input.effective ? hourly : effectiveHourlyPay(hourly)) * hours * 52;
  const effectivePay = over24 || input.effective ? undefined : effectiveHourlyPay(hourly);
  const steps: Step[] = [
    ...(effectivePay === undefined
      ? []
      : [
          step(
            'Retribuzione oraria effettiva (sceglie la fascia)',
            `${num(hourly)} + ${num(hourly)} ÷ 12 (quota oraria di tredicesima)`,
            effectivePay,
          ),
        ]),
    step(
      `Fascia contributiva ${year} (${table.act})`,
      `${picked.label}; rapporto ${contract}, ${cuaf ? 'con' : 'senza'} quota CUAF`,
      total,
    ),
    step('Quota oraria a carico del lavoratore', 'dalla tabella INPS (cifra tra parentesi)', worker),
    step('Quota oraria a carico del datore', `${num(total)} − ${num(worker)}`, employer),
    step('Retribuzione lorda settimanale', `${num(hourly)} × ${num(hours)} ore`, grossWeek),
    step('Contributi settimanali totali', `${num(total)} × ${num(hours)} ore`, total * hours),
    step('Trattenuta settimanale INPS al lavoratore', `${num(worker)} × ${num(hours)} ore`, worker * hours),
    step(
      'Contributi settimanali a carico del datore',
      `${num(employer)} × ${num(hours)} ore`,
      employer * hours,
    ),
    step('IRPEF trattenuta dal datore', "nessuna: la famiglia non è sostituto d'imposta", 0),
    step('Netto settimanale', `${num(grossWeek)} − ${num(worker * hours)}`, grossWeek - worker * hours),
    step(
      'Contributi annui a carico del datore (52 settimane)',
      `${num(employer)} × ${num(hours)} × 52`,
      employer * hours * 52,
    ),
  ];
  return {
    result: {
      band: picked.label,
      hourlyTotal: total,
      hourlyWorker: worker,
      hourlyEmployer: employer,
      weekly: {
        total: total * hours,
        worker: worker * hours,
        employer: employer * hours,
        grossPay: grossWeek,
        netPay: grossWeek - worker * hours,
      },
      yearly: {
        total: total * hours * 52,
        worker: worker * hours * 52,
        employer: employer * hours * 52,
        grossPay: yearPay,
        tfr: yearPay / 13.5,
        employerCost: yearPay + employer * hours * 52 + yearPay / 13.5,
      },
      irpefWithheld: 0,
    },
    steps,
    assumptions: [
      data.effective_pay_rule.text,
      data.no_withholding.text,
      'Nessun trattamento integrativo né somma del cuneo fiscale in busta paga: si recuperano, se spettano, con la dichiarazione dei redditi.',
      data.payment_deadlines.text,
      'Non considerata la quota Cas.sa.Colf prevista dal contratto collettivo.',
      'Il costo annuo usa la paga oraria effettiva (che comprende già la quota di tredicesima) per 52 settimane; il premio INAIL è compreso nel contributo orario INPS.',
    ],
    gaps: [],
    sources: uniqueSources(sources),
  };
}
