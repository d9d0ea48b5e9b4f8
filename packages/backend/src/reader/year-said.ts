import { dateOfYear, PAY_TABLE_INTENTS } from './asked-topic.js';
import { withoutCourtesy, yearOffset } from './follow-up.js';
import { monthNamed } from './follow-up-changes.js';
import type { Intent, Slots } from './request.js';
import { monthOfYearSaid } from './story-month.js';

/**
 * The year a follow-up moves the conversation to, read after the follow-up's slots were merged:
 * - a year said relative to the conversation's ("l'anno prima" −1, "l'anno dopo" +1), keeping the month the
 *   earlier turn named ("a gennaio 2025" → "e l'anno dopo?" is January 2026);
 * - the present said in a follow-up after a past or future year ("e quest'anno invece?", "e adesso?", "e ad
 *   oggi quanto è?"): today's tables and tax year, not the earlier turn's;
 * - a month said without its year after a past or future year ("nel 2025 quanto era?" → "e a gennaio?"): that
 *   month of the conversation's year.
 * A year or a date the follow-up says itself is kept as read.
 */

// The present asked: the year running or today ("di quest'anno" after a day or a month is a story's date).
// "un trimestre di quest'anno" is a period of the present year, asked.
const PRESENT =
  /(?<!\b(?:di|del|dell'|\d{1,2}) )\bquest'anno\b|\b(?:trimestre|bimestre|semestre) di quest'anno\b|\b(?:anno in corso|anno corrente|adesso|oggi|ad oggi|attualmente|al momento|ora come ora)\b/;

// "e l'anno scorso di questi tempi?", "lo stesso periodo dell'anno prima", "in questo periodo l'anno scorso": the
// same day of the year, a year back (one table), not the whole year (every table it had).
const SAME_TIME_OF_YEAR =
  /\b(?:di|in|a|verso) quest[io] (?:tempi|period[oi]|mes[ei]|giorni)\b|\b(?:stess[oa]|medesim[oa]) (?:periodo|mese|epoca|momento|data)\b|\ba quest'epoca\b|\bcome (?:adesso|ora|oggi)\b/;

const yearOf = (date: string | undefined) => (date ? Number(date.slice(0, 4)) : undefined);

/** The month and day of a date the earlier turn said with its month ("-01-01"), not one read from a year alone. */
function saidMonthDay(
  date: string | undefined,
  taxYear: number | undefined,
  today: string,
): string | undefined {
  if (!date) return undefined;
  const year = yearOf(date) as number;
  if (date === today || (taxYear === year && date === dateOfYear(year, today))) return undefined;
  return date.slice(4);
}

export interface YearContext {
  /** The follow-up's own text (folded) and slots, read alone. */
  text: string;
  own: Slots;
  /** The request after the conversation's slots were merged. */
  intent: Intent;
  slots: Slots;
  /** The year the earlier turn was about, when it said one; its slots. */
  yearBase: number | undefined;
  earlier: Slots | undefined;
  today: string;
}

export function yearSaid(c: YearContext): Slots {
  const current = Number(c.today.slice(0, 4));
  const slots = { ...c.slots };
  const offset = c.own.taxYear === undefined ? yearOffset(c.text) : undefined;
  if (offset !== undefined) {
    const year = (c.yearBase ?? current) + offset;
    slots.taxYear = year;
    // "l'anno scorso a novembre": the month named, in the year said; else the month the earlier turn named.
    const named =
      monthNamed(withoutCourtesy(c.text), c.today)?.slice(4) ??
      monthOfYearSaid(c.text) ??
      (c.yearBase !== undefined ? saidMonthDay(c.earlier?.date, c.earlier?.taxYear, c.today) : undefined);
    // ("l'anno scorso di questi tempi": the day the earlier turn asked, else today, in the year said.)
    const sameTime = SAME_TIME_OF_YEAR.test(c.text) ? (c.earlier?.date ?? c.today).slice(4) : undefined;
    const day = named ?? sameTime;
    if (day && (slots.date === undefined || yearOf(slots.date) !== year)) slots.date = `${year}${day}`;
    else if (slots.date && yearOf(slots.date) !== year) delete slots.date;
    return slots;
  }
  // "ad ottobre ho fatto straordinari…" → "e quelle che farò a dicembre?": a month of this year after an earlier
  // turn's month moves the pay table's date.
  if (
    c.yearBase === current &&
    c.own.date === undefined &&
    c.earlier?.date !== undefined &&
    PAY_TABLE_INTENTS.has(c.intent)
  ) {
    const month = monthNamed(withoutCourtesy(c.text), c.today);
    if (month?.startsWith(String(current))) slots.date = month;
    return slots;
  }
  // Only a follow-up of a turn about another year, which says no year or day of its own.
  if (c.yearBase === undefined || c.yearBase === current) return slots;
  if (c.own.taxYear !== undefined || c.own.date !== undefined) return slots;
  const text = withoutCourtesy(c.text);
  if (PRESENT.test(text)) {
    slots.taxYear = current;
    slots.date = c.today;
    return slots;
  }
  const month = PAY_TABLE_INTENTS.has(c.intent) ? monthNamed(text, c.today) : undefined;
  if (month) slots.date = `${c.yearBase}${month.slice(4)}`;
  return slots;
}
