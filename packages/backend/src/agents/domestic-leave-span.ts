import { euro, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { publicHolidays } from '../kb/public-holidays.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { dayOffHolidayPay } from './holiday-day-off.js';
import { domesticHourlyPay, isDomestic } from './pay-base.js';

/**
 * Session 41 (fixs41j): a household worker's holiday leave asked over a span ("le ferie da lunedì 21 dicembre
 * 2026 a sabato 2 gennaio 2027: quanti giorni le scalo e quanto le pago?"): the agreement counts leave on a
 * conventional week of six days whatever the schedule, so every day from Monday to Saturday in the span is a day
 * of leave, Sundays and public holidays are not; an hourly worker's day of leave is worth 1/6 of the weekly hours
 * at the hourly pay. Both read from the agreement's holidays statement; undefined when it does not state them,
 * or the span, the weekly hours or the hourly pay is not told.
 */

const LEAVE = /\bferie\b/;
const WEEKDAY = '(?:(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica) )?';
const SPAN = new RegExp(
  String.raw`\b(?:dal |da |dall')${WEEKDAY}(\d{1,2})°?(?: (${MONTH_NAMES})(?: (20\d\d))?)? (?:al |a |all'|fino al |fino a |fino all')${WEEKDAY}(\d{1,2})°? (${MONTH_NAMES})(?: (20\d\d))?`,
);
const WEEKLY = /\b(\d{1,2}) ore (?:a|alla|la|per|ogni|in) set+iman/;
// The agreement's statement of the six-day week and of the hourly day's worth.
const SIX_DAY_WEEK = /settimana convenzionale di 6 giorni/;
const SIXTH_A_DAY = /giorno di ferie vale 1\/6 dell'orario settimanale/;

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The span's first and last day: a year not said is the other end's, else today's; a span across New Year. */
export function spanOf(text: string, today: string): [string, string] | undefined {
  const s = SPAN.exec(text);
  if (!s) return undefined;
  // ("dal 3 al 15 agosto": the first day in the last day's month.)
  const m2 = MONTHS.indexOf(s[5] ?? '') + 1;
  const m1 = s[2] ? MONTHS.indexOf(s[2]) + 1 : m2;
  const y2 = Number(s[6] ?? s[3] ?? today.slice(0, 4));
  const y1 = Number(s[3] ?? (m1 > m2 ? y2 - 1 : y2));
  const from = iso(y1, m1, Number(s[1]));
  const to = iso(y2, m2, Number(s[4]));
  return m1 > 0 && m2 > 0 && from <= to ? [from, to] : undefined;
}

/** "Dal 4 al 9 gennaio" with its elisions: "Dall'8 dicembre all'11 gennaio". */
export function spanSaid(from: string, to: string): string {
  const [first, last] = [italianDate(from), italianDate(to)];
  const elided = (said: string) => /^(?:8|11)\b/.test(said);
  return `${elided(first) ? `Dall'${first}` : `Dal ${first}`} ${elided(last) ? `all'${last}` : `al ${last}`}`;
}

/**
 * The days of leave in a span on a conventional six-day week: every day from Monday to Saturday counts, Sundays
 * do not, and public holidays are set apart (they are not leave).
 */
export function sixDayWeekLeave(from: string, to: string): { counted: string[]; holidays: string[] } {
  const counted: string[] = [];
  const holidays: string[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= to;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const day = d.toISOString().slice(0, 10);
    if (publicHolidays(d.getUTCFullYear()).has(day)) holidays.push(day);
    else if (d.getUTCDay() !== 0) counted.push(day);
  }
  return { counted, holidays };
}

export function domesticLeaveSpan(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl | undefined) {
  const rule = ccnl?.holidays.text ?? '';
  if (!ccnl || !isDomestic(ccnl) || !SIX_DAY_WEEK.test(rule)) return undefined;
  const text = readable(ctx.message);
  const span = LEAVE.test(text) ? spanOf(text, ctx.today) : undefined;
  if (!span) return undefined;
  const weekly = req.slots.weeklyHours ?? Number(WEEKLY.exec(text)?.[1] ?? Number.NaN);
  const hourly = domesticHourlyPay(req);
  const [from, to] = span;
  const { counted, holidays } = sixDayWeekLeave(from, to);
  const days = counted.length;
  const perDay =
    hourly !== undefined && Number.isFinite(weekly) && SIXTH_A_DAY.test(rule)
      ? dayOffHolidayPay(weekly, hourly)
      : undefined;
  const total = perDay === undefined ? undefined : Math.round(perDay * days * 100) / 100;
  const sixth = Number.isFinite(weekly) ? String(Math.round((weekly / 6) * 100) / 100).replace('.', ',') : '';
  const pay =
    total !== undefined && perDay !== undefined && hourly !== undefined
      ? `; le spettano ${bold(euro(total))} (${days} × ${euro(perDay)}: ogni giorno di ferie vale 1/6 dell'orario settimanale, ${sixth} ore × ${euro(hourly)})`
      : '';
  const named = holidays.map((h) => italianDate(h)).join(', ');
  const answer = `${spanSaid(from, to)} le ferie da scalare sono ${bold(`${days} giorni`)}${pay}. Nel ${ccnl.short_name} le ferie si contano su una settimana convenzionale di 6 giorni, dal lunedì al sabato, qualunque sia l'orario: valgono anche i giorni in cui non sarebbe venuta, non le domeniche né le festività.`;
  return compose({
    answer,
    steps: [
      `Giorni contati (lunedì-sabato): ${counted.map((d) => italianDate(d)).join(', ')}.`,
      ...(holidays.length
        ? [
            `Festività nel periodo, non contate come ferie e pagate a parte (1/6 dell'orario settimanale ciascuna${perDay !== undefined ? `, ${euro(perDay)}` : ''}): ${named}.`,
          ]
        : []),
      `Ferie nel ${ccnl.short_name}: ${rule.replace(/\.$/, '')}.`,
    ],
    assumptions: ['Il santo patrono del comune, se cade nel periodo, è una festività in più da non contare.'],
    citations: citeSources(
      ccnl,
      `Ferie nel ${ccnl.short_name}: ${rule}`,
      ccnl.holidays.article ?? null,
      ccnl.holidays.sources,
    ),
    related: [],
  });
}
