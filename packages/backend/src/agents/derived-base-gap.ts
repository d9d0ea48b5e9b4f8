import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { sectionAsked } from '../kb/section-asked.js';
import { onlyDerived } from '../kb/unread-table.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { derivedTableGap, excludedParameterGap } from './derived-table-gap.js';
import { levelAfterOf } from './shared/levels.js';
import type { Line } from './topic-line.js';

/**
 * A calculation on a level's minimum (its hour, its day) when the level's table at the day asked is only derived
 * (kb/unread-table.ts): the minimum's gap, naming the level, is what opens the answer; the rule (the divisor)
 * may follow; so is a special parameter of the level that the table leaves out. Undefined when no level is known
 * or its table was read on a page.
 */
export function derivedBaseGap(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): Line | undefined {
  const level = req.slots.level;
  if (!level) return undefined;
  const date = req.slots.date ?? ctx.today;
  const section = sectionAsked(ccnl, [ctx.message, ...(ctx.history ?? []).toReversed()].map(readable));
  const pay = levelPayAt(ccnl, level, date, section);
  // ("2° livello parametro 115" where the tables leave the special parameters out: that minimum is the gap.)
  const excluded = pay && excludedParameterGap(ccnl, level, ctx.message, pay.table);
  if (excluded) return excluded;
  if (!pay || !onlyDerived(pay.table)) return undefined;
  return derivedTableGap(ccnl, `il ${levelAfterOf(ccnl, level)}`, date, pay.table);
}

/**
 * Whether the level's minimum the calculation would start from is a special parameter the table leaves out
 * ("2° livello parametro 115"), with no pay of the user's to start from instead: the base is then the gap.
 */
export function excludedParameterBase(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): boolean {
  const level = req.slots.level;
  if (!level || req.slots.amounts.some((a) => a.kind !== 'hours')) return false;
  const pay = levelPayAt(ccnl, level, req.slots.date ?? ctx.today);
  return !!pay && !!excludedParameterGap(ccnl, level, ctx.message, pay.table);
}
