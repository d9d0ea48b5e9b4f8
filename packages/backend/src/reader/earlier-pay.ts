import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { saysMinimumOnly } from './minimum-only.js';
import type { Intent, TypedRequest } from './request.js';
import { readSlots } from './slots.js';
import { readable } from './text.js';

/**
 * A calculation asked with no pay of its own ("quanto mi resta netto al mese?", "quota di TFR su questa
 * retribuzione?") right after a turn that only stated the pay ("mi hanno offerto una RAL di 38.000",
 * "retribuzione lorda mensile 2.000 per 14 mensilità") is computed on that pay: the two turns are one case.
 */
const NEEDS_PAY: ReadonlySet<Intent> = new Set([
  'gross_to_net',
  'net_to_gross',
  'tfr',
  'thirteenth_pro_rata',
  'employer_cost',
]);
const PAY = new Set(['ral', 'monthly_gross', 'net']);
const CARRIED = ['payments', 'municipality', 'province', 'region', 'dependants'] as const;

/** The request with the pay the previous turn stated, when it states none and names no level to compute from. */
export function withEarlierPay(
  kb: KnowledgeBase,
  req: TypedRequest,
  previous: string | undefined,
  text = '',
): TypedRequest {
  if (previous === undefined || !NEEDS_PAY.has(req.intent) || req.slots.level !== undefined) return req;
  if (req.slots.amounts.some((a) => PAY.has(a.kind))) return req;
  // ("io ho solo il minimo": the level's minimum is the pay, not a figure the turn before told, minimum-only.ts.)
  if (saysMinimumOnly(text)) return req;
  const earlier = readSlots(kb, readable(previous), previous);
  const pay = earlier.amounts.filter((a) => PAY.has(a.kind));
  if (!pay.length || earlier.level !== undefined) return req;
  const slots = { ...req.slots, amounts: [...req.slots.amounts, ...pay] };
  // The same case: its payments and where the worker lives, unless the turn says them again.
  for (const key of CARRIED)
    if (slots[key] === undefined && earlier[key] !== undefined) Object.assign(slots, { [key]: earlier[key] });
  return { ...req, slots };
}
