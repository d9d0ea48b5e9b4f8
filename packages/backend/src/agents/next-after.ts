import { MONTHS } from '../kb/format.js';
import { readable } from '../reader/text.js';

// "dopo novembre 2026", "dopo quello di novembre 2026", "oltre il 1° novembre 2026", "dopo la tranche di novembre".
const AFTER_MONTH = new RegExp(
  String.raw`\b(?:dopo|oltre|successiv\w* a)\s+(?:(?:il|l'|la|quell[oa]|quell[oa] di|la tranche di|l'aumento di)\s+)?(?:(?:1°?|1o|primo)\s+)?(?:${MONTHS.join('|')})\b`,
);

/**
 * The day the next tranche is counted from when the question asks for one ("ce n'è ancora uno?", "il prossimo
 * aumento"): the date it names the next one after ("dopo novembre 2026 … ce n'è ancora uno?" asks the tranche
 * after November 2026, not November's own), otherwise today when it names no month or year of its own;
 * undefined when no next tranche is asked or the question's own month is the tranche asked.
 */
export function nextTrancheFrom(
  asksNext: boolean,
  message: string,
  date: string | undefined,
  today: string,
): string | undefined {
  if (!asksNext) return undefined;
  const said = readable(message);
  if (date && AFTER_MONTH.test(said)) return date;
  if (!date || !new RegExp(String.raw`\b20\d\d\b|\b(?:${MONTHS.join('|')})\b`).test(said)) return today;
  return undefined;
}
