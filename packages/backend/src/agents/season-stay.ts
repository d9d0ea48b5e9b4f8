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
  /\bstagion\w*|\bin tutto\b|\btutt[ao] (?:la|il) (?:stagione|periodo|contratto|rapporto)\b|\ba fine (?:stagione|contratto|rapporto)\b|\b(?:per |negli |nei |sugli )?(?:stess[io]|quei|quegli) (?:stessi )?(?:mesi|periodo)\b/;
const FROM_JULY = /\bdal (?:1|primo)\s*(?:°\s*)?(?:\/\s*0?7|luglio)\b/;

/** Whether the message asks the whole of a stay rather than the months from a day it names. */
export function asksWholeStay(message: string): boolean {
  const text = readable(message);
  return WHOLE_STAY.test(text) && !FROM_JULY.test(text);
}

/** The months of the stay (at least 15 days each) when it lies within a year and is asked as a whole. */
export function stayMonths(slots: TypedRequest['slots'], message: string): number | undefined {
  const { hireDate: hire, endDate: end } = slots;
  if (!hire || !end || hire.startsWith('?') || end.startsWith('?') || end < hire) return undefined;
  if (!asksWholeStay(message)) return undefined;
  const yearLater = `${Number(hire.slice(0, 4)) + 1}${hire.slice(4)}`;
  return end < yearLater ? monthsWorked(hire, end, hire, end) : undefined;
}
