import { documentTexts } from '../documents/summed-items.js';
import type { Ccnl } from '../kb/schema.js';
import { LAW_LEAVE, leaveKindsOf } from '../reader/asked-topic.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { lawLeaveClaim } from './law-leave-claims.js';
import { offeredDaysLine } from './leave-amounts.js';
import { leaveAnswer } from './leave-kinds.js';

/**
 * An uploaded request for a leave the law grants ("chiede che la giornata sia considerata come riposo retribuito"),
 * asked yes or no ("siamo tenuti a retribuirgli la giornata?"): the law's verdict and rule, as without the document.
 * An uploaded letter granting fewer days of an agreement's leave than the agreement gives ("il congedo matrimoniale
 * Le viene concesso … 8 giorni"), asked whether it is right: the agreement's days against the letter's
 * (leave-amounts.ts). A payslip or any document with amounts is left to the document's own checks.
 */
export function documentLeaveAnswer(ctx: AgentContext, shown: Ccnl[]): AgentAnswer | undefined {
  const text = documentTexts(ctx.documents)
    .map((d) => d.text)
    .join('\n');
  if (!text || /€|\beur\b|\bbusta paga\b|\bcedolino\b/i.test(text)) return undefined;
  const kinds = [...new Set(leaveKindsOf(readable(text)))];
  const kind = kinds.length === 1 ? kinds[0] : undefined;
  if (!kind || leaveKindsOf(readable(ctx.message)).some((k) => k !== kind)) return undefined;
  const withDocument = { ...ctx, history: [...(ctx.history ?? []), text] };
  if (!LAW_LEAVE.has(kind))
    return offeredDaysLine(ctx.message, text, kind, shown) ? leaveAnswer(withDocument, shown) : undefined;
  if (!lawLeaveClaim(ctx.message, kind, shown, withDocument.history)) return undefined;
  return leaveAnswer(withDocument, shown);
}
