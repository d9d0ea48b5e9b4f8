import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { TypedRequest } from './request.js';

/**
 * "a dicembre 10 ore di supplementare", "a dicembre farà 6 ore", "10 ore supplementari a dicembre": extra hours valued in a month said
 * without a year, next to the hours, are paid on that month's pay table of the current year. Only for hours
 * valued (overtime, supplementary hours, an hour's pay) and only when no day was read: a month with its year, or
 * a day, is read elsewhere; a month of the story ("a ottobre ha avuto la quattordicesima") is not the hours'.
 */
const HOURS_INTENTS: ReadonlySet<TypedRequest['intent']> = new Set([
  'overtime_value',
  'part_time',
  'hourly_rate',
]);
const MONTH = String.raw`(?:a|ad|di|nel mese di|nel cedolino di|in busta (?:a|di)|per(?: il mese di)?)\s+(${MONTH_NAMES})\b(?!\s*(?:del\s+)?(?:'\d\d|20\d\d)\b)`;
const HOURS = String.raw`\d{1,3}(?:[.,]\d{1,2})?\s*(?:ore|h)\b`;
const MONTH_THEN_HOURS = new RegExp(
  String.raw`\b${MONTH}\s*,?\s*(?:(?:ha|ho|hanno|abbiamo)\s+)?(?:fatt\w*\s+|fa\s+|far\w*\s+|sono\s+)?${HOURS}`,
);
const HOURS_THEN_MONTH = new RegExp(String.raw`${HOURS}[^.;?!\d]{0,40}?\b${MONTH}`);

export function monthOfExtraHours(request: TypedRequest, text: string, today: string): TypedRequest {
  const { slots } = request;
  if (!HOURS_INTENTS.has(request.intent) || slots.date !== undefined) return request;
  if (request.intent === 'part_time' && slots.extraHours === undefined) return request;
  const found = MONTH_THEN_HOURS.exec(text) ?? HOURS_THEN_MONTH.exec(text);
  if (!found?.[1]) return request;
  const month = String(MONTHS.indexOf(found[1]) + 1).padStart(2, '0');
  return { ...request, slots: { ...slots, date: `${today.slice(0, 4)}-${month}-01` } };
}
