import { euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentContext } from './context.js';
import { partShare } from './part-share.js';
import { agreementOf, type PayBase } from './pay-base.js';

/**
 * A part-timer's own monthly pay given with the weekly hours ("24 ore a settimana … 1.070,25 di minimo
 * riproporzionato"): the hour is read from the full-time pay it stands for (the figure over the part-time share),
 * not from the part-time figure over the full-time divisor.
 */
export function partTimerFigure(
  ctx: AgentContext,
  req: TypedRequest,
  base: PayBase | undefined,
): PayBase | undefined {
  // (Only a monthly or yearly pay the user told: the level's table minimum is already the full-time pay, and
  // the hours valued are a count, not a pay.)
  const told = req.slots.amounts.some(
    (a) => a.kind !== 'hours' && a.kind !== 'inps' && a.kind !== 'irpef' && !a.perHour,
  );
  if (!base || !told || req.slots.weeklyHours === undefined) return base;
  const ccnl = base.ccnl ?? agreementOf(ctx, req);
  const share = ccnl ? partShare(ccnl, undefined, req.slots.weeklyHours) : undefined;
  if (!share) return base;
  const whole = cents(base.monthly / share.share);
  return {
    ...base,
    monthly: whole,
    annual: cents(base.annual / share.share),
    label: `${base.label} per un ${share.label}, pari a ${euro(whole)} a tempo pieno`,
    assumptions: [
      ...base.assumptions,
      `Part-time: la paga oraria è quella del tempo pieno (${euro(base.monthly)} ÷ (${share.formula}) = ${euro(whole)}), perché il part-time riduce le ore pagate, non il valore di ciascuna (D.Lgs. 81/2015, art. 7).`,
    ],
  };
}
