import { MONTH_NAMES } from '../kb/format.js';

/**
 * The whole months a contract runs when the question gives its first and last day in words ("dal 1° giugno al
 * 31 agosto 2026", "da giugno ad agosto", "dal primo marzo a fine maggio"). A span that starts or ends mid-month
 * is no count of whole months: undefined, and the monthly figure stands alone.
 */
const SPAN = new RegExp(
  String.raw`\bda(?:l|ll')?\s*(?:(\d{1,2})°?\s+|primo\s+|inizio\s+)?(${MONTH_NAMES})(?:\s+(\d{4}))?\s+(?:al|a|ad|fino (?:al|a))\s*(?:(\d{1,2})\s+|fine\s+)?(${MONTH_NAMES})(?:\s+(\d{4}))?\b`,
);
const MONTH_LIST = MONTH_NAMES.split('|');

export function spanWholeMonths(text: string): number | undefined {
  const m = SPAN.exec(text);
  if (!m) return undefined;
  const [, firstDay, from, fromYear, lastDay, to, toYear] = m;
  if (firstDay !== undefined && Number(firstDay) !== 1) return undefined;
  if (lastDay !== undefined && Number(lastDay) < 28) return undefined;
  const start = MONTH_LIST.indexOf(from ?? '');
  const end = MONTH_LIST.indexOf(to ?? '');
  // ("da novembre a febbraio": a span without both years that ends in an earlier month runs into the next year.)
  const years =
    fromYear !== undefined && toYear !== undefined ? Number(toYear) - Number(fromYear) : end < start ? 1 : 0;
  const months = years * 12 + end - start + 1;
  return months > 0 && months <= 36 ? months : undefined;
}
