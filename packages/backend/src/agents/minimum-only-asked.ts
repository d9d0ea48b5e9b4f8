import { asksTableMinimumAtEnd } from '../reader/asked-at-the-end.js';
import { ASKS_MINIMUM, LEVEL_REACH_ASKED } from '../reader/asks-minimum.js';
import { asksTableMinimum } from '../reader/calcolo-subject.js';
import { withoutDeclined } from '../reader/negation.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';

/**
 * The table's minimum asked outright ("quant'è il minimo lordo del C3?"), once what the writer declines ("non mi
 * serve il netto", "gli scatti li ho già guardati") and home said of the family ("a casa non ho mai tempo") are
 * left out.
 */
export function asksMinimumOnly(message: string, req: TypedRequest): boolean {
  const text = withoutDeclined(readable(message)).replace(
    /\ba casa (?=non |ho |sono |mi |ci |abbiamo |siamo )/g,
    ' ',
  );
  // ("… ha due scatti e un superminimo … mi serve solo la paga base: quanto è?": the sentence that asks decides.)
  // (A part-timer's minimum is calcolo's share of the table, not the full-time row.)
  const partTime = req.slots.weeklyHours !== undefined || req.slots.partTimePercent !== undefined;
  return (
    asksTableMinimum(text) ||
    ASKS_MINIMUM.test(text) ||
    LEVEL_REACH_ASKED.test(text) ||
    (!partTime && asksTableMinimumAtEnd(text))
  );
}
