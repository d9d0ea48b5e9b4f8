import { SOURCES } from './sources.js';
import {
  cents,
  num,
  PayrollInputError,
  pct,
  requireAmount,
  type SourceRef,
  step,
  type Worked,
} from './steps.js';

/** An ISO day as Italians write it: "2026-09-15" → "15/09/2026". */
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Pay items a consultant computes from figures the caller gives: the hourly rate from a monthly amount and
 * the agreement's divisor, the value of an overtime / night / holiday hour from a percentage (the knowledge
 * base supplies it), the 13ª/14ª pro rata with the 15-day rule, and the TFR accrual.
 */

export interface HourlyRate {
  hourly: number;
}

/** Monthly amount ÷ the agreement's hourly divisor (e.g. 168 in Terziario, 173 in Metalmeccanici). */
export function hourlyRate(input: {
  monthly: number;
  divisor: number;
  divisorSource?: SourceRef;
}): Worked<HourlyRate> {
  const monthly = requireAmount(input.monthly, 'la retribuzione mensile');
  const divisor = requireAmount(input.divisor, 'il divisore orario');
  const hourly = monthly / divisor;
  return {
    result: { hourly },
    steps: [
      step('Retribuzione oraria', `${num(monthly)} / ${divisor} (divisore orario del contratto)`, hourly),
    ],
    assumptions: [
      'La retribuzione mensile comprende gli elementi che il contratto include nella paga oraria.',
    ],
    gaps: [],
    sources: input.divisorSource ? [input.divisorSource] : [],
  };
}

export interface DailyRate {
  daily: number;
}

/**
 * Monthly amount ÷ the agreement's daily divisor (26 in Terziario art. 211, Turismo, Studi professionali,
 * Vigilanza: the caller passes the one its knowledge base states, with that source).
 */
export function dailyRate(input: {
  monthly: number;
  divisor: number;
  divisorSource?: SourceRef;
}): Worked<DailyRate> {
  const monthly = requireAmount(input.monthly, 'la retribuzione mensile');
  const divisor = requireAmount(input.divisor, 'il divisore giornaliero');
  const daily = monthly / divisor;
  return {
    result: { daily },
    steps: [
      step('Quota giornaliera', `${num(monthly)} / ${divisor} (divisore giornaliero del contratto)`, daily),
    ],
    assumptions: [
      'La retribuzione mensile comprende gli elementi che il contratto include nella quota giornaliera.',
    ],
    gaps: [],
    sources: input.divisorSource ? [input.divisorSource] : [],
  };
}

export interface ExtraHour {
  hourly: number;
  /** The increase alone (hourly × percent). */
  increase: number;
  /** Hourly rate plus increase: what one such hour is worth. */
  value: number;
  total: number | null;
}

/**
 * One overtime / night / Sunday / holiday hour: hourly rate × (1 + percent). With `hours`, the total. Give the
 * hourly rate, or the monthly amount and divisor. `increaseOnly` when the agreement pays the increase alone
 * on top of hours already paid (e.g. night work within the normal schedule).
 */
