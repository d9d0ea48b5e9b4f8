/**
 * Session 33 (fixs33j): a payslip item left at an old table and its differences asked over a span ("quanto fanno
 * le differenze da novembre 2025 a ottobre 2026?"): month by month, the agreement's item in force minus the
 * figure paid, summed over the ordinary monthly pays of the span (the 13th and 14th are not counted).
 */
import { euro, MONTH_NAMES, MONTHS } from '../kb/format.js';

const SPAN = new RegExp(
  String.raw`\b(?:da|dal mese di|dal)\s+(${MONTH_NAMES})\s+(20\d\d)\s+(?:a|al|fino a|fino al)\s+(${MONTH_NAMES})\s+(20\d\d)\b`,
);
/** A month the question names as a boundary ("dopo marzo 2025", "da novembre 2025 a …"), not the month checked. */
const BOUNDARY = new RegExp(
  String.raw`\b(?:dopo|prima d[ei]l?|da|dal|dall'|a|al|fino a|fino al|entro|quell[ao] di|quell[ao] del|tabella di|tabella del)\s+(?:(?:il )?mese di\s+)?(?:${MONTH_NAMES})\s+20\d\d\b`,
  'g',
);

/** The question with its boundary months taken out: what is left names the month checked, if any. */
export const withoutBoundaryMonths = (question: string): string => question.replace(BOUNDARY, ' ');

const monthIndex = (name: string | undefined, year: string | undefined) =>
  Number(year) * 12 + MONTHS.indexOf(name ?? '');

/**
 * The differences over the span the question names, or undefined without a span. `dueAt` gives the agreement's
 * item in force on a month's first day.
 */
export function spanDifferences(
  question: string,
  paid: number,
  dueAt: (date: string) => number | undefined,
): { months: number; total: number; line: string } | undefined {
  const span = SPAN.exec(question);
  if (!span) return undefined;
  const [from, to] = [monthIndex(span[1], span[2]), monthIndex(span[3], span[4])];
  if (to < from || to - from > 60) return undefined;
  const gaps: number[] = [];
  for (let m = from; m <= to; m++) {
    const date = `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;
    const due = dueAt(date);
    if (due === undefined) return undefined;
    gaps.push(Math.max(0, Math.round((due - paid) * 100) / 100));
  }
  const total = Math.round(gaps.reduce((a, b) => a + b, 0) * 100) / 100;
  const same = gaps.every((g) => g === gaps[0]);
  const sum = same
    ? `${gaps.length} × ${euro(gaps[0] ?? 0)}`
    : `somma mese per mese su ${gaps.length} mensilità`;
  const line = `Differenze da ${span[1]} ${span[2]} a ${span[3]} ${span[4]} (${gaps.length} mensilità ordinarie, tredicesima e quattordicesima escluse): ${sum} = **${euro(total)}** lordi.`;
  return { months: gaps.length, total, line };
}
