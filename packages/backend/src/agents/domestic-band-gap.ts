import { euro, decimal as twoDecimals } from '../kb/format.js';
import { effectiveHourlyPay } from '../payroll/index.js';
import { type DomesticData, toSourceRef } from '../payroll/payroll-data.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { domesticYearSentence } from './domestic-year.js';
import { sourceCitations } from './worked.js';

// Whole hours without decimals ("25 ore"), others as Italian decimals.
const decimal = (n: number) => (Number.isInteger(n) ? String(n) : twoDecimals(n));

/** Weeks assumed in a calendar quarter for domestic contributions (52 weeks / 4). */
export const QUARTER_WEEKS = 13;

type YearTable = DomesticData['years'][number];

/** The INPS band a domestic job falls in: a single band above 24 hours a week, else by the hourly pay. */
function bandOf(table: YearTable, hourlyPay: number, weeklyHours: number, fixedTerm: boolean) {
  if (weeklyHours > 24)
    return {
      label:
        'fascia unica per orari oltre 24 ore settimanali (un solo contributo orario, qualunque sia la paga)',
      band: fixedTerm ? table.fixed_term_over_24h : table.open_ended_over_24h,
    };
  const bands = fixedTerm ? table.fixed_term : table.open_ended;
  let from = 0;
  for (const band of bands) {
    if (band.hourly_up_to === null || hourlyPay <= band.hourly_up_to)
      return {
        label:
          band.hourly_up_to === null
            ? `fascia con retribuzione oraria oltre ${euro(from)}`
            : `fascia con retribuzione oraria ${from ? `oltre ${euro(from)} e ` : ''}fino a ${euro(band.hourly_up_to)}`,
        band,
      };
    from = band.hourly_up_to;
  }
  return undefined;
}

/**
 * The band applies but its contribution for the year is a gap in the knowledge base: the answer still says
 * which band, how the quarter's contributions and the worker's share are computed from it, and what is missing,
 * with no figure in its place. Undefined when the band's figures are there (the engine answers).
 */
export function domesticBandGap(
  data: DomesticData,
  input: { year: number; hourlyPay: number; weeklyHours: number; fixedTerm: boolean; effective?: boolean },
): AgentAnswer | undefined {
  const table = data.years.find((y) => y.year === input.year);
  if (!table) return undefined;
  // The band of the effective hourly pay, the 13ª's share included (payroll/domestic.ts).
  const effectivePay = input.effective ? input.hourlyPay : effectiveHourlyPay(input.hourlyPay);
  const picked = bandOf(table, effectivePay, input.weeklyHours, input.fixedTerm);
  if (!picked) return undefined;
  const { band } = picked;
  if (
    band.with_cuaf !== null &&
    band.with_cuaf !== undefined &&
    band.worker !== null &&
    band.worker !== undefined
  )
    return undefined;
  const hours = input.weeklyHours * QUARTER_WEEKS;
  const over24 = input.weeklyHours > 24;
  // The gap as the research wrote it, without the figures around it (a conventional pay is not the answer).
  const gap = table.gaps
    ?.find((g) => (over24 ? /24 ore/.test(g) : /fascia/.test(g)))
    ?.replace(/\s*\([^)]*\d[^)]*\)/g, '');
  return compose({
    answer: `Con ${decimal(input.weeklyHours)} ore a settimana${over24 ? '' : ` e ${euro(input.hourlyPay)} l'ora`} si applica la ${bold(picked.label)} dei contributi INPS del lavoro domestico ${input.year}, ma il contributo orario ${input.year} di questa fascia (totale e quota a carico del lavoratore) ${bold('non è nella base di conoscenza')}: non posso indicare quanto versare a trimestre né quanto trattenere.`,
    steps: [
      `Ore del trimestre: ${decimal(input.weeklyHours)} ore × ${QUARTER_WEEKS} settimane = ${decimal(hours)} ore.`,
      `Contributi del trimestre = contributo orario della fascia × ${decimal(hours)} ore.`,
      `Trattenuta sulla paga = quota oraria a carico del lavoratore × ${decimal(hours)} ore: è la sola trattenuta, perché il datore di lavoro domestico non trattiene l'IRPEF.`,
    ],
    assumptions: [
      `Trimestre di ${QUARTER_WEEKS} settimane con lo stesso orario; rapporto ${input.fixedTerm ? 'a tempo determinato' : 'a tempo indeterminato'}, con quota CUAF.`,
    ],
    unanswerable: [
      gap ?? `Contributo orario ${input.year} della fascia non presente nella base di conoscenza.`,
    ],
    citations: [],
    related: [
      `Quanto sono i contributi INPS per una colf con ${decimal(input.weeklyHours)} ore settimanali nel 2025?`,
    ],
  });
}

