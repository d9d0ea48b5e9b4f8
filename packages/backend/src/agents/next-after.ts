import { MONTHS } from '../kb/format.js';
import { parseDate } from '../reader/parse-date.js';
import { readable } from '../reader/text.js';
import { TRANCHE_AHEAD } from '../reader/tranche-ahead.js';

/**
 * "quando arriva il prossimo aumento?", "prossima tranche": the next tranche after today; so are the tranches still
 * to come asked after one (reader/tranche-ahead.ts).
 */
export const NEXT_TRANCHE = new RegExp(
  String.raw`prossim\w* (?:aument|tranche|scatto contrattual|scatto del (?:contratto|ccnl))|\b(?:un'?|un )altra tranche\b|quando (?:arriva|scatta|parte|c'e|ci sara|decorre)\w* (?:il |l'|la )?(?:prossim\w* )?(?:aument|tranche)|\bce n'?e (?:ancora|un altro)\b|\bc'e ancora un (?:altro )?aument|\bun altro aument\w*|\bnon ci sono piu aument|${TRANCHE_AHEAD.source}`,
);

// "dopo novembre 2026", "dopo quello di novembre 2026", "oltre il 1° novembre 2026", "dopo la tranche di novembre",
// "dopo l aumento di novembre" typed without the apostrophe.
const AFTER_MONTH = new RegExp(
  String.raw`\b(?:dopo|oltre|successiv\w* a)\s+(?:(?:il|l'|la|quell[oa]|quell[oa] di|la tranche di|l'?\s?aumento di)\s+)?(?:(?:1°?|1o|primo)\s+)?(?:${MONTHS.join('|')})\b`,
);

// "altri aumenti dal 1° gennaio 2027", "a partire da gennaio 2027": increases from that day on, not after it; so is
// "cosa cambia da gennaio 2027?" beside other increases heard of: what that month's tranche brings.
const FROM_DAY = new RegExp(
  String.raw`\b(?:(?:altr[ie]|ulteriori) (?:aument|tranche)\w*(?: \w+){0,3}?|(?:cambi|aument|sal)\w*(?: \w+){0,2}?) (?:dal|dall'|da|a partire da(?:l|ll')?) (?:(?:1°?|1o|primo) )?(?:${MONTHS.join('|')})(?: 20\d\d)?\b`,
);

/** The day before an ISO date. */
function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

// "l'ho già visto in busta", "già preso", "già arrivato": the tranche of the month said is already paid; so is
// "a luglio ho visto l'aumento in busta", the rise told as seen.
const ALREADY_HAD =
  /\b(?:l'ho|l'abbiamo|li ho|lo ho|e|sono) gia (?:vist|pres|avut|ricevut|pagat|arrivat|erogat|incassat)\w*|\bgia (?:pagat|arrivat|erogat|incassat)\w*|\b(?:ho|abbiamo) (?:gia )?(?:vist|pres|avut|ricevut|incassat)[oi] (?:l'|gli |il |un )?aument/;

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
  // ("l'aumento di ottobre era l'ultimo o ce ne sono altri?": the ones after the month said.)
  // ("l'aumento di giugno 2026 l'ho già visto in busta. la prossima tranche?": the month said is behind.)
  // ("prevede altri aumenti dal 1° gennaio 2027?": the tranches from that day on, that day's own included.)
  const from = date && !AFTER_MONTH.test(said) ? FROM_DAY.exec(said) : null;
  if (date && from && TRANCHE_AHEAD.test(said)) return dayBefore(parseDate(from[0]) ?? date);
  if (date && (AFTER_MONTH.test(said) || TRANCHE_AHEAD.test(said) || ALREADY_HAD.test(said))) return date;
  if (!date || !new RegExp(String.raw`\b20\d\d\b|\b(?:${MONTHS.join('|')})\b`).test(said)) return today;
  return undefined;
}

/**
 * As `nextTrancheFrom`, and for a bare clause after a next tranche asked ("ce n'è ancora uno? Di quanto e da
 * quando?"): the clause asks the amount and the day of that next tranche, from the date the turn before named.
 */
export function nextTrancheOf(
  asked: boolean,
  message: string,
  history: readonly string[] | undefined,
  date: string | undefined,
  today: string,
): string | undefined {
  const own = nextTrancheFrom(asked, message, date, today);
  if (own) return own;
  const previous = history?.at(-1);
  const said = readable(message);
  const bare =
    said.split(/\s+/).length <= 8 &&
    !new RegExp(String.raw`\b20\d\d\b|\b(?:${MONTHS.join('|')})\b`).test(said);
  return previous && bare && NEXT_TRANCHE.test(readable(previous))
    ? nextTrancheFrom(true, previous, date, today)
    : undefined;
}

/**
 * A month's tranche asked, then the next one ("di quanto è? e il prossimo quando arriva?", "e quando arriva la
 * tranche successiva?", "e l'aumento seguente?").
 */
export const ALSO_NEXT =
  /\b(?:e )?(?:il|la) prossim[oa]\b|\bprossim\w* (?:aument|tranche)|\bquello dopo\b|\bsuccessiv[oa] (?:aument|tranche)|\b(?:aument\w*|tranche|rat[ae]) (?:successiv|seguent)[oaie]\b/;
/**
 * The line of the tranche asked, with the next tranche's line after it unless it says it already, or is that same
 * tranche ("dalla prossima tranche di giugno 2027": both lines "dal 1° giugno 2027").
 */
export const withNextTranche = (line: string, next: string | undefined): string =>
  next && !line.includes(next) && !sameDay(line, next) ? `${line} ${next}` : line;

// Each line's own tranche is its first day ("… aumenta di 30,00 € dal 1° giugno 2027: …"); a list of tranches
// after it ("nessuna tranche a novembre …, che mostrano: … +20,00 € dal 1° dicembre 2026") is not it.
const FIRST_DAY = /\bdal (\d+° \p{L}+ \d{4})/u;
const sameDay = (line: string, next: string) => {
  const day = FIRST_DAY.exec(next)?.[1];
  return !!day && FIRST_DAY.exec(line)?.[1] === day;
};
