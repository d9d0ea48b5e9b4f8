/**
 * "a parità di ore (20 settimanali), quale dei due contratti prevede il minimo più alto e di quanto?": minimums
 * compared for a part-timer are each agreement's monthly minimum at the level, in proportion to the weekly hours
 * over its own full-time week (D.Lgs. 81/2015, art. 7; payroll rules §9), not the full-time minimums. Undefined
 * unless two agreements, a level both have and part-time hours are read, and pay is what is compared.
 *
 *   partTimeComparison(ctx, req): AgentAnswer | undefined
 */
import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, levelMinimumCitations } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

const PAY_COMPARED = /\bminim\w*|\bpaga\b|\bstipendi\w*|\bretribu\w*|\bguadagn\w*|\bprend\w*|\bpaga di piu\b/;

export function partTimeComparison(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const { agreements, level, weeklyHours } = req.slots;
  if (req.intent !== 'comparison' || agreements.length < 2 || !level || !weeklyHours) return undefined;
  if (!PAY_COMPARED.test(readable(ctx.message))) return undefined;
  const date = req.slots.date ?? ctx.today;
  const sides = [];
  for (const id of agreements) {
    const ccnl = ctx.kb.byCategory(id);
    const full = ccnl?.weekly_hours.value;
    const pay = ccnl && levelPayAt(ccnl, level, date);
    if (!ccnl || !pay || !full || weeklyHours >= full) return undefined;
    sides.push({ ccnl, pay, full, share: cents((pay.row.amount * weeklyHours) / full) });
  }
  const sorted = [...sides].sort((a, b) => b.share - a.share);
  const [high, low] = [sorted[0], sorted[1]];
  if (!high || !low) return undefined;
  const name = levelShort(level);
  const each = sides
    .map(
      (s) =>
        `${bold(euro(s.share))} nel ${s.ccnl.short_name} (${euro(s.pay.row.amount)} × ${weeklyHours}/${s.full})`,
    )
    .join('; ');
  const gap = cents(high.share - low.share);
  const verdict =
    gap < 0.01
      ? 'i due minimi sono uguali'
      : `il più alto è nel ${high.ccnl.short_name}, ${bold(`${euro(gap)} in più`)} al mese`;
  return compose({
    answer: `A parità di orario (${weeklyHours} ore settimanali), il minimo mensile del ${name} al ${italianDate(date)} è ${each}: ${verdict}.`,
    steps: sides.map(
      (s) =>
        `${s.ccnl.short_name}: minimo a tempo pieno ${euro(s.pay.row.amount)} (tabella dal ${italianDate(s.pay.table.effective_from)}, ${s.full} ore settimanali) × ${weeklyHours} / ${s.full} = ${euro(s.share)}`,
    ),
    assumptions: [
      'Part-time: il minimo si riproporziona alle ore rispetto all’orario pieno del contratto (D.Lgs. 81/2015, art. 7); lo stesso livello in entrambi i contratti.',
    ],
    citations: sides.flatMap((s) =>
      levelMinimumCitations(s.ccnl, `${s.ccnl.short_name}, ${name}`, s.pay.row.amount, s.pay.table),
    ),
    related: [],
  });
}
