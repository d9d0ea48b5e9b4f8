import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentContext } from './context.js';
import { hourlyRow } from './domestic-pay.js';

/**
 * The hourly minimum of a level paid by the hour (domestic workers who do not live in), on the date asked or
 * the last day of the year asked: the pay an overtime, night or Sunday hour is valued on when the question
 * gives the level but no pay ("livello D, la paghiamo il minimo a ore").
 */
export function levelHourly(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): number | undefined {
  const level = req.slots.level;
  if (!level || req.slots.cohabiting) return undefined;
  const year = req.slots.taxYear ?? Number(ctx.today.slice(0, 4));
  const date = req.slots.date ?? `${year}-12-31`;
  return hourlyRow(ccnl, level, date)?.row.amount;
}
