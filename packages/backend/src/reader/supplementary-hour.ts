import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * "quanto mi pagano lordo un'ora supplementare? prendi il minimo di settembre": the asking clause wants the
 * supplementary hour's value; the minimum named after it is the base to compute it on, not the subject. The
 * part-time topic answers the hour (its rate and, with a level, the hour in euro at the date said).
 */
const SUPPLEMENTARY_HOUR_ASKED =
  /\b(?:quant[oaie]|pag\w*|val[ei]\w*|costa\w*)\b[^?]*\b(?:or[ae] (?:di (?:lavoro )?)?supplementar\w*|supplementar\w* (?:di )?un'? ?ora)\b/;
const SET_ASIDE = ['minimum_pay', 'hourly_rate', 'overtime_value', 'working_hours'];

export function supplementaryHourAsked(request: TypedRequest, text: string): TypedRequest {
  if (!SET_ASIDE.includes(request.intent)) return request;
  // "retribuzione oraria 9,60 €, 15 ore di lavoro supplementare: importo lordo?": the hours valued at that pay.
  const valued =
    request.slots.extraHours !== undefined &&
    request.slots.amounts.some((a) => a.perHour) &&
    /\bsupplementar/.test(text) &&
    !/\bstraordinar/.test(text);
  if (!valued && !SUPPLEMENTARY_HOUR_ASKED.test(askedClause(text))) return request;
  return { ...request, intent: 'part_time', alsoAsked: request.alsoAsked.filter((i) => i !== 'part_time') };
}
