import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { heldBesideNotHeld } from './held-beside-not-held.js';

/**
 * "Mi confronti la maggiorazione notturna tra CCNL Terziario e CCNL Telecomunicazioni?": a comparison asked
 * between a held agreement and one the knowledge base lacks, whatever the subject compared (a surcharge, an
 * allowance, a leave). One side missing, the comparison cannot be made: the missing agreement is said first and
 * no figure is given (held-beside-not-held.ts), not the held one's figure alone as if it answered.
 */
export function comparisonBesideNotHeld(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (req.intent !== 'comparison' && !req.alsoAsked.includes('comparison')) return undefined;
  return heldBesideNotHeld(ctx, req, new Set([req.intent]));
}
