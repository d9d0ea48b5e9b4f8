import { italianDate, MONTH_NAMES } from '../kb/format.js';
import { monthsWorked } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';

/**
 * A stay told by its first and last day within one year and asked as a whole ("la stagione dal 1° maggio al
 * 30 settembre", "a fine contratto quanto mi spetta", "in tutto", "per gli stessi mesi"): every month of the stay is due for the 14th as
 * well, the ratei up to June with July's pay and the rest at the end. Asked from a day ("i ratei maturati dal
 * 1/7 alla cessazione"), only the months after that day are: the stay rule is not read then.
 */
const WHOLE_STAY =
  /\bstagion\w*|\bin tutto\b|\b(?:busta|competenze) (?:di|della) (?:chiusura|fine rapporto)\b|\btutt[ao] (?:la|il) (?:stagione|periodo|contratto|rapporto)\b|\ba fine (?:stagione|contratto|rapporto)\b|\b(?:per |negli |nei |sugli )?(?:stess[io]|quei|quegli) (?:stessi )?(?:mesi|periodo)\b/;
const FROM_JULY = /\bdal (?:1|primo)\s*(?:°\s*)?(?:\/\s*0?7|luglio)\b/;

/** Whether the message asks the whole of a stay rather than the months from a day it names. */
export function asksWholeStay(message: string): boolean {
  const text = readable(message);
  return WHOLE_STAY.test(text) && !FROM_JULY.test(text);
}

/**
 * A day or span the follow-up names of its own ("e dal 1/7?", "dal 1° luglio alla fine", "da luglio in poi"); the
 * month the 14th is paid in ("visto che la pagate a luglio") is none.
 */
const OWN_PERIOD = new RegExp(
  String.raw`\b\d{1,2}[/.]\d{1,2}\b|\b(?:\d{1,2}|primo)\s*[°º]?\s*(?:${MONTH_NAMES})\b|\b(?:da|dal|dall'|fino a|fino al)\s*(?:${MONTH_NAMES})\b`,
);

/**
 * Whether the turn asks the whole stay, or is a follow-up that names no period of its own ("e la quattordicesima?
 * stesso conto?") after an earlier turn that told the stay and asked it whole ("a fine contratto quanto…").
 */
/**
 * "e se mi avessero assunta il 20 maggio invece che il 1°?", "se finissi il 15 settembre": a day of the stay
 * changed, not a period asked of its own; the stay is still asked as a whole as the earlier turn asked it.
 */
const CHANGED_DAY =
  /\b(?:assunt\w*|inizia\w*|iniziat\w*|comincia\w*|finis\w*|finit\w*|termina\w*|cessa\w*)\b[^.;?!]{0,20}?\b(?:il|dal|al|a)\s*(?:\d|primo)|\binvece (?:che|del|di)\b/;

export function asksWholeStayInTurns(message: string, history: readonly string[] = []): boolean {
  if (asksWholeStay(message)) return true;
  const text = readable(message);
  if (OWN_PERIOD.test(text) && !CHANGED_DAY.test(text)) return false;
  const told = [...history].reverse().find((turn) => OWN_PERIOD.test(readable(turn)));
  return told !== undefined && asksWholeStay(told);
}

/**
 * The stay's 14th told in its two accrual periods (1 July–30 June): the months up to June, paid with July's pay,
 * and those from July, paid at the end ("maggio–giugno 2026: 2/12 … luglio–settembre 2026: 3/12").
 */
export function staySplit(hire: string, end: string, julyYear: number): string | undefined {
  const june = `${julyYear}-06-30`;
  const july = `${julyYear}-07-01`;
  if (!(hire <= june && end >= july)) return undefined;
  const before = monthsWorked(hire, june, hire, june);
  const after = monthsWorked(july, end, july, end);
  if (!before || !after) return undefined;
  return `Il conto si divide tra due periodi di maturazione: dal ${italianDate(hire)} al 30 giugno ${julyYear} ${before}/12 (periodo luglio ${julyYear - 1} – giugno ${julyYear}, pagati con la retribuzione di luglio ${julyYear}); dal 1° luglio ${julyYear} al ${italianDate(end)} ${after}/12 (periodo luglio ${julyYear} – giugno ${julyYear + 1}, pagati con le competenze di fine rapporto). In tutto ${before + after}/12.`;
}

/** The months of the stay (at least 15 days each) when it lies within a year and is asked as a whole. */
export function stayMonths(slots: TypedRequest['slots'], message: string): number | undefined {
  const { hireDate: hire, endDate: end } = slots;
  if (!hire || !end || hire.startsWith('?') || end.startsWith('?') || end < hire) return undefined;
  if (!asksWholeStay(message)) return undefined;
  const yearLater = `${Number(hire.slice(0, 4)) + 1}${hire.slice(4)}`;
  return end < yearLater ? monthsWorked(hire, end, hire, end) : undefined;
}
