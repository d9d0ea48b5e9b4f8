import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import { wordsToNumber } from './numbers.js';

const pad = (n: number) => String(n).padStart(2, '0');

function valid(year: number, month: number, day: number): string | undefined {
  // "assunta a marzo 1000 al mese": a figure after a month's name is pay when no date could have that year.
  if (year < 1900) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The date a message names: "1° giugno 2026", "1 giugno 2026", "giugno 2026" (its first day), "01/06/2026",
 * "06/2026" (its first day), "2026-06-01", "maggio 26". Undefined when it names none.
 */
export function parseDate(text: string): string | undefined {
  const months = MONTH_NAMES;
  // "il primo aprile duemilaventicinque": the day and the year in words, as digits.
  const lower = text
    .toLowerCase()
    .replace(/\bduemila[a-z]*\b/g, (w) => String(wordsToNumber(w) ?? w))
    .replace(new RegExp(`\\bprimo\\s+(?=(?:${months})\\b)`, 'g'), '1 ');
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(lower);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/.exec(lower);
  if (numeric) return valid(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  // "10/03/26": a two-digit year is this century's.
  const short = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{2})\b(?![/.]\d)/.exec(lower);
  if (short) return valid(2000 + Number(short[3]), Number(short[2]), Number(short[1]));
  // "06/2027", "1/2026": a month and year written as figures (a terminal's shorthand), its first day.
  const monthYear = /(?<![\d/.-])(0?[1-9]|1[0-2])[/.-](20\d{2})\b(?![/.-]\d)/.exec(lower);
  if (monthYear) return valid(Number(monthYear[2]), Number(monthYear[1]), 1);
  const long = new RegExp(`\\b(\\d{1,2})\\s*[°º]?\\s+(${months})\\s+(\\d{4})\\b`).exec(lower);
  if (long) return valid(Number(long[3]), MONTHS.indexOf(long[2] ?? '') + 1, Number(long[1]));
  const month = new RegExp(`\\b(${months})\\s+(?:del\\s+)?(\\d{4})\\b`).exec(lower);
  if (month) return valid(Number(month[2]), MONTHS.indexOf(month[1] ?? '') + 1, 1);
  // "maggio 26", "giugno '27": a month with a two-digit year of this decade or the next (not "maggio 26 ore").
  const shortYear = new RegExp(
    `\\b(${months})\\s+(?:del\\s+)?(?:'|’)?([23]\\d)\\b(?![.,]\\d|\\s*(?:°|€|%|/|ore\\b|h\\b|gg\\b|giorn|euro|settiman|mes[ei]\\b|minut|turn|nott|volt|dipendent|person|lavorat|operai|anni))`,
  ).exec(lower);
  if (shortYear) return valid(2000 + Number(shortYear[2]), MONTHS.indexOf(shortYear[1] ?? '') + 1, 1);
  return undefined;
}
