import { EMPLOYER_EXTRA, FIXED_TERM_EXTRA } from '../reader/asked-topic.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { withOpenings } from './multi-part.js';
import { naspiAdditional } from './naspi-additional.js';

/**
 * "Quanto vale il TFR dei sei mesi e qual è il contributo in più per il tempo determinato?": the TFR of a fixed-term
 * contract asked beside the employer's extra contribution on it (the NASpI additional 1,40%): both answered, the
 * contribution after the TFR. The TFR answer alone when the question does not ask that contribution.
 */
export function withFixedTermExtra(ctx: AgentContext, req: TypedRequest, tfr: AgentAnswer): AgentAnswer {
  const text = readable(ctx.message);
  if (!(FIXED_TERM_EXTRA.test(text) || (EMPLOYER_EXTRA.test(text) && /\baddizional|\b1[,.]4/.test(text))))
    return tfr;
  const extra = naspiAdditional(ctx, { ...req, intent: 'employer_cost', alsoAsked: [] });
  return extra ? withOpenings(tfr, [extra]) : tfr;
}
