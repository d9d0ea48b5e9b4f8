import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { withoutDeniedLevels } from '../reader/levels.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentContext } from './context.js';
import { levelOfEarlierTurn } from './level-per-agreement.js';

/**
 * The level the request names when the agreement has it, else the one the message names; a follow-up that names
 * none ("e se fossi lì da 5 anni?") keeps the level an earlier turn gave this agreement.
 */
export function levelOf(
  ccnl: Ccnl,
  request: TypedRequest | undefined,
  ctx: AgentContext,
): string | undefined {
  const named = request?.slots.level;
  if (named && ccnl.levels.some((l) => l.level === named)) return named;
  // ("non quadro, non I livello": the levels denied are not the one named.)
  return (
    findLevel(ccnl, withoutDeniedLevels(ctx.message)) ??
    (ctx.history?.length ? levelOfEarlierTurn(ctx, ccnl) : undefined)
  );
}
