import type { Ccnl } from '../kb/schema.js';
import { readQuestion } from '../reader/read.js';
import { type AgentContext, targetAgreements } from './context.js';

/**
 * The first agreement the rule reader finds for the message, said or told by the workplace ("lavoro in un
 * supermercato": the Commercio), for an answer that runs before the typed request is read.
 */
export function agreementAsRead(ctx: AgentContext): Ccnl | undefined {
  const read = readQuestion({
    kb: ctx.kb,
    message: ctx.message,
    history: ctx.history ?? [],
    categories: ctx.categories,
    today: ctx.today,
  });
  return targetAgreements({ ...ctx, request: read }).agreements[0];
}
