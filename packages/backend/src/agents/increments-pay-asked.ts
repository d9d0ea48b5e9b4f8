import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';

/**
 * The pay with its seniority increments asked, where the words alone would send the question elsewhere: the
 * minimum named beside the increments ("solo minimo + scatti, niente superminimo") asks the two together, not
 * the table's minimum; a short follow-up that only changes the worker ("e la collega assunta a gennaio 2016?")
 * after a question on the gross with the increments asks the same figure for the new hire or years.
 */

/** "minimo + scatti", "minimo più gli scatti", "il minimo con gli scatti", "minimo tabellare e anzianità". */
const MINIMUM_WITH_INCREMENTS =
  /\bminim\w*(?: (?:tabellar|contrattual|conglobat)\w*)? (?:\+|piu|e|con) (?:gli |i |tutti gli |l')?(?:scatt|anzianita)/;

export function minimumWithIncrements(message: string): boolean {
  return MINIMUM_WITH_INCREMENTS.test(readable(message));
}

/** The earlier turn asked the gross (or minimum) together with the increments. */
const PAY_WITH_INCREMENTS =
  /\blord\w*\b[^?]*\bscatt|\bscatt\w*\b[^?]*\blord|\bminim\w* (?:\+|piu|e|con) (?:gli |i )?scatt/;

/** A follow-up of few words, opened by "e" or naming another worker, that gives only the service. */
const SHORT_FOLLOW_UP =
  /^(?:e|invece|mentre|ok e|e invece|e per|e se)\b|\b(?:collega|l'altr[oa]|altr[oa] (?:commess|dipendent|operai|impiegat))/;

export function followsPayWithIncrements(
  message: string,
  previous: string | undefined,
  req: TypedRequest,
): boolean {
  if (previous === undefined) return false;
  const text = readable(message);
  const service =
    req.slots.hireDate !== undefined ||
    req.slots.seniorityYears !== undefined ||
    req.slots.seniorityIncrements !== undefined;
  return (
    service &&
    // ("e il collega da 11 anni? anche lui niente superminimo.": a condition after the question keeps it short.)
    (text.split('?')[0] ?? text).trim().split(' ').length <= 14 &&
    text.split(' ').length <= 24 &&
    SHORT_FOLLOW_UP.test(text) &&
    !/nett|\bminim/.test(text) &&
    PAY_WITH_INCREMENTS.test(readable(previous))
  );
}
