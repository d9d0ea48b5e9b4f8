import { MONTH_NAMES, MONTHS } from '../kb/format.js';

/**
 * An increase named by a month already reached ("in vigore adesso, dopo l'aumento di novembre", "con l'aumento di
 * marzo 2026", "dopo la tranche di giugno 2026"): the table in force today already holds it, so it does not look ahead to the next tranche. A month
 * without a year is the one just reached only when it is this month or the one before (else it may be ahead).
 * Returns the folded text without those phrases.
 */
const DATED_INCREASE = new RegExp(
  String.raw`\b(?:aument\w*|tranche|trance) (?:di|del|da|dal|dall') ?(?:1\s*[°º]?\s+|primo\s+)?(${MONTH_NAMES})(?:\s+(20\d\d))?\b`,
  'g',
);

export function withoutReachedIncrease(text: string, today: string | undefined): string {
  if (!today) return text;
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return text.replace(DATED_INCREASE, (all, name: string, said?: string) => {
    const m = MONTHS.indexOf(name) + 1;
    if (m < 1) return all;
    if (said) return Number(said) * 12 + m <= year * 12 + month ? ' ' : all;
    return m === month || m === ((month + 10) % 12) + 1 ? ' ' : all;
  });
}
