import { cents, tfrAccrualWorked } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';

/** The TFR of this year's own accrual: "accantonato quest'anno", "maturato nell'anno". */
const YEARS_OWN =
  /\b(?:accantonat|maturat)\w* (?:(?:solo |proprio )?(?:quest'anno|quest anno|nell'anno|in quest'anno|nel corso dell'anno))\b/;

/**
 * A TFR revaluation that speaks of the year's quota ("quella quota", "la quota di quest'anno") after a pay and
 * names no amount itself revalues the quota that pay accrues (net of the guarantee fund, payroll rules §7),
 * not the pay itself. Undefined when the question revalues a fund it states, or no quota.
 */
export function quotaOfPay(req: TypedRequest, text: string): number | undefined {
  // "35 mila lordi … di quanto si rivaluta il TFR che ho accantonato quest'anno?": the year's accrual on that pay.
  const ral = req.slots.amounts.find((a) => a.kind === 'ral')?.value;
  if (ral !== undefined && YEARS_OWN.test(text) && !req.slots.amounts.some((a) => a.kind === 'other'))
    return cents(tfrAccrualWorked({ annualPay: ral }).result.net);
  if (!/\bquot[ae]\b/.test(text) || req.slots.amounts.some((a) => a.kind === 'other')) return undefined;
  // Only a follow-up that names no amount of its own ("e quella quota?"): a fund stated is revalued itself.
  const figures = text.replace(/\d+(?:[.,]\d+)?\s*%/g, ' ').replace(/\b20\d\d\b/g, ' ');
  if (/\d{3}/.test(figures)) return undefined;
  if (ral === undefined) return undefined;
  return cents(tfrAccrualWorked({ annualPay: ral }).result.net);
}
