import { NOW_ASKED } from '../reader/now-over-story.js';
import { parseDate } from '../reader/parse-date.js';
import type { TypedRequest } from '../reader/request.js';
import { onlySigningDayBesideNow, withoutSigningDates } from '../reader/signing-dates.js';
import { readable } from '../reader/text.js';

/**
 * The day an agreement's topic is answered at: the request's date, else (with no request) a date the message
 * names, else today. "oggi in busta ha il minimo di maggio 2026. Qual è il minimo in vigore oggi?": a request read
 * with no date and a question asking now is today's, not the story's month the raw message names.
 */
export function dayAsked(request: TypedRequest | undefined, message: string, today: string): string {
  if (request?.slots.date) return request.slots.date;
  if (request && NOW_ASKED.test(readable(message))) return today;
  // ("l'accordo firmato il 22 novembre 2025 … il minimo alla data odierna": the signing day is not the day asked.)
  if (onlySigningDayBesideNow(readable(message), parseDate(withoutSigningDates(message)))) return today;
  return parseDate(message) ?? today;
}
