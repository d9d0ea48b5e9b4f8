import { decimal, euro, italianDate, NOT_AVAILABLE } from '../kb/format.js';
import { levelPayAt, tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { sectionAsked } from '../kb/section-asked.js';
import { cents, domesticContributions, isTaxYear, PayrollInputError } from '../payroll/index.js';
import { toSourceRef } from '../payroll/payroll-data.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { QUARTER_WEEKS } from './domestic-band-gap.js';
import { nightPresenceAnswer } from './night-presence.js';
import { payrollData, yearOf } from './pay-base.js';
import { levelName } from './shared/levels.js';
import { staleSection } from './stale-section.js';
import { sourceCitations } from './worked.js';

/**
 * Domestic work's pay from the level's minimum, when the question gives no hourly pay: a live-in worker's
 * monthly minimum (table A) and its year on the agreement's monthly payments; an hourly worker's minimum per
 * hour and, with the weekly hours, per month. The INPS contribution follows the hourly band (a fixed amount
 * per hour above 24 hours a week) and the household withholds no IRPEF, so the net is the gross less the
 * worker's share of the contribution; a band the data lacks is said, never guessed.
 */

// Weeks in a month on average (52 / 12), the way hourly work is turned into a monthly amount.
const WEEKS_PER_MONTH = 52 / 12;
// A live-in worker's full week when the question gives none: the agreement's maximum for live-in staff.
const LIVE_IN_FULL_WEEK = 54;

const RELATED = [
  'Quanti giorni di ferie spettano con il CCNL Lavoro domestico?',
  'Che livello ha una badante di persona non autosufficiente?',
  'Quanto costa alla famiglia una colf non convivente di 25 ore a settimana?',
];

/** A non-live-in level's hourly minimum in force on `date`, with its table. */
export function hourlyRow(ccnl: Ccnl, level: string, date: string) {
  const { current } = tableAt(ccnl, date, 'non conviventi');
  const row = current?.unit === 'ora' ? current.levels.find((r) => r.level === level) : undefined;
  return current && row ? { table: current, row } : undefined;
}

/**
 * The worker's INPS share for the hours, or why it cannot be computed. `effective`: the hourly pay already
 * holds the 13ª's share (a live-in month × the payments over the year's hours), so it picks the band as it is.
 */
function workerShare(year: number, hourlyPay: number, weeklyHours: number, effective: boolean) {
  const data = payrollData();
  if (!data || !isTaxYear(year)) return { gap: `contributi del lavoro domestico ${year}: ${NOT_AVAILABLE}` };
  try {
    return { worked: domesticContributions(data.domestic, { year, hourlyPay, weeklyHours, effective }) };
  } catch (error) {
    if (error instanceof PayrollInputError) return { gap: error.message.replace(/\.$/, '') };
    throw error;
  }
}

export function domesticPay(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer {
  const presence = nightPresenceAnswer(ctx, req, ccnl);
  if (presence) return presence;
  const level = req.slots.level;
  const year = yearOf(ctx, req);
  // A year asked without a date: the tables of its last day (or its first, for a year ahead).
  const thisYear = Number(ctx.today.slice(0, 4));
  const date =
    req.slots.date ?? (year === thisYear ? ctx.today : year < thisYear ? `${year}-12-31` : `${year}-01-01`);
  const payments = ccnl.monthly_payments.value ?? 13;
  if (!level) {
    // Without a level there is no amount, but the regime itself answers most questions (IRPEF, INPS).
    const regime = payrollData()?.domestic.no_withholding;
    return compose({
      answer: `Nel lavoro domestico il datore di lavoro ${bold("non trattiene l'IRPEF")}: la famiglia non è sostituto d'imposta e dalla paga trattiene solo la quota INPS del lavoratore, a fasce orarie.`,
      steps: [
        ...(regime ? [regime.text] : []),
        '',
        `Per gli importi indica il livello (da A a DS) e se il lavoratore è convivente o a ore, con le ore settimanali.`,
      ],
      citations: regime ? sourceCitations(regime.sources.map((x) => toSourceRef(x))) : [],
      related: RELATED,
      showAction: true,
      calcolaField: 'livello',
    });
  }
  const name = levelName(ccnl, level);
  // A night-assistance job reads its own table (BS, CS, DS), asked in this turn or earlier in the conversation.
  const section = sectionAsked(ccnl, [ctx.message, ...(ctx.history ?? []).toReversed()].map(readable));
  // "15 ore a settimana" with no living-in said: a worker by the hour, on the hourly table.
  const byTheHour =
    req.slots.cohabiting === false ||
    (req.slots.cohabiting === undefined && !section && (req.slots.weeklyHours ?? 54) <= 40);
  const monthlyPay = byTheHour ? undefined : levelPayAt(ccnl, level, date, section);
  const stale = monthlyPay && staleSection(ccnl, monthlyPay.table, level, date, RELATED);
  if (stale) return stale;
  const hourly = hourlyRow(ccnl, level, date);
  const steps: string[] = [];
  const assumptions: string[] = [];
  const unanswerable: string[] = [];
  let answer: string;
  let hourlyPay: number;
  // "25 ore a setimana": hours the reader found without the week they belong to are the weekly hours here.
  let weeklyHours: number | undefined =
    req.slots.weeklyHours ?? req.slots.amounts.find((a) => a.kind === 'hours')?.value;
  let gross: number | undefined;
  const citations = [];

  if (monthlyPay) {
    const minimum = monthlyPay.row.amount;
    // The live-in table is the first; the night-assistance one names itself.
    const kind = monthlyPay.table.section ?? 'conviventi';
    gross = minimum;
    weeklyHours ??= LIVE_IN_FULL_WEEK;
    if (weeklyHours === LIVE_IN_FULL_WEEK && req.slots.weeklyHours === undefined)
      assumptions.push(
        kind === 'conviventi'
          ? `Convivente a tempo pieno, ${LIVE_IN_FULL_WEEK} ore settimanali (il massimo per i conviventi); il minimo mensile vale fino a quell'orario.`
          : `Per i contributi si contano ${LIVE_IN_FULL_WEEK} ore settimanali (il massimo per i conviventi): indica le ore per un conto diverso.`,
      );
    hourlyPay = (minimum * payments) / (52 * weeklyHours);
    // D and DS: the table's minimum plus the function allowance, both named (the sources print them apart).
    const parts = monthlyPay.row.components.length > 1 ? monthlyPay.row.components : [];
    const made = parts.length ? ` (${parts.map((c) => `${euro(c.amount)} di ${c.label}`).join(' + ')})` : '';
    answer = `Per il ${name} del ${ccnl.short_name}, ${kind}, al ${italianDate(date)} il minimo è di ${bold(`${euro(minimum)} al mese`)} lordi${made}, cioè ${euro(cents(minimum * payments))} l'anno su ${payments} mensilità.`;
    steps.push(
      ...table([
        ...parts.map((c): [string, string] => [c.label, euro(c.amount)]),
        [
          `${parts.length ? 'Totale minimo' : 'Minimo'} mensile ${kind} (tabella dal ${italianDate(monthlyPay.table.effective_from)})`,
          euro(minimum),
        ],
        [`Retribuzione annua (${euro(minimum)} × ${payments} mensilità)`, euro(cents(minimum * payments))],
      ]),
    );
    citations.push(
      ...citeSources(
        ccnl,
        `${name}, ${kind}: minimo ${euro(minimum)} dal ${italianDate(monthlyPay.table.effective_from)}`,
        `tabella minimi dal ${italianDate(monthlyPay.table.effective_from)}`,
        monthlyPay.table.sources,
      ),
    );
  } else if (hourly) {
    hourlyPay = hourly.row.amount;
    const tableFrom = italianDate(hourly.table.effective_from);
    citations.push(
      ...citeSources(
        ccnl,
        `${name}, non conviventi: minimo orario ${euro(hourlyPay)} dal ${tableFrom}`,
        `tabella minimi orari dal ${tableFrom}`,
        hourly.table.sources,
      ),
    );
    if (weeklyHours === undefined)
      return compose({
        answer: `Per il ${name} del ${ccnl.short_name}, non conviventi, al ${italianDate(date)} il minimo è di ${bold(`${euro(hourlyPay)} l'ora`)} lordi; indica le ore settimanali per la paga mensile e i contributi.`,
        steps: hourly.table.note ? [`Tabella: ${hourly.table.note}`] : [],
        citations,
        related: RELATED,
      });
    gross = hourlyPay * weeklyHours * WEEKS_PER_MONTH;
    answer = `Per il ${name} del ${ccnl.short_name}, non conviventi, con ${decimal(weeklyHours)} ore a settimana al ${italianDate(date)} la paga minima è di ${bold(`${euro(cents(gross))} al mese`)} lordi (${euro(hourlyPay)} l'ora).`;
    steps.push(
      ...table([
        [`Minimo orario non conviventi (tabella dal ${tableFrom})`, euro(hourlyPay)],
        [
          `Paga mensile media (${euro(hourlyPay)} × ${decimal(weeklyHours)} ore × 52 / 12)`,
          euro(cents(gross)),
        ],
      ]),
    );
    if (hourly.table.note) assumptions.push(`Tabella: ${hourly.table.note}`);
  } else
    return compose({
      answer: `Minimo del ${name} del ${ccnl.short_name} al ${italianDate(date)}: ${bold(NOT_AVAILABLE)}.`,
      citations: [],
      related: RELATED,
    });

  const share = workerShare(year, hourlyPay, weeklyHours, monthlyPay !== undefined);
  if (share.worked) {
    const r = share.worked.result;
    const monthlyWorker = r.weekly.worker * WEEKS_PER_MONTH;
    steps.push(
      '',
      `Contributi INPS ${year} (${r.band}): ${euro(cents(r.hourlyTotal))} l'ora, di cui ${euro(cents(r.hourlyWorker))} a carico del lavoratore; il datore di lavoro domestico non trattiene l'IRPEF.`,
      '',
      ...table([
        [
          `Trattenuta INPS al lavoratore (${euro(cents(r.hourlyWorker))} × ${decimal(weeklyHours)} ore × 52 / 12)`,
          euro(cents(monthlyWorker)),
        ],
        ['**Netto mensile medio**', `**${euro(cents(gross - monthlyWorker))}**`],
      ]),
    );
    assumptions.push(...share.worked.assumptions);
    citations.push(...sourceCitations(share.worked.sources));
    // "quanto pago di contributi al trimestre?": the contributions asked open the answer, the pay follows.
    const asked = contributionsAsked(ctx.message, r.hourlyTotal, r.hourlyWorker, weeklyHours, year);
    if (asked) answer = `${asked} ${answer}`;
  } else
    unanswerable.push(
      `Il netto: ${share.gap}. Il datore di lavoro domestico non trattiene l'IRPEF; dal lordo si toglie solo la quota INPS del lavoratore.`,
    );
  return compose({ answer, steps, assumptions, unanswerable, citations, related: RELATED });
}

/** The period people pay domestic contributions by: the quarter, unless a month or a year is asked. */
function contributionsAsked(
  message: string,
  hourlyTotal: number,
  hourlyWorker: number,
  weeklyHours: number,
  year: number,
): string | undefined {
  const text = readable(message);
  if (!/\bcontribut\w*|\binps\b|\bmav\b|\bbollettin\w*|\bversament\w*/.test(text)) return undefined;
  // "quanto le do al mese e quanto pago di contributi a trimestre?": the quarter said wins over the month of the pay.
  const [weeks, period] = /\btrimestr\w*/.test(text)
    ? [QUARTER_WEEKS, 'a trimestre']
    : /\b(?:all'anno|l'anno|annu\w*|in un anno)\b/.test(text)
      ? [52, "l'anno"]
      : /\b(?:al mese|mensil\w*|ogni mese)\b/.test(text)
        ? [52 / 12, 'al mese']
        : [QUARTER_WEEKS, 'a trimestre'];
  const hours = weeklyHours * weeks;
  const total = cents(hourlyTotal * hours);
  const worker = cents(hourlyWorker * hours);
  const span =
    weeks === QUARTER_WEEKS
      ? `${QUARTER_WEEKS} settimane`
      : weeks === 52
        ? '52 settimane'
        : '52 settimane / 12';
  return `Contributi INPS ${year}: ${bold(`${euro(total)} ${period}`)} (${euro(cents(hourlyTotal))} l'ora × ${decimal(weeklyHours)} ore × ${span}), di cui ${euro(worker)} a carico del lavoratore e ${euro(cents(total - worker))} del datore di lavoro.`;
}
