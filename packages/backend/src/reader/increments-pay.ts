import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/** "con gli scatti", "compresi gli scatti": the pay asked with the seniority increments. */
const WITH_INCREMENTS =
  /\b(?:con|compres\w*|inclus\w*|piu) (?:gli |i )?(?:suoi |miei |tuoi |loro )?scatt\w*|\bscatt\w* (?:compres|inclus)\w*/;
const WITHOUT_INCREMENTS = /\bsenza (?:gli |i )?(?:\w+ )?scatt/;

/**
 * "dalla stessa famiglia da settembre 2015, sempre pagata al minimo: quanto dovrebbe prendere al mese con gli
 * scatti?": a level's pay asked with the increments a hire date gives is a seniority question (the minimum plus
 * the increments matured), not the table's minimum alone.
 */
export function payWithIncrements(req: TypedRequest, text: string): TypedRequest {
  if (!['minimum_pay', 'hourly_rate'].includes(req.intent)) return req;
  const { hireDate, level } = req.slots;
  if (!hireDate || hireDate.startsWith('?') || level === undefined) return req;
  const asked = askedClause(text);
  if (!WITH_INCREMENTS.test(asked) || WITHOUT_INCREMENTS.test(asked)) return req;
  return { ...req, intent: 'seniority' };
}
