import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { type PayBase, payBase } from './pay-base.js';

/**
 * A payslip's figure checked on the gross of the answer before ("la paga minima del 3° livello?" then "con quel
 * lordo mi hanno trattenuto 160 di INPS, va bene?"): the turn points back to a gross it does not repeat, and the
 * turn before asked the level's minimum, so the minimum of the level and day carried is the gross weighed.
 * Undefined when the turn names no earlier gross or the conversation asked no minimum.
 */
const POINTS_BACK =
  /\b(?:quel|questo|quello|stesso|tale)\s+(?:lordo|minimo|stipendio|importo)\b|\b(?:lordo|minimo) (?:di prima|che mi hai (?:detto|dato|indicato|calcolato)|appena (?:detto|calcolato))\b/;
const MINIMUM_ASKED = /\bminim[oi]\b(?! di ore| orari)/;

export function earlierMinimumGross(ctx: AgentContext, req: TypedRequest): PayBase | undefined {
  const before = ctx.history?.at(-1);
  if (!before || !POINTS_BACK.test(readable(ctx.message)) || !MINIMUM_ASKED.test(readable(before)))
    return undefined;
  if (!req.slots.level || req.slots.amounts.some((a) => a.kind === 'monthly_gross' || a.kind === 'ral'))
    return undefined;
  return payBase(ctx, { ...req, slots: { ...req.slots, amounts: [] } });
}
