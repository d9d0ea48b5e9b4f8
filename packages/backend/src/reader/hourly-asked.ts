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

/**
 * "restare qualche ora in più per l'inventario: a quanto le devono pagare l'ora normale?": the asking clause wants
 * the ordinary hour, whatever extra hours or part-time the story tells (a part-timer's hour is the full-time
 * one: the agreement's minimum over its divisor), not the supplementary or overtime hour.
 */
const ORDINARY_HOUR_ASKED =
  /\b(?:l'|un'|per l'|all')? ?ora (?:normale|ordinaria|base)\b|\bor[ae] (?:normali|ordinari[ae])\b|\bpaga oraria (?:normale|ordinaria|base|di base)\b/;
const EXTRA_HOUR_ASKED = /supplementar|straordinar|maggiorat|\bin piu\b[^?]{0,20}\bvale/;

export function ordinaryHourAsked(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (!['part_time', 'overtime_value', 'minimum_pay'].includes(request.intent)) return {};
  const asked = askedClause(text);
  if (!ORDINARY_HOUR_ASKED.test(asked) || EXTRA_HOUR_ASKED.test(asked)) return {};
  const { overtimeKind: _kind, ...slots } = request.slots;
  return { intent: 'hourly_rate', alsoAsked: request.alsoAsked.filter((i) => i !== 'hourly_rate'), slots };
}
