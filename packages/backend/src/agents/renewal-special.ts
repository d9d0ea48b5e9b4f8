import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import { ceasedLevelMove } from './ceased-level.js';
import type { AgentContext } from './context.js';
import { indexedMinimumAhead } from './indexed-minimum-ahead.js';
import { istatIndexation } from './istat-indexation.js';
import { lumpLevelTotal } from './lump-level-total.js';
import { namedTranchesSum } from './named-tranches-sum.js';

/**
 * The renewal questions of one agreement with an answer of their own: a level's una tantum summed
 * (lump-level-total.ts), the move out of an abolished level (ceased-level.ts), an ISTAT-indexed minimum of a year
 * not out yet, per hour or at another level (indexed-minimum-ahead.ts), the tranches an earlier turn named summed
 * (named-tranches-sum.ts), the yearly ISTAT adjustment's measure (istat-indexation.ts).
 */
export function specialRenewal(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  date: string | undefined,
): AgentAnswer | undefined {
  return (
    istatIndexation(ctx, ccnl) ??
    namedTranchesSum(ctx, req, ccnl) ??
    lumpLevelTotal(ctx, req, ccnl) ??
    ceasedLevelMove(ctx, ccnl) ??
    indexedMinimumAhead(ctx, req, ccnl, date)
  );
}
