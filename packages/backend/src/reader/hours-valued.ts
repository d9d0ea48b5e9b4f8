import { askedClause } from './asking-clause.js';
import { asksOrdinaryHourOnly } from './hourly-asked.js';
import type { Slots, TypedRequest } from './request.js';

/**
 * Session 25 (fixs25c): extra hours valued in a later turn. After a question on a worker's cost or
 * contributions, "e se un sabato sera dopo le sue 8 ore resta dalle 22 a mezzanotte, quanto le devo dare per
 * quelle 2 ore?" asks those hours' pay (overtime, night or holiday work), not the cost again: the turn names
 * the hours and their kind and asks how much.
 */
const ASKS_AMOUNT = /\bquant[oaie]?\b|\bcome (?:le |li )?(?:pag|retribui)\w*/;

export function hoursValuedAfter(request: TypedRequest, text: string, own: Slots): TypedRequest {
  if (request.intent === 'overtime_value') return request;
  if (own.extraHours === undefined || own.overtimeKind === undefined) return request;
  if (
    !['employer_cost', 'gross_to_net', 'payroll_rules', 'minimum_pay', 'hourly_rate'].includes(request.intent)
  )
    return request;
  if (!ASKS_AMOUNT.test(askedClause(text))) return request;
  // "ho fatto 4 ore di domenica. Quanto vale la mia ora normale?": the ordinary hour, not the story's hours.
  // ("quanto vale l'ora normale e quanto le prime 2 ore?" asks the extra hours too.)
  if (request.intent === 'hourly_rate' && asksOrdinaryHourOnly(text) && !/\be quant/.test(askedClause(text)))
    return request;
  return { ...request, intent: 'overtime_value', alsoAsked: [] };
}
