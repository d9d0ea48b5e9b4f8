/**
 * "e la tredicesima che mi danno a dicembre quanto sarà?" beside an October payslip whose fixed pay is exactly
 * the level's table minimum: the 13th is paid on December's pay, and a tranche that starts in between (Terziario
 * from 1 November 2026) raises it — the December table's minimum, not October's. A payslip paying more than the
 * minimum (a superminimum, increments) keeps its own pay: only a pay that is the table itself follows the table.
 *
 *   atDecemberTable(ctx, req): TypedRequest
 */
import { findLevel, levelPayAt } from '../kb/pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { documentDate } from './document-topics.js';

const PAID_ASKED =
  /\bdicembre\b|\b(?:mi|le|gli) (?:danno|daranno|pagano|pagheranno|arriva|arrivera)\b|\bsara\b|\bprendero\b/;
const ACCRUED_SO_FAR = /\bmaturat\w*|\bfinora\b|\bfino ad? (?:ora|oggi)\b|\bad oggi\b|\bcompreso\b/;

export function atDecemberTable(ctx: AgentContext, req: TypedRequest): TypedRequest {
  const { slots } = req;
  const gross = slots.amounts.find((a) => a.kind === 'monthly_gross');
  if (req.intent !== 'thirteenth_pro_rata' || slots.amounts.length !== 1 || !gross || slots.endDate)
    return req;
  // (The 13th to be paid, "a dicembre", "quanto sarà": not the share accrued so far, which is on the pay so far.)
  const question = readable(ctx.message);
  if (!PAID_ASKED.test(question) || ACCRUED_SO_FAR.test(question)) return req;
  const ccnl = ctx.kb.byCategory(slots.agreements[0] ?? -1);
  const text = documentText(ctx);
  const month = documentDate(text);
  const level = slots.level ?? (ccnl ? findLevel(ccnl, text) : undefined);
  if (!ccnl || !level || !month) return req;
  const year = ctx.today.slice(0, 4);
  if (month.slice(0, 4) !== year) return req;
  const then = levelPayAt(ccnl, level, month);
  const december = levelPayAt(ccnl, level, `${year}-12-01`);
  if (!then || !december || Math.abs(then.row.amount - gross.value) > 0.005) return req;
  if (Math.abs(december.row.amount - gross.value) < 0.005) return req;
  return {
    ...req,
    slots: { ...slots, amounts: [{ ...gross, value: december.row.amount }] },
  };
}