/**
 * More than 24 hours a week with one family: a single contribution per hour whatever the pay, so the quarter's
 * contributions need only the hours ("badante convivente 54 ore: quanti contributi?"). Undefined when the
 * band's figure is a gap (domesticBandGap says so) or the hours are 24 or fewer (the pay picks the band).
 */
export function domesticOver24(
  data: DomesticData,
  input: {
    year: number;
    weeklyHours: number;
    fixedTerm: boolean;
    weekly?: boolean;
    yearly?: boolean;
    /** "nella busta di ottobre, che ha 234 ore": the hours of the month asked, whose share opens the answer. */
    periodHours?: number;
  },
): AgentAnswer | undefined {
  const table = data.years.find((y) => y.year === input.year);
  if (!table || input.weeklyHours <= 24) return undefined;
  const band = input.fixedTerm ? table.fixed_term_over_24h : table.open_ended_over_24h;
  const total = band.with_cuaf;
  const worker = band.worker;
  if (total === null || total === undefined || worker === null || worker === undefined)
    return domesticBandGap(data, { ...input, hourlyPay: 0 });
  const hours = input.weeklyHours * QUARTER_WEEKS;
  const quarter = (v: number) => euro(Math.round(v * hours * 100) / 100);
  const week = (v: number) => euro(Math.round(v * input.weeklyHours * 100) / 100);
  const period = input.periodHours;
  const of = (v: number) => euro(Math.round(v * (period ?? 0) * 100) / 100);
  return compose({
    // ("quanto tocca a me ogni settimana?": the week opens, the quarter follows.)
    // ("la busta di ottobre ha 234 ore": the month's own hours open, the worker's share first.)
    answer: period
      ? `Con ${decimal(period)} ore nel mese, nel ${input.year} (fascia unica oltre 24 ore settimanali, ${euro(total)} l'ora), la quota dei contributi INPS a carico del lavoratore da trattenere in busta è di ${bold(of(worker))} (${euro(worker)} × ${decimal(period)} ore); a carico del datore di lavoro ${of(total - worker)} (${euro(total - worker)} × ${decimal(period)} ore), in tutto ${of(total)}. Il datore di lavoro domestico non trattiene l'IRPEF.`
      : input.yearly
        ? domesticYearSentence({ ...input, hourlyTotal: total, hourlyWorker: worker })
        : input.weekly
          ? `Con ${decimal(input.weeklyHours)} ore a settimana nel ${input.year} si applica la fascia unica oltre 24 ore settimanali: i contributi INPS sono di ${bold(`${euro(total)} l'ora`)}, cioè ${bold(`${week(total)} a settimana`)}, di cui ${week(worker)} a carico del lavoratore (${euro(worker)} l'ora, da trattenere sulla paga) e ${bold(`${week(total - worker)} a carico del datore di lavoro`)}; a trimestre (${QUARTER_WEEKS} settimane) ${quarter(total)}; il datore di lavoro domestico non trattiene l'IRPEF.`
          : `Con ${decimal(input.weeklyHours)} ore a settimana nel ${input.year} si applica la fascia unica oltre 24 ore settimanali: i contributi INPS sono di ${bold(`${euro(total)} l'ora`)}, cioè ${bold(`${quarter(total)} a trimestre`)} (${QUARTER_WEEKS} settimane), di cui ${quarter(worker)} a carico del lavoratore (${euro(worker)} l'ora, da trattenere sulla paga) e ${quarter(total - worker)} a carico del datore di lavoro; il datore di lavoro domestico non trattiene l'IRPEF.`,
    steps: [
      `Oltre 24 ore settimanali con lo stesso datore il contributo orario è unico, qualunque sia la paga oraria.`,
      ...(period
        ? [
            `Nel mese: ${euro(total)} × ${decimal(period)} ore = ${of(total)}, di cui ${of(worker)} del lavoratore.`,
          ]
        : []),
      `Ore del trimestre: ${decimal(input.weeklyHours)} × ${QUARTER_WEEKS} settimane = ${decimal(hours)} ore.`,
      `Contributi del trimestre: ${euro(total)} × ${decimal(hours)} ore = ${quarter(total)}.`,
      `Quota del lavoratore: ${euro(worker)} × ${decimal(hours)} ore = ${quarter(worker)}; quota del datore ${quarter(total - worker)}.`,
      // The week, as families pay and ask it ("quanto tocca a me ogni settimana").
      `A settimana: ${euro(total)} × ${decimal(input.weeklyHours)} ore = ${week(total)}, di cui ${week(worker)} del lavoratore e ${week(total - worker)} a carico del datore (${euro(total - worker)} × ${decimal(input.weeklyHours)} ore).`,
    ],
    assumptions: [
      `Trimestre di ${QUARTER_WEEKS} settimane con lo stesso orario; rapporto ${input.fixedTerm ? 'a tempo determinato' : 'a tempo indeterminato'}, con quota CUAF.`,
    ],
    citations: sourceCitations(table.sources.map((s) => toSourceRef(s, table.applies_from))),
    related: [],
  });
}
