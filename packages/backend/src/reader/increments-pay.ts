import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/** "con gli scatti", "compresi gli scatti": the pay asked with the seniority increments. */
// ("lordo con minimo, EPA e scatti": the items summed, the increments among them.)
const WITH_INCREMENTS =
  /\b(?:con|compres\w*|inclus\w*|piu) (?:gli |i )?(?:suoi |miei |tuoi |loro )?scatt\w*|\bscatt\w* (?:compres|inclus)\w*|\b(?:con|col) (?:il )?minim\w*[^?.;]{0,30}\b(?:e|piu|\+) (?:gli |i )?scatt/;
/** A gross asked with no figure told and no net asked: the level's pay, which the increments join. */
const GROSS_ONLY = /\blord[oa]\b/;
const WITHOUT_INCREMENTS = /\bsenza (?:gli |i )?(?:\w+ )?scatt/;

/**
 * "dalla stessa famiglia da settembre 2015, sempre pagata al minimo: quanto dovrebbe prendere al mese con gli
 * scatti?": a level's pay asked with the increments a hire date gives is a seniority question (the minimum plus
 * the increments matured), not the table's minimum alone.
 */
export function payWithIncrements(req: TypedRequest, text: string): TypedRequest {
  const asked = askedClause(text);
  // "quanto fa il lordo mensile con minimo, EPA e scatti?" with a hire date: the same pay, asked as a gross.
  const grossOfLevel =
    req.intent === 'gross_to_net' &&
    !req.slots.amounts.length &&
    GROSS_ONLY.test(asked) &&
    !/\bnett/.test(text);
  if (!['minimum_pay', 'hourly_rate'].includes(req.intent) && !grossOfLevel) return req;
  const { hireDate, level } = req.slots;
  if (!hireDate || hireDate.startsWith('?') || level === undefined) return req;
  if (!WITH_INCREMENTS.test(asked) || WITHOUT_INCREMENTS.test(asked)) return req;
  return { ...req, intent: 'seniority' };
}
