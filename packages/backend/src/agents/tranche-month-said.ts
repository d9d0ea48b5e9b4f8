import { levelSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { parseDate } from '../reader/parse-date.js';
import type { TypedRequest } from '../reader/request.js';
import { onlySigningDayBesideNow, withoutSigningDates } from '../reader/signing-dates.js';
import { readable } from '../reader/text.js';
import { AFTER_MONTH } from './tranche-after.js';

/**
 * "ci saranno ancora aumenti dopo quello di ottobre?" asked in November: the month said without its year names
 * the level's tranche of that month. The reader dates a month to come (next October); when only the October
 * before holds a tranche, that tranche is the one the question counts from. Otherwise the date read (the
 * reader's, else the message's).
 */
export function afterMonthTranche(
  ccnl: Ccnl | undefined,
  req: TypedRequest,
  message: string,
): string | undefined {
  const text = readable(message);
  // ("il rinnovo firmato il 22 novembre 2025 … in vigore alla data odierna": the signing day is not the day asked;
  // "quanto prendeva dopo il rinnovo di febbraio 2025?" still asks that month.)
  const signingOnly = onlySigningDayBesideNow(text, parseDate(withoutSigningDates(message)));
  const date = req.slots.date ?? (signingOnly ? undefined : parseDate(message));
  const level = req.slots.level;
  if (!ccnl || !level || !date || /\b20\d\d\b/.test(text) || !AFTER_MONTH.test(text)) return date;
  const steps = levelSteps(ccnl, level);
  const inMonth = (day: string) => steps.some((s) => s.from.slice(0, 7) === day.slice(0, 7));
  const yearBefore = `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
  return !inMonth(date) && inMonth(yearBefore) ? yearBefore : date;
}
