import type { Intent, TypedRequest } from './request.js';

/**
 * Session 28 (fixs28h), read last: "in busta paga mi hanno messo livello 3 super … io dovrei essere inquadrato
 * in un modo diverso da lui? quale sarebbe il mio?": the payslip is where the level was read, the question is
 * the level the job deserves (a classification), not the payslip's net nor the level's minimum.
 */
const OWN_LEVEL_ASKED =
  /\bdovrei (?:essere|stare|avere) (?:\w+ ){0,2}?(?:inquadr\w*|livell\w*)\b|\binquadr\w* (?:in (?:un )?modo )?divers\w*|\bquale sarebbe il mio(?: livell\w*| inquadrament\w*)?\b|\b(?:che|quale) (?:livell\w*|inquadrament\w*) (?:mi )?(?:spetterebbe|sarebbe|dovrei avere)\b/;
const PAY_FIGURE_ASKED = /\bquanto\b|\bnett\w*|\bminim\w*|\bstipendi\w*|\bdi piu\b/;
const PAY_READINGS: ReadonlySet<Intent> = new Set([
  'gross_to_net',
  'minimum_pay',
  'payslip_check',
  'out_of_scope',
]);

export function fixs28hAsks(request: TypedRequest, text: string): TypedRequest {
  if (!PAY_READINGS.has(request.intent) || request.slots.amounts.length) return request;
  if (!OWN_LEVEL_ASKED.test(text) || PAY_FIGURE_ASKED.test(text)) return request;
  return {
    ...request,
    intent: 'classification',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'classification' && !PAY_READINGS.has(i)),
  };
}
