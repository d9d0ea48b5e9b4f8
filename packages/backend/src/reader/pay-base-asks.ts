import { boardInPay } from './board-lodging-pay.js';
import { contractMonths } from './contract-months.js';
import { incrementsOnMinimum } from './increments-on-minimum.js';
import type { TypedRequest } from './request.js';
import { statedLevelMinimum } from './stated-level-minimum.js';
import { yearTiedPay } from './year-tied-pay.js';

/**
 * The figures a calculation rests on, read from how the question states them, in order: a year's figure
 * (year-tied-pay.ts), the contract's months (contract-months.ts), board and lodging in a live-in worker's pay
 * (board-lodging-pay.ts), a stated level's minimum asked (stated-level-minimum.ts), the increments asked on a
 * minimum (increments-on-minimum.ts). Returns the fields changed.
 */
export function payBaseAsks(req: TypedRequest, text: string): Partial<TypedRequest> {
  let out: TypedRequest = req;
  const changed: Partial<TypedRequest> = {};
  for (const f of [yearTiedPay, contractMonths, boardInPay, statedLevelMinimum, incrementsOnMinimum]) {
    const step = f(out, text);
    Object.assign(changed, step);
    out = { ...out, ...step };
  }
  return changed;
}
