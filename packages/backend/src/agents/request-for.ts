import { claimedFigure, claimedRule } from '../reader/claimed-figure.js';
import { readQuestion } from '../reader/read.js';
import type { TypedRequest } from '../reader/request.js';
import { ruleClaimIntent } from '../reader/rule-claim.js';
import type { AgentName } from './agents.js';
import type { AgentContext } from './context.js';
import { presentClaim } from './fixs22d-claim.js';
import { levelSettledBefore } from './job-level-before.js';

/** The question read into a typed request: the one given (a model's), else the rule reader's. */
export function requestFor(agentName: AgentName, ctx: AgentContext): TypedRequest {
  const request =
    ctx.request ??
    readQuestion({
      kb: ctx.kb,
      message: ctx.message,
      history: ctx.history ?? [],
      categories: ctx.categories,
      documents: ctx.documents.length,
      agent: agentName,
      today: ctx.today,
    });
  // A figure believed and asked to be confirmed is read on this turn alone (../reader/claimed-figure.ts).
  const claim = claimedFigure(ctx.message).claim ? claimedFigure(ctx.message) : presentClaim(ctx.message);
  // (A follow-up's pay of the job whose level the turn before asked: the level proposed, job-level-before.ts.)
  const read = claimedRule({ ...request, slots: { ...request.slots, ...claim } }, ctx.message);
  return levelSettledBefore(ctx, ruleClaimIntent(read, ctx.message));
}