export function extraHourValue(input: {
  kind: string;
  percent: number;
  hourly?: number;
  monthly?: number;
  divisor?: number;
  hours?: number;
  increaseOnly?: boolean;
  percentSource?: SourceRef;
}): Worked<ExtraHour> {
  if (!Number.isFinite(input.percent) || input.percent < 0)
    throw new PayrollInputError(`Percentuale di maggiorazione non valida: ${input.percent}.`);
  const steps = [];
  let hourly: number;
  if (input.hourly !== undefined) hourly = requireAmount(input.hourly, 'la retribuzione oraria');
  else if (input.monthly !== undefined && input.divisor !== undefined) {
    const rate = hourlyRate({ monthly: input.monthly, divisor: input.divisor });
    hourly = rate.result.hourly;
    steps.push(...rate.steps);
  } else
    throw new PayrollInputError('Indica la retribuzione oraria, oppure la mensile e il divisore orario.');
  const increase = (hourly * input.percent) / 100;
  steps.push(
    step(
      `Maggiorazione ${input.kind} (${pct(input.percent)})`,
      `${num(cents(hourly))} × ${pct(input.percent)}`,
      increase,
    ),
  );
  const value = input.increaseOnly ? increase : hourly + increase;
  if (!input.increaseOnly)
    steps.push(
      step(`Valore di un'ora di ${input.kind}`, `${num(cents(hourly))} + ${num(cents(increase))}`, value),
    );
  let total: number | null = null;
  if (input.hours !== undefined) {
    const hours = requireAmount(input.hours, 'le ore');
    total = value * hours;
    steps.push(step(`Totale per ${num(hours)} ore`, `${num(cents(value))} × ${num(hours)}`, total));
  }
  return {
    result: { hourly, increase, value, total },
    steps,
    assumptions: [
      input.increaseOnly
        ? 'Si conta la sola maggiorazione: le ore sono già retribuite come ordinarie.'
        : "Il valore dell'ora comprende la paga oraria ordinaria più la maggiorazione.",
      'Non considerate eventuali tassazioni agevolate delle maggiorazioni (ad es. 15% sul lavoro notturno e festivo nel 2026).',
    ],
    gaps: [],
    sources: input.percentSource ? [input.percentSource] : [],
  };
}

const DAY_MS = 86_400_000;
const parse = (iso: string): Date => {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) throw new PayrollInputError(`Data non valida: ${iso} (formato AAAA-MM-GG).`);
  return d;
};

/**
 * Months that count for a pro rata in [from, to] clipped to the accrual period: a calendar month counts when
 * at least 15 days of it were worked (the common rule of the agreements; the caller's agreement may differ).
 */
export function monthsWorked(
  from: string,
  to: string,
  periodStart: string,
  periodEnd: string,
  threshold = 15,
): number {
  const start = Math.max(parse(from).getTime(), parse(periodStart).getTime());
  const end = Math.min(parse(to).getTime(), parse(periodEnd).getTime());
  if (end < start) return 0;
  let months = 0;
  const cursor = new Date(start);
  cursor.setUTCDate(1);
  while (cursor.getTime() <= end) {
    const monthStart = cursor.getTime();
    const next = new Date(cursor);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const monthEnd = next.getTime() - DAY_MS;
    const days = (Math.min(end, monthEnd) - Math.max(start, monthStart)) / DAY_MS + 1;
    if (days >= threshold) months += 1;
    cursor.setTime(next.getTime());
  }
  return months;
}

export interface ProRata {
  months: number;
  amount: number;
}

/**
 * The 13ª or 14ª for part of the accrual period: monthly pay × months / 12. Give the months, or the dates
 * worked with the period (13ª: 1 January–31 December; 14ª: usually 1 July–30 June, by agreement).
 */
