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
  // A leaving day whose year is still unresolved ("?-11-30", "a fine novembre" of "quest'anno") keeps it so: the
  // end of reading gives it the hire's year (a non-leap year's last day until then).
  const unresolved = leaving.startsWith('?');
  const year = unresolved ? 2001 : Number(leaving.slice(0, 4));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${unresolved ? '?' : year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

/**
 * A leaving day said as the end of a month of a year ("ultimo giorno fine agosto 2026", "mi dimetto a fine marzo
 * 2027"): that month's last day; undefined unless a leaving word comes before it.
 */
const LEFT_AT_MONTH_END = new RegExp(
  String.raw`\b(?:ultimo giorno|cessazione|dimission\w*|dimett\w*|licenzi\w*|lascio|lascia|me ne vado|se ne va|esco|esce|fino a)\b[^?.]{0,40}?\b(?:a |alla |per )?fine (?:di )?(${MONTHS.join('|')}) (20\d\d)\b`,
);

export function leavingAtMonthEnd(text: string): string | undefined {
  const found = LEFT_AT_MONTH_END.exec(text);
  if (!found) return undefined;
  const month = MONTHS.indexOf(found[1] ?? '') + 1;
  const year = Number(found[2]);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}
