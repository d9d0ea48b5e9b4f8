import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import { PAY_TABLE_INTENTS } from './asked-topic.js';
import type { TypedRequest } from './request.js';

const pad = (n: number) => String(n).padStart(2, '0');
const monthIndex = (name: string) => MONTHS.indexOf(name) + 1;

/** "prima di novembre", "prima del rinnovo di novembre": the month before the one named. */
const BEFORE_MONTH = new RegExp(
  String.raw`\bprima (?:di|del(?: mese di)?) (${MONTH_NAMES})\b(?:\s+(?:del\s+)?(20\d\d))?`,
);
/** "a inizio 2026", "all'inizio del 2026", "a fine 2025": the year's first or last month. */
const YEAR_EDGE = /\b(?:a|ad|all'|all )\s*(inizio|fine)\s+(?:del\s+|dell'anno\s+)?(20\d\d)\b/;
/**
 * "a inizio 2027 arriva un aumento: da febbraio quanto sarà?": a month said with no year of its own, beside the
 * year's edge, is that month of the edge's year (the month is the narrower day asked).
 */
const EDGE_MONTH = new RegExp(
  String.raw`\b(?:da|dal mese di|a partire da)\s+(${MONTH_NAMES})\b(?!\s+(?:del\s+|dell'anno\s+)?(?:20\d\d|\d\d)\b)`,
);
/** "da giugno dell'anno prossimo", "a marzo dell'anno prox": that month of next year. */
const NEXT_YEAR_MONTH = new RegExp(
  String.raw`\b(${MONTH_NAMES})\s+(?:dell'|dell |del )\s*(?:anno\s+)?(?:prossimo|prox|successivo|dopo)\b`,
);

/**
 * "l'anno prossimo lo passano al 5°, ma prima di maggio": next year said in the sentence of a "prima di"
 * month without its own year makes that month next year's.
 */
const NEXT_YEAR_SAID =
  /\b(?:l'anno prossimo|il prossimo anno|l'anno (?:che viene|venturo)|nel prossimo anno)\b/;
const sentenceAt = (text: string, index: number) => {
  const start = Math.max(...['.', '?', '!', ';'].map((c) => text.lastIndexOf(c, index - 1))) + 1;
  const ends = ['.', '?', '!', ';'].map((c) => text.indexOf(c, index)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
};

/** "dal prossimo giugno", "a giugno prossimo": that month's next first day after today. */
const NEXT_MONTH_NAMED = new RegExp(
  String.raw`\bprossim[oa] (${MONTH_NAMES})\b|\b(${MONTH_NAMES}) prossim[oa]\b`,
);

/**
 * Days said relative to a month or a year rather than as a date, for the pay tables they select: "nel 2026
 * prima di novembre" is October 2026 (the table before November's rise); "a inizio 2026" is January 2026, "a
 * fine 2025" December 2025; "da giugno dell'anno prossimo" is June of next year.
 */
export function relativeDate(request: TypedRequest, text: string, today: string): void {
  // A renewal's tranche is asked by its month too ("a gennaio prossimo quanto le devo aggiungere?"): the named
  // month of next year or the next such month, not the other relative forms.
  const renewal = request.intent === 'renewal';
  if (!PAY_TABLE_INTENTS.has(request.intent) && request.intent !== 'comparison' && !renewal) return;
  const { slots } = request;
  const thisYear = Number(today.slice(0, 4));
  const next = NEXT_YEAR_MONTH.exec(text);
  if (next) {
    slots.date = `${thisYear + 1}-${pad(monthIndex(next[1] as string))}-01`;
    slots.taxYear = thisYear + 1;
    return;
  }
  const named = NEXT_MONTH_NAMED.exec(text);
  if (named && !slots.date) {
    const month = monthIndex((named[1] ?? named[2]) as string);
    const year = month > Number(today.slice(5, 7)) ? thisYear : thisYear + 1;
    slots.date = `${year}-${pad(month)}-01`;
    slots.taxYear = year;
    return;
  }
  if (renewal) return;
  const edge = YEAR_EDGE.exec(text);
  if (edge) {
    const month = EDGE_MONTH.exec(text.replace(edge[0], ' '));
    const edgeMonth = edge[1] === 'inizio' ? '01' : '12';
    slots.date = `${edge[2]}-${month ? pad(monthIndex(month[1] as string)) : edgeMonth}-01`;
    slots.taxYear = Number(edge[2]);
    return;
  }
  const before = BEFORE_MONTH.exec(text);
  if (!before) return;
  const nextYear = NEXT_YEAR_SAID.test(sentenceAt(text, before.index)) ? thisYear + 1 : undefined;
  const year = Number(before[2] ?? nextYear ?? slots.taxYear ?? thisYear);
  const month = monthIndex(before[1] as string);
  slots.date = month === 1 ? `${year - 1}-12-01` : `${year}-${pad(month - 1)}-01`;
}
