import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * "all'ora quanto viene? il divisore mi pare 170": the asking clause wants the pay of an hour; the divisor the
 * story names is how to get it, not the working week asked. ("Quante ore si lavorano?" asks the hours.)
 */
const HOUR_PAY_ASKED =
  /\bquant\w*\b[^?]*\b(?:all'? ?ora|l'ora|per ora|orari[ao])\b|\b(?:all'? ?ora|l'ora|paga oraria)\b[^?]*\bquant\w*/;
const HOURS_ASKED = /\bquant[ei] ore\b/;

export function hourlyPayAsked(request: TypedRequest, text: string): TypedRequest {
  if (request.intent !== 'working_hours') return request;
  const asked = askedClause(text);
  if (!HOUR_PAY_ASKED.test(asked) || HOURS_ASKED.test(asked)) return request;
  return {
    ...request,
    intent: 'hourly_rate',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'hourly_rate'),
  };
}
