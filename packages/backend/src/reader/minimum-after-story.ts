import { markedAsk } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * "in assemblea hanno detto che arrivava l'ultima tranche, in busta ho visto un aumento piccolo… Quanto fa il
 * minimo del 3° livello nel 2026?": the story tells the renewal, the question asks the level's minimum at that
 * time, not the tranche.
 */
const MINIMUM_ASKED =
  /\b(?:quant|qual)\w*\b[^?]*\b(?:minim[oi]|paga base|tabellar\w*|stipendio|prend\w*)\b|\b(?:minim[oi]|stipendio)\b[^?]*\bquant/;
// An ask of the increase itself, or of when it comes, stays the renewal's.
const INCREASE_ASKED =
  /\baument\w*|\btranche\b|\btrance\b|\bdi quant[oi]\b|\bin piu\b|\brinnov\w*|\bscad\w*|\barretrat\w*|\buna tantum\b|\bquando\b|\bsal(?:e|ira|gono)\b/;

export function minimumAfterStory(request: TypedRequest, text: string): TypedRequest {
  if (request.intent !== 'renewal') return request;
  const asked = markedAsk(text);
  if (!MINIMUM_ASKED.test(asked) || INCREASE_ASKED.test(asked)) return request;
  return {
    ...request,
    intent: 'minimum_pay',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'minimum_pay' && i !== 'renewal'),
  };
}
