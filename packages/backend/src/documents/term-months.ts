/**
 * How long a fixed-term contract runs in all, read off a letter that extends or renews it ("con questa proroga
 * quanti mesi faccio in tutto?", "a quanti mesi arrivo?"): from the first start date the letter names to the
 * last end date, counted in whole months and days (1.3.2026 – 28.2.2027 is 12 months).
 *
 *   termMonths(question, passages): { months, days, start, end, passage } | undefined
 *
 * Undefined when the question does not ask a number of months, the document is not about a fixed-term
 * contract, or it names fewer than two dates.
 */
import type { Passage } from '../kb/passages.js';

const ASKS_MONTHS =
  /\bquanti mesi\b|\bmesi (?:in tutto|in totale|complessiv\w*)\b|\btotale (?:dei )?mesi\b|\bdurata (?:totale|complessiva)\b/;
const FIXED_TERM = /\btempo determinato\b|\ba termine\b|\bproroga\w*|\bprorogat\w*/i;
const DATE = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/g;

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

const two = (n: number) => String(n).padStart(2, '0');

/** Whole months and the days left from `start` to the day after `end` (both days worked). */
function span(start: Date, end: Date): { months: number; days: number } {
  const after = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() + 1));
  let months =
    (after.getUTCFullYear() - start.getUTCFullYear()) * 12 + after.getUTCMonth() - start.getUTCMonth();
  if (after.getUTCDate() < start.getUTCDate()) months -= 1;
  const anchor = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate()));
  const days = Math.round((after.getTime() - anchor.getTime()) / 86_400_000);
  return { months, days };
}

export function termMonths(
  question: string,
  passages: readonly Passage[],
): { months: number; days: number; start: string; end: string; passage: Passage } | undefined {
  if (!ASKS_MONTHS.test(plain(question))) return undefined;
  const passage = passages.find((p) => FIXED_TERM.test(p.text) && [...p.text.matchAll(DATE)].length >= 2);
  if (!passage) return undefined;
  // The dates of the contract (its start, end and extensions), not the letter's own date: the earliest start
  // after "dal"/"decorrente dal"/"stipulato il" and the latest end.
  const dates = [...passage.text.matchAll(DATE)]
    .map((m) => ({
      at: m.index ?? 0,
      date: new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]))),
    }))
    .filter((d) => !Number.isNaN(d.date.getTime()));
  const starts = dates.filter((d) =>
    /\b(?:dal|decorrente dal|stipulato il|iniziato il|a decorrere dal|con decorrenza)\s*$/i.test(
      passage.text.slice(Math.max(0, d.at - 24), d.at),
    ),
  );
  const start = (starts.length ? starts : dates).reduce((a, b) => (b.date < a.date ? b : a)).date;
  const end = dates.reduce((a, b) => (b.date > a.date ? b : a)).date;
  if (end <= start) return undefined;
  const { months, days } = span(start, end);
  const day = (d: Date) => `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
  return { months, days, start: day(start), end: day(end), passage };
}
