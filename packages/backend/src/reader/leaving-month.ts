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

/**
 * A follow-up that moves the leaving day to another day ("e se resto fino al 31 dicembre?", "se l'uscita
 * slittasse al 31/12/2026", "e se il rapporto cessa il 15 ottobre?"): that day, in the year it states or else
 * the year of the leaving day the conversation gave. Undefined when the turn moves no leaving day.
 */
const DAY_MONTH = String.raw`(\d{1,2})\s*[°º]?\s*(?:di\s+)?(${MONTHS.join('|')})(?:\s+(?:del\s+)?(\d{4}))?`;
const DAY_NUMERIC = String.raw`(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2}|\d{4}))?`;
const MOVED_DAY = new RegExp(
  String.raw`\b(?:rest\w*|riman\w*|rimar\w*|stess\w*|stia|stare|lavor\w*|uscit\w*|esc[eo]|uscisse|uscissi|slitt\w*|spost\w*|proroga\w*|prorog\w*|cess\w*|ultimo giorno|se ne (?:va|andasse|andassi|andra)|andasse via|dimett\w*|dimission\w*|licenzi\w*|termin\w*|finisc\w*|finisse)\b[^?;.]{0,40}?\b(?:fino al|fino all'|sino al|al|il|a)\s*(?:${DAY_MONTH}|${DAY_NUMERIC})(?![\d/.])`,
);

export function movedLeavingDay(text: string, leaving: string | undefined): string | undefined {
  if (!leaving) return undefined;
  const found = MOVED_DAY.exec(text);
  if (!found) return undefined;
  const named = found[2] !== undefined;
  const day = Number(named ? found[1] : found[4]);
  const month = named ? MONTHS.indexOf(found[2] ?? '') + 1 : Number(found[5]);
  const said = named ? found[3] : found[6];
  const year = said ? Number(said.length === 2 ? `20${said}` : said) : undefined;
  if (month < 1 || month > 12 || day < 1) return undefined;
  const resolved = year ?? (leaving.startsWith('?') ? undefined : Number(leaving.slice(0, 4)));
  const check = new Date(Date.UTC(resolved ?? 2024, month - 1, day));
  if (check.getUTCMonth() !== month - 1) return undefined;
  return `${resolved ?? '?'}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
