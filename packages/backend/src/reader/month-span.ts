import { MONTH_NAMES, MONTHS } from '../kb/format.js';

/**
 * The months a question names as the ones worked: a span ("da ottobre a giugno", "giugno-settembre") or the
 * months one by one ("solo luglio agosto settembre"). Runs on the folded text.
 */

const MONTH = `(${MONTH_NAMES})`;
/** "ho lavorato da ottobre a giugno": the months of a range, both ends counted. */
// "da giugno a settembre", and written as a span: "giugno-settembre 2026", "giugno – settembre" (never
// "giugno/luglio", the payslip of one month or the other).
const MONTH_RANGE = new RegExp(
  String.raw`\bda (?:inizio |fine )?${MONTH} (?:a|fino a) (?:tutto |fine )?${MONTH}\b|\b${MONTH} ?[-–—] ?${MONTH}\b`,
);
// The months named one by one ("solo luglio agosto settembre", "giugno, luglio e agosto",
// "giugno-luglio-agosto-settembre"): as many months as names. Two names joined by a dash stay a span (above).
const MONTH_LIST = new RegExp(String.raw`\b(?:${MONTH_NAMES})(?:(?: ?[,;–—-] ?| e | )(?:${MONTH_NAMES}))+\b`);
export interface MonthsNamed {
  index: number;
  length: number;
  months: number | undefined;
}
export function listedMonths(text: string): MonthsNamed | undefined {
  const m = MONTH_LIST.exec(text);
  if (!m) return undefined;
  const names = m[0].match(new RegExp(String.raw`\b(?:${MONTH_NAMES})\b`, 'g')) ?? [];
  if (new Set(names).size !== names.length) return undefined;
  if (names.length === 2 && /[-–—]/.test(m[0])) return undefined;
  // ("marzo, aprile ecc. fino a dicembre": the first months of a longer run, not the only ones.)
  if (
    /^\s*(?:ecc\b|etc\b|\.\.\.|…|e cosi via\b|[^.?]{0,25}\bfino a\b)/.test(text.slice(m.index + m[0].length))
  )
    return undefined;
  return { index: m.index, length: m[0].length, months: names.length };
}
/** The months of a span ("da ottobre a giugno"); none when the span ends before the hire. */
export function spannedMonths(text: string, hire: string | undefined): MonthsNamed | undefined {
  const range = MONTH_RANGE.exec(text);
  if (!range) return undefined;
  const from = MONTHS.indexOf(range[1] ?? range[3] ?? '');
  const to = MONTHS.indexOf(range[2] ?? range[4] ?? '');
  const months = rangeBeforeHire(from, to, hire) ? undefined : ((to - from + 12) % 12) + 1;
  return { index: range.index, length: range[0].length, months };
}
/** A range of months of one year that ends before the hire month: months before the hire, not worked here. */
function rangeBeforeHire(from: number, to: number, hireDate: string | undefined): boolean {
  const hire = hireDate ? Number(hireDate.split('-').at(-2)) - 1 : -1;
  return hire > 0 && from <= to && to < hire;
}
