/**
 * How long a fixed-term employment runs in all, read off a letter that extends or renews it ("con questa proroga
 * quanti mesi faccio in tutto?", "a quanti mesi arrivo?", "qnt mesi ho lavorato con loro?"): the contract's
 * periods, each from a start date ("dal", "stipulato in data", "iniziato il", "a decorrere dal") to its end ("al",
 * "fino al", "con scadenza", "in scadenza il"), an end with no new start extending the period before it (a
 * proroga), a new start opening another (a rinnovo after a pause); the months and days of each are added up
 * (1.3.2026 – 28.2.2027 is 12 months; 1.2.2025 – 31.1.2026 and 1.3.2026 – 31.8.2026 are 18). Dates are read
 * as "1.3.2026", "01/03/2026" or "1° marzo 2026"; the letter's own date (after the town) has no role and is
 * left out.
 *
 *   termMonths(question, passages): { months, days, start, end, periods, passage } | undefined
 *
 * Undefined when the question does not ask a number of months, the document is not about a fixed-term
 * contract, or it names fewer than two dates.
 */
import { MONTHS } from '../kb/format.js';
import type { Passage } from '../kb/passages.js';

const ASKS_MONTHS =
  /\b(?:quanti|quanto|qnt|qnti) mesi\b|\bmesi (?:in tutto|in totale|complessiv\w*)\b|\btotale (?:dei )?mesi\b|\bdurata (?:totale|complessiva)\b|\bdura in tutto\b/;
const FIXED_TERM = /\btempo determinato\b|\ba termine\b|\bproroga\w*|\bprorogat\w*/i;
const MONTH_WORDS = MONTHS.join('|');
const DATE = new RegExp(
  `\\b(\\d{1,2})[/.](\\d{1,2})[/.](\\d{4})\\b|\\b(\\d{1,2})\\s*[°º]?\\s+(${MONTH_WORDS})\\s+(\\d{4})\\b`,
  'gi',
);
const STARTS =
  /\b(?:dal|decorrente dal|stipulato (?:il|in data)|iniziato il|a decorrere dal|con decorrenza(?: dal)?|assunt\w* il)\s*$/i;
const ENDS =
  /\b(?:al|fino al|con scadenza(?: il| al)?|in scadenza (?:il|al)|scadenza(?: il| al)?|scade il)\s*$/i;

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

const two = (n: number) => String(n).padStart(2, '0');
const DAY = 86_400_000;

/** Whole months and the days left from `start` to the day after `end` (both days worked). */
function span(start: Date, end: Date): { months: number; days: number } {
  const after = new Date(end.getTime() + DAY);
  let months =
    (after.getUTCFullYear() - start.getUTCFullYear()) * 12 + after.getUTCMonth() - start.getUTCMonth();
  if (after.getUTCDate() < start.getUTCDate()) months -= 1;
  const anchor = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate()));
  const days = Math.round((after.getTime() - anchor.getTime()) / DAY);
  return { months, days };
}

interface Dated {
  at: number;
  date: Date;
  role: 'start' | 'end' | undefined;
}

function datesOf(text: string): Dated[] {
  return [...text.matchAll(DATE)]
    .map((m) => {
      const [day, month, year] = m[1]
        ? [Number(m[1]), Number(m[2]), Number(m[3])]
        : [Number(m[4]), MONTHS.indexOf((m[5] ?? '').toLowerCase()) + 1, Number(m[6])];
      const at = m.index ?? 0;
      const before = plain(text.slice(Math.max(0, at - 30), at));
      const role: Dated['role'] = STARTS.test(before) ? 'start' : ENDS.test(before) ? 'end' : undefined;
      return { at, date: new Date(Date.UTC(year, month - 1, day)), role };
    })
    .filter((d) => !Number.isNaN(d.date.getTime()) && d.date.getUTCDate() > 0);
}

/** The contract's periods: a start opens one, an end closes it or, with no new start, extends the last one. */
function periodsOf(dates: Dated[]): { start: Date; end: Date }[] {
  const periods: { start: Date; end?: Date }[] = [];
  for (const d of dates) {
    const last = periods.at(-1);
    if (d.role === 'start') periods.push({ start: d.date });
    else if (d.role === 'end' && last && (!last.end || d.date > last.end)) last.end = d.date;
  }
  const closed = periods.filter(
    (p): p is { start: Date; end: Date } => p.end !== undefined && p.end > p.start,
  );
  // A period starting the day after (or before) the previous one ends is the same contract carried on.
  const merged: { start: Date; end: Date }[] = [];
  for (const p of closed.sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const last = merged.at(-1);
    if (last && p.start.getTime() <= last.end.getTime() + DAY) {
      if (p.end > last.end) last.end = p.end;
    } else merged.push({ ...p });
  }
  return merged;
}

const day = (d: Date) => `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

export function termMonths(
  question: string,
  passages: readonly Passage[],
):
  | {
      months: number;
      days: number;
      start: string;
      end: string;
      periods: { start: string; end: string }[];
      passage: Passage;
    }
  | undefined {
  if (!ASKS_MONTHS.test(plain(question))) return undefined;
  const passage = passages.find((p) => FIXED_TERM.test(p.text) && datesOf(p.text).length >= 2);
  if (!passage) return undefined;
  const dates = datesOf(passage.text);
  let periods = periodsOf(dates);
  if (!periods.length) {
    // No date said as a start or an end: from the earliest date to the latest.
    const start = dates.reduce((a, b) => (b.date < a.date ? b : a)).date;
    const end = dates.reduce((a, b) => (b.date > a.date ? b : a)).date;
    if (end <= start) return undefined;
    periods = [{ start, end }];
  }
  let months = 0;
  let days = 0;
  for (const p of periods) {
    const s = span(p.start, p.end);
    months += s.months;
    days += s.days;
  }
  months += Math.floor(days / 30);
  days %= 30;
  const first = periods[0];
  const last = periods.at(-1);
  if (!first || !last) return undefined;
  return {
    months,
    days,
    start: day(first.start),
    end: day(last.end),
    periods: periods.map((p) => ({ start: day(p.start), end: day(p.end) })),
    passage,
  };
}
