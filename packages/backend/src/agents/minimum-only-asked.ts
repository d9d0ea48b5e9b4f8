import { asksTableMinimumAtEnd } from '../reader/asked-at-the-end.js';
import { ASKS_MINIMUM, LEVEL_REACH_ASKED } from '../reader/asks-minimum.js';
import { asksTableMinimum } from '../reader/calcolo-subject.js';
import { withoutDeclined } from '../reader/negation.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { asksNextMonthChange } from './next-change.js';

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

// A figure of its own asked by the turn: a net, a gross, a RAL, a calculation.
const OWN_FIGURE =
  /\bnett|\blord|\bin tasca|porta(?:re)? a casa|\bcalcol|\bral\b|\bstipend|\bquanto (?:prende|guadagn|porta)|\bcost/;
// "e se mi mettono C1…?", "ed al C2?", "invece col livello 4?": a what-if follow-up that changes the level.
const WHAT_IF = /^(?:e|ed|ma|invece|e invece|mentre|allora)\b/;
const LEVEL_SAID =
  /\blivell\w*|\b[a-z]{1,2}\d\b|\b\d{1,2} ?(?:°|ª|s\b|super\b)|\b(?:prim|second|terz|quart|quint|sest|settim|ottav)[oa]\b/;
// Anything else the turn carries or changes: increments, hours, family, place, or the earlier turn's dates ("stesse
// date": several tranches asked before, which calcolo's own reading of the dates answers).
const OTHER_SLOT =
  /\bscatt|\bpart[- ]?time|\bsuperminim|\bstraordinar|\bfigli|\bconiug|\bregion|\bcomun|\bstess[oaie]\b|\bdat[ae]\b|\btranche\b|\b(?:dal|da|a|nel|al) (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)/;

/**
 * After a table's minimum asked, the table's again, not a net: "e dal mese prossimo cambia qualcosa?" (the next
 * table's, next-change.ts), or "e se mi mettono C1 perché gestisco anche le spedizioni?" after "il minimo del D2
 * quanto dovrebbe essere?" (a follow-up that changes the case and asks no figure of its own).
 */
export function asksMinimumAgain(
  message: string,
  history: readonly string[] | undefined,
  req: TypedRequest,
): boolean {
  const previous = history?.at(-1);
  if (previous === undefined) return false;
  const text = readable(message).trim();
  const again =
    asksNextMonthChange(message) ||
    (WHAT_IF.test(text) && LEVEL_SAID.test(text) && !OWN_FIGURE.test(text) && !OTHER_SLOT.test(text));
  return again && asksMinimumOnly(previous, req);
}
