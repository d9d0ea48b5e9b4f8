import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { domesticWeekOvertime } from './domestic-week-overtime.js';
import { listedItemsCheck } from './listed-items.js';
import { listedItemsTotal } from './listed-items-total.js';
import { monthlyTotal } from './monthly-total.js';
import { renewalChangeAsked } from './renewal-change-asked.js';
import { seniorityPremium } from './seniority-premium-year.js';
import { standbyFirst } from './standby-callout.js';

/**
 * The cases answered once the documents have had their turn and the agreement is known, before the general
 * routes: on call (standby-callout.ts), then a payslip's items typed with a doubt or summed (listed-items.ts).
 */
export function agreementFirst(
  agentName: string,
  ctx: AgentContext,
  req: TypedRequest,
  agreement: Ccnl | undefined,
): AgentAnswer | undefined {
  return (
    standbyFirst(agentName, ctx, req, agreement) ??
    domesticWeekOvertime(ctx, req, agreement) ?? // a domestic week's overtime by band
    renewalChangeAsked(ctx, agreement) ?? // a renewal's change named by its standard's code
    seniorityPremium(ctx, agreement) ?? // a seniority premium's month and year
    listedItemsCheck(ctx, req, agreement) ??
    listedItemsTotal(ctx, req, agreement) ??
    monthlyTotal(ctx, req, agreement)
  );
}
