import { italianDate } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { partTimePercentOf } from './document-pay-basis.js';
import { documentRequest, documentText, hasDocumentFacts, withDocumentFacts } from './document-request.js';
import { documentDate } from './document-topics.js';
import { agreementOf } from './pay-base.js';

/**
 * An uploaded payslip's una tantum asked ("c'è una voce una tantum rinnovo: è giusta?"), or why it is what it is
 * ("perche solo 65 euro? ai colleghi full time hanno dato di piu"): the renewal's instalment of the payslip's month
 * at its level, in proportion to its part-time (lump-level.ts), not a passage of the payslip quoted.
 */
const LUMP = /\buna ?tantum\b/;
const WHY = /^(?:ma |e )?(?:perche|come mai)\b/;

export function documentLump<R>(
  ctx: AgentContext,
  req: TypedRequest,
  answer: (ctx: AgentContext) => R,
): R | undefined {
  if (!ctx.documents.length || hasDocumentFacts(ctx)) return undefined;
  const own = readable(ctx.message);
  const previous = readable(ctx.history?.at(-1) ?? '');
  if (!LUMP.test(own) && !(WHY.test(own.trim()) && LUMP.test(previous))) return undefined;
  const text = documentText(ctx);
  if (!LUMP.test(readable(text))) return undefined;
  const month = documentDate(text);
  const read = documentRequest(ctx, { ...req, intent: 'renewal' });
  const ccnl = read ? agreementOf(ctx, read) : undefined;
  if (!read || !ccnl || !month || !read.slots.level || !ccnl.validity.una_tantum_levels?.length)
    return undefined;
  const part = partTimePercentOf(text, ccnl.weekly_hours.value);
  const request: TypedRequest = {
    ...read,
    intent: 'renewal',
    slots: { ...read.slots, date: month, ...(part ? { partTimePercent: part } : {}) },
  };
  // The instalment asked by the payslip's month, as the worker would name it.
  const message = `Una tantum di ${italianDate(month.slice(0, 7))}: ${ctx.message}`;
  return answer(withDocumentFacts({ ...ctx, message }, request));
}
