import { euro } from '../kb/format.js';
import type { LocalTaxes } from '../payroll/local-taxes.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * "il collega dice che l'addizionale comunale si paga solo sui 500 € sopra la soglia di esenzione": a municipal
 * exemption threshold is a threshold, not an allowance (payroll rules §5): an income above it pays the rate on the
 * whole of it. The claim that only the part above it is taxed gets its **No** first, with the rule.
 */

// "solo sui 500 € sopra la soglia", "solo sulla parte eccedente", "come una franchigia".
const ABOVE_ONLY =
  /\bsolo (?:su|sui|sulla|sulle|sul|per)\b[^?.;]{0,40}?\b(?:sopra|oltre|eccedent\w*|in piu|che supera\w*)\b|\bfranchigia\b/;

export function thresholdClaimVerdict(
  message: string,
  local: LocalTaxes,
  income: number,
): string | undefined {
  const rule = local.municipal?.rule;
  const threshold = rule?.exemptionThreshold;
  if (!rule || !threshold || income <= threshold || !ABOVE_ONLY.test(readable(message))) return undefined;
  return `${bold('No')}: la soglia di esenzione di ${euro(threshold)} dell'addizionale comunale (${local.municipal?.place}) non è una franchigia: superata la soglia, l'aliquota si applica a tutto il reddito, non solo alla parte che la supera.`;
}