export function additionalMonthProRata(input: {
  which: '13ª' | '14ª';
  monthly: number;
  months?: number;
  worked?: { from: string; to: string };
  period?: { start: string; end: string };
  /** The day a month needs to count: 15 (the common rule) or 16 (an agreement's "oltre 15 giorni"). */
  threshold?: number;
  /** Share of the monthly pay the whole item is (a half 14th: 0.5, each month then worth 1/24). */
  share?: number;
}): Worked<ProRata> {
  const threshold = input.threshold ?? 15;
  const fraction = threshold > 15 ? 'più di 15 giorni' : 'almeno 15 giorni';
  const monthly = requireAmount(input.monthly, 'la retribuzione mensile');
  const steps = [];
  let months: number;
  if (input.months !== undefined) {
    if (!Number.isInteger(input.months) || input.months < 0 || input.months > 12)
      throw new PayrollInputError(`Mesi non validi: ${input.months} (da 0 a 12).`);
    months = input.months;
  } else if (input.worked && input.period) {
    months = monthsWorked(
      input.worked.from,
      input.worked.to,
      input.period.start,
      input.period.end,
      threshold,
    );
    steps.push(
      step(
        'Mesi di maturazione',
        `mesi con ${fraction} lavorati tra il ${dayMonthYear(input.worked.from)} e il ${dayMonthYear(input.worked.to)} nel periodo ${dayMonthYear(input.period.start)} – ${dayMonthYear(input.period.end)}`,
        months,
        'count',
      ),
    );
  } else
    throw new PayrollInputError(
      'Indica i mesi lavorati, oppure le date di lavoro e il periodo di maturazione.',
    );
  const share = input.share ?? 1;
  const amount = (monthly * share * months) / 12;
  steps.push(
    step(`Rateo di ${input.which}`, `${num(monthly)} × ${months}/${Math.round(12 / share)}`, amount),
  );
  return {
    result: { months, amount },
    steps,
    assumptions: [
      threshold > 15
        ? 'La frazione di mese di più di 15 giorni conta come mese intero (regola del contratto applicato).'
        : 'La frazione di mese di almeno 15 giorni conta come mese intero (regola comune dei CCNL; verificare il contratto applicato).',
      `La retribuzione mensile è quella utile per la ${input.which} secondo il contratto.`,
    ],
    gaps: [],
    sources: [],
  };
}

export interface TfrAccrual {
  gross: number;
  guaranteeFund: number;
  net: number;
}

/**
 * A year's TFR accrual (art. 2120 c.c.): retribuzione utile ÷ 13.5, less the 0.50% contribution to the INPS
 * guarantee fund (L. 297/1982), which the employer deducts from the accrual. With `months`, the share of a
 * part year (a month counts from 15 days).
 */
export function tfrAccrualWorked(input: {
  annualPay: number;
  months?: number;
  /** false for domestic work: its sources compute the quota as pay ÷ 13.5, with no guarantee-fund deduction. */
  guaranteeFund?: boolean;
}): Worked<TfrAccrual> {
  const pay = requireAmount(input.annualPay, 'la retribuzione annua utile');
  const months = input.months ?? 12;
  if (!Number.isInteger(months) || months < 0 || months > 12)
    throw new PayrollInputError(`Mesi non validi: ${months} (da 0 a 12).`);
  const base = (pay * months) / 12;
  const steps = [];
  if (months !== 12) steps.push(step('Retribuzione utile del periodo', `${num(pay)} × ${months}/12`, base));
  const gross = base / 13.5;
  if (input.guaranteeFund === false) {
    steps.push(step('Quota TFR', `${num(base)} / 13,5`, gross));
    return {
      result: { gross, guaranteeFund: 0, net: gross },
      steps,
      assumptions: [
        "Lavoro domestico: la quota è la retribuzione dell'anno (tredicesima compresa, e vitto e alloggio per i conviventi) divisa per 13,5, senza detrazioni.",
      ],
      gaps: [],
      sources: [SOURCES.domesticTfr, SOURCES.tfr],
    };
  }
  const guaranteeFund = base * 0.005;
  const net = gross - guaranteeFund;
  steps.push(step('Quota TFR lorda', `${num(base)} / 13,5`, gross));
  steps.push(step('Contributo 0,50% al Fondo di garanzia INPS', `${num(base)} × 0,50%`, guaranteeFund));
  steps.push(step('Quota TFR accantonata', `${num(cents(gross))} − ${num(cents(guaranteeFund))}`, net));
  return {
    result: { gross, guaranteeFund, net },
    steps,
    assumptions: [
      'Retribuzione utile = somme corrisposte in dipendenza del rapporto, esclusi rimborsi spese (salvo diversa previsione del contratto).',
      'Nessuno sgravio contributivo che riduca lo 0,50%.',
    ],
    gaps: [],
    sources: [SOURCES.tfr, SOURCES.tfrGuarantee],
  };
}
