import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * "Cessazione al 30/11, retribuzione 1.950: quali ratei di 13ª e di 14ª vanno nel cedolino di fine rapporto?":
 * with the pay and the leaving day given, the ratei are amounts to compute, not the agreement's number of
 * monthly payments. The request read as the extra months' pro rata; undefined when the question is not that.
 */
export function leavingRatei(ctx: AgentContext, req: TypedRequest): TypedRequest | undefined {
  if (req.intent !== 'monthly_payments' || !req.slots.endDate) return undefined;
  if (!req.slots.amounts.some((a) => a.kind === 'monthly_gross')) return undefined;
  return /\brate[io]\b/.test(readable(ctx.message)) ? { ...req, intent: 'thirteenth_pro_rata' } : undefined;
}
