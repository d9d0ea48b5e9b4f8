import { leaveKindsOf } from '../reader/asked-topic.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { type AgentContext, targetAgreements } from './context.js';
import { domesticParentAsked } from './domestic-parent-leave.js';
import { askedLeaveKinds, leaveAnswer } from './leave-kinds.js';

/**
 * A domestic worker's maternity, parental leave or breastfeeding rests asked as a leave ("l'INPS le paga la
 * maternità o serve un minimo di contributi?"): the leave's rule for domestic work, before "contributi" or "INPS"
 * in the question reads as the hourly contributions.
 */
export function domesticLeaveFirst(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  // The leave named in the question itself (a follow-up on the contributions after a maternity is not one).
  // ("mia figlia sta per partorire, devo licenziarmi: quanti giorni di preavviso?": the birth is the story.)
  const text = readable(ctx.message);
  const asking = text.length <= 200 ? text : (text.match(/[^.?!]*\?/g) ?? []).join(' ');
  if (!leaveKindsOf(asking).length || req.intent === 'employer_cost') return undefined;
  const shown = targetAgreements(ctx).agreements.slice(0, 4);
  return domesticParentAsked(askedLeaveKinds(ctx), shown) ? leaveAnswer(ctx, shown) : undefined;
}
