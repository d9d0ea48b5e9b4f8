import type { TypedRequest } from '../reader/request.js';
import type { AgentName, AgentResult } from './agents.js';
import type { AgentContext } from './context.js';
import { disciplineAnswer } from './discipline.js';
import { heldSubjectAnswer } from './held-subject.js';
import { marketPayGap } from './market-pay-gap.js';
import { notHeldFirst } from './not-held-first.js';
import { payConversion } from './pay-conversions.js';
import { ownPayItem } from './pay-item-asked.js';
import { resultBonusDefault } from './result-bonus-default.js';
import { sectionTrancheMonth } from './section-tranche-month.js';
import { perAskedDate } from './two-dates.js';

/**
 * What answers before any intent's route: a not-held agreement (not-held-first.ts), a subject held as the
 * agreement's own sentences (held-subject.ts), a later section's tranche, an element named (pay-item-asked.ts), a
 * discipline code, a pay conversion, each date asked. `answer` answers another request of the same agent.
 */
export function firstAnswer(
  agentName: AgentName,
  ctx: AgentContext,
  answer: (agentName: AgentName, ctx: AgentContext) => AgentResult,
): AgentResult | undefined {
  const req = ctx.request as TypedRequest;
  return (
    notHeldFirst(ctx, req) ??
    marketPayGap(ctx) ?? // a market average asked: a gap, not a table figure (market-pay-gap.ts)
    heldSubjectAnswer(agentName, ctx) ??
    sectionTrancheMonth(ctx, req) ??
    ownPayItem(agentName, ctx) ??
    resultBonusDefault(ctx, req) ??
    disciplineAnswer(ctx) ??
    payConversion(ctx, (request) => answer(agentName, { ...ctx, request })) ??
    perAskedDate(ctx, (dated) => answer(agentName, dated))
  );
}
