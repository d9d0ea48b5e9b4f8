import { MONTHS } from '../kb/format.js';

/**
 * A follow-up that moves the leaving day to the end of a month ("e se restava fino a fine novembre?", "e se se ne
 * andava a fine luglio?"): the month's last day, in the year of the leaving day the conversation gave.
 */
const END_OF_MONTH = new RegExp(
  String.raw`\b(?:fino a(?:lla)?|a|per|entro) fine (?:di )?(${MONTHS.join('|')})\b`,
);

export function leavingMonthEnd(text: string, leaving: string | undefined): string | undefined {
  const found = END_OF_MONTH.exec(text);
  if (!found || !leaving) return undefined;
  const month = MONTHS.indexOf(found[1] ?? '') + 1;
  const year = Number(leaving.slice(0, 4));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}
