import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { renewalFigureAnswer } from './renewal-figures.js';

/**
 * An employer's letter on a renewal's figure uploaded and doubted ("la lettera sul welfare: l'importo è giusto? E la
 * scadenza?"): answered as the renewal's figure, which sets the letter's own amount and deadline beside the
 * agreement's (letter-figure.ts). Undefined unless a renewal figure the agreement holds is asked with a document.
 */
export function documentRenewalFigure(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length || !['renewal', 'document_question'].includes(req.intent)) return undefined;
  return renewalFigureAnswer(ctx, { ...req, intent: 'renewal' });
}
