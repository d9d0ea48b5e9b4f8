import { MONTH_NAMES } from '../kb/format.js';
import { readable } from '../reader/text.js';

/**
 * The day after which the next tranche is asked. "quando arriva il prossimo aumento?" asks after today; "dopo
 * novembre 2026 c'è un altro aumento?", "e dopo quello di febbraio?" ask after the month said, which the reader
 * gives as the date. A month said with no "dopo" ("a luglio 2026 aumenta?") asks that month's tranche: none.
 */
const MONTH_SAID = new RegExp(String.raw`\b20\d\d\b|\b(?:${MONTH_NAMES})\b`);
export const AFTER_MONTH = new RegExp(
  String.raw`\b(?:dopo|successiv\w* a)\s+(?:(?:quell[oa]|l'aumento|la tranche|l'incremento) (?:di |del |dell')?|il |l')?(?:${MONTH_NAMES})\b`,
);

export function trancheAfter(
  message: string,
  date: string | undefined,
  today: string,
  asksNext: boolean,
): string | undefined {
  const text = readable(message);
  if (date && AFTER_MONTH.test(text)) return date;
  if (!asksNext) return undefined;
  return !date || !MONTH_SAID.test(text) ? today : undefined;
}
