import { levelSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { RESULT } from '../reader/result-asked.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { partTimeMinimum } from './part-time-minimum.js';

/**
 * "e dal prossimo aumento quanto diventa, sempre con 20 ore?" after a part-timer's pay: the next tranche is the
 * day, the figure asked is the pay at the conversation's hours on that day's table (with the items it named),
 * not the full-time minimum the tranche brings. Undefined when no reduced schedule is set or no pay is asked.
 */
export function renewalAtHours(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  level: string | undefined,
  after: string | undefined,
): AgentAnswer | undefined {
  const { weeklyHours, partTimePercent } = req.slots;
  if (!level || !after || (weeklyHours === undefined && partTimePercent === undefined)) return undefined;
  if (!RESULT.test(readable(ctx.message))) return undefined;
  const next = levelSteps(ccnl, level).find((s) => s.from > after);
  if (!next) return undefined;
  return partTimeMinimum(
    ctx,
    { ...req, intent: 'minimum_pay', slots: { ...req.slots, date: next.from } },
    ccnl,
  );
}
