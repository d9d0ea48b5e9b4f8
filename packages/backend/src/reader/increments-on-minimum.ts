import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * "quanti scatti aveva maturato e di quanto era ciascuno sul minimo 2025 del livello?": the increments are the
 * subject; the minimum named is what they are a share of. A minimum read as the subject gives way to the
 * increments (the minimum stays asked beside them). Runs on the folded text.
 */
const INCREMENTS_ASKED =
  /\bquanti scatt\w*|\bscatt\w*\b[^?]{0,60}\bdi quanto\b|\bdi quanto (?:e|era|sono|erano|vale|valeva)\b[^?]{0,15}\b(?:ciascun\w*|ognun\w*|ogni scatto|lo scatto)\b/;
const ON_MINIMUM = /\b(?:sul|dal|calcolat\w* sul|in percentuale (?:sul|del)|del) minim[oi]\b/;

const PAY_READ = new Set<TypedRequest['intent']>(['minimum_pay', 'gross_to_net', 'payslip_check']);

export function incrementsOnMinimum(req: TypedRequest, text: string): Partial<TypedRequest> {
  // (A pay read as the subject, "calcolato sul minimo" taken for a net or a minimum, with no figure told.)
  if (!PAY_READ.has(req.intent) || req.slots.amounts.length) return {};
  const clause = askedClause(text);
  if (!INCREMENTS_ASKED.test(clause) || !ON_MINIMUM.test(clause)) return {};
  return { intent: 'seniority', alsoAsked: req.alsoAsked.filter((i) => i !== 'seniority') };
}
