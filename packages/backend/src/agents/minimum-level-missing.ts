import { euro } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/steps.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { asPayments, DEFAULT_PAYMENTS, isDomestic } from './pay-base.js';

// "è sopra o sotto il minimo?", "rispetta il minimo contrattuale?", "non voglio una cifra sotto il minimo".
const MINIMUM_WEIGHED =
  /\b(?:sopra|sotto|inferiore|superiore|rispett\w*|arriv\w*|raggiung\w*|in regola con|conform\w* al?) (?:o sotto |o sopra )?(?:al |il |a )?minim[oi]\b/;

/**
 * "RAL 28 mila, 13 mensilità: è sopra o sotto il minimo contrattuale?" with no level: the minimum depends on
 * the level, so it is asked for, with the yearly span of the agreement's minimums (lowest and highest level ×
 * payments) and the month the RAL gives, rather than a net nobody asked.
 */
export function minimumLevelMissing(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (req.slots.level || req.slots.jobDescription) return undefined;
  const text = readable(ctx.message);
  if (!MINIMUM_WEIGHED.test(text)) return undefined;
  const ral = req.slots.amounts.find((a) => a.kind === 'ral')?.value;
  if (ral === undefined || req.slots.amounts.some((a) => a.kind === 'net')) return undefined;
  const { agreements, how } = targetAgreements(ctx);
  const ccnl = how === 'none' || agreements.length !== 1 ? undefined : agreements[0];
  if (!ccnl || isDomestic(ccnl)) return undefined;
  const date = req.slots.date ?? ctx.today;
  const minimums = ccnl.levels
    .map((l) => levelPayAt(ccnl, l.level, date)?.row.amount)
    .filter((v): v is number => v !== undefined && v > 0);
  if (!minimums.length) return undefined;
  const payments =
    asPayments(req.slots.payments) ?? asPayments(ccnl.monthly_payments.value) ?? DEFAULT_PAYMENTS;
  const low = cents(Math.min(...minimums) * payments);
  const high = cents(Math.max(...minimums) * payments);
  const answer = `Dipende dal livello. Per dire se una RAL di ${euro(ral)} è sopra o sotto il minimo del ${ccnl.short_name} mi serve ${bold('il livello di inquadramento')} (o la mansione, per trovarlo): il minimo cambia da livello a livello. Su ${payments} mensilità la RAL dà ${euro(cents(ral / payments))} lordi al mese; i minimi tabellari annui vanno da ${euro(low)} a ${euro(high)} secondo il livello.`;
  return compose({ answer, citations: [], related: [] });
}
