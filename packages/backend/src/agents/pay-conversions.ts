import { askedSentence } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { documentNet } from './document-net.js';
import { hourlyToMonth } from './hourly-month.js';
import { minimumLevelMissing } from './minimum-level-missing.js';
import { netRaiseAnswer } from './net-raise.js';
import { sameNetRespread } from './same-net-respread.js';

// "che RAL serve davvero?", "mi servono il lordo mensile e la RAL corrispondenti", "a che lordo corrisponde?".
const GROSS_ASKED =
  /\b(?:che|quale?|quant[oa]|qual e)\b[^?.]{0,30}\b(?:ral|lord[oa])\b|\b(?:ral|lord[oa])\b[^?.]{0,40}\b(?:serv\w*|corrispond\w*|devo|bisogna|occorr\w*)\b|\bmi serv\w* (?:il|la) (?:ral|lord\w*)/;
// Intents a net-to-gross ask is read as when its story names a rule or a payslip ("1% aggiuntivo sopra la prima
// fascia", "il consulente mi ha fatto una RAL…").
const OTHER_ITEM =
  /\btredicesim\w*|\bquattordicesim\w*|\btfr\b|\bferie\b|\bstraordinar\w*|\bindennit\w*|\bscatt[oi]\b|\bmensilit\w* aggiuntiv\w*/;
const MISREAD: ReadonlySet<TypedRequest['intent']> = new Set(['payroll_rules', 'payslip_check']);

/**
 * A net promised and the gross asked for it ("garantirle 850 € netti per 14 mensilità: che RAL serve?"), read as
 * a rule or a payslip check because of the story around it: the net-to-gross it asks. Undefined otherwise.
 */
function netToGrossAsked(ctx: AgentContext, req: TypedRequest): TypedRequest | undefined {
  const kinds = req.slots.amounts.map((a) => a.kind);
  // ("nella lettera allegata ho promesso un netto: che RAL devo mettere?": the letter's net, document-net.ts.)
  const ofLetter = !req.slots.amounts.length && documentNet(ctx) !== undefined;
  if (!MISREAD.has(req.intent) && !(ofLetter && req.intent === 'document_question')) return undefined;
  if (!(kinds.includes('net') || ofLetter) || kinds.includes('ral') || kinds.includes('monthly_gross'))
    return undefined;
  const asked = askedSentence(readable(ctx.message));
  if (!GROSS_ASKED.test(asked) || /\bnett\w*\b[^?.]{0,20}$/.test(asked)) return undefined;
  // ("a quanto ammonterà la tredicesima lorda?" beside a payslip's net: an item's gross, not the pay for a net.)
  if (OTHER_ITEM.test(asked)) return undefined;
  return { ...req, intent: 'net_to_gross' };
}

/**
 * Pay figures turned into the one asked before any other route reads them as a net or a payslip: an hourly pay
 * into the month's gross by the agreement's divisor (hourly-month.ts), a net raise into the gross raise that
 * gives it (net-raise.ts), a monthly gross into the one of another count of payments with the same yearly net
 * (same-net-respread.ts), a net promised into its gross (answered again as net-to-gross); a RAL weighed against
 * the minimum with no level asks for the level (minimum-level-missing.ts).
 */
export function payConversion(
  ctx: AgentContext,
  again: (request: TypedRequest) => AgentAnswer,
): AgentAnswer | undefined {
  const req = ctx.request as TypedRequest | undefined;
  if (!req) return undefined;
  const converted =
    hourlyToMonth(ctx, req) ??
    netRaiseAnswer(ctx, req) ??
    sameNetRespread(ctx.message, req) ??
    minimumLevelMissing(ctx, req);
  if (converted) return converted;
  const asked = netToGrossAsked(ctx, req);
  return asked ? again(asked) : undefined;
}
