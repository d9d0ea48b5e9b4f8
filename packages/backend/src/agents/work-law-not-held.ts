import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { dailyRestAnswer } from './daily-rest.js';
import { withPartTimeNote } from './part-time-rights.js';
import { screenBreakAnswer } from './screen-break.js';
import { workBreakAnswer } from './work-break.js';

/**
 * "contratto telecomunicazioni … al di là del contratto, la legge cosa dice sul riposo tra un turno e l'altro?":
 * the rest between shifts and the breaks are the law's rules for every employee, so an agreement the knowledge
 * base lacks does not stop the answer: the law's rule, then one sentence that the agreement is not held.
 * Undefined when the question asks none of these rules, or names a held agreement too.
 */
export function workLawNotHeld(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const [missing, ...others] = req.slots.unknownAgreements;
  if (!missing || others.length || req.slots.agreements.length || ctx.categories.length) return undefined;
  if (ctx.documents.length || !['working_hours', 'agreement_not_covered'].includes(req.intent))
    return undefined;
  const asWork: TypedRequest = { ...req, intent: 'working_hours' };
  const answer =
    dailyRestAnswer(ctx, asWork) ?? screenBreakAnswer(ctx, asWork) ?? workBreakAnswer(ctx, asWork);
  if (!answer) return undefined;
  return withPartTimeNote(
    answer,
    `Il ${missing} non è nella base di conoscenza: questa è la regola della legge, che vale per tutti i dipendenti; eventuali regole o deroghe del contratto vanno verificate sul suo testo.`,
  );
}
