import { contributionsExcluded } from './contributions-excluded.js';
import type { TypedRequest } from './request.js';

/**
 * Two asks in one question, read as the calculation that answers both:
 * - a tax rule at an income asked across two years ("Ulteriore detrazione del cuneo per un reddito di 37.000 €:
 *   quanto spetta nel 2026? Cambia rispetto al 2025?"): the rule at that income, not two agreements compared;
 * - the year's pay and its TFR with the contributions left out ("retribuzione annua (14 mensilità), TFR dell'anno
 *   e loro somma, contributi esclusi?"): the employer's cost without contributions, which gives all three;
 * - a pay's yearly net and its TFR ("ral 32mila: netto annuale e quanto tfr matura in un anno?"): the net, whose
 *   answer carries the year's TFR accrual too.
 * Runs on the readable text.
 */

const RULE = /detrazion|\bcuneo\b|trattamento integrativo|scaglion|aliquota aggiuntiv|prima fascia/;
const TFR = /\btfr\b|trattamento di fine rapporto/;
// The year's pay by name: "retribuzione annua", "lordo annuo", "RAL", "su 13 mensilità", "(14 mensilità)".
const YEAR_PAY =
  /\bretribuzion\w* (?:annu\w*|su \d{2} mensilita|dell'anno)|\blordo annu\w*|\bannu\w* lord\w*|\b1[234] mensilita\b/;
// The 0,50% to the guarantee fund taken off the TFR is no employer contribution left out of a cost.
const GUARANTEE_FUND = /\bfondo di garanzia\b|\b0[,.]50? ?%/;
// The TFR's own net ("quota TFR netta", "TFR netto", "netto del TFR") is not the pay's net.
const TFR_NET = /\b(?:tfr|quota)(?: tfr)? nett\w*|\bnett\w* (?:del |di )?(?:tfr|quota)\b/g;
const NET = /\bnett[oaie]\b/;
// The pay's net by its period ("netto annuo", "netto annuale", "netto al mese"): not "al netto del contributo"
// nor a TFR "lorda e netta".
const NET_PAY = /\bnett[oa] (?:annu\w*|anual\w*|mensil\w*|all'anno|al mese)\b/;

export function readAskedPairs(request: TypedRequest, text: string): Partial<TypedRequest> {
  const { intent, slots } = request;
  const incomeOnly = slots.amounts.length > 0 && slots.amounts.every((a) => a.kind === 'ral');
  if (intent === 'comparison' && !slots.agreements.length && incomeOnly && RULE.test(text))
    return { intent: 'payroll_rules' };
  if (
    ['gross_to_net', 'minimum_pay', 'tfr'].includes(intent) &&
    TFR.test(text) &&
    YEAR_PAY.test(text) &&
    contributionsExcluded(text) &&
    !GUARANTEE_FUND.test(text) &&
    !NET.test(text.replace(TFR_NET, ' '))
  )
    return { intent: 'employer_cost' };
  if (
    intent === 'tfr' &&
    slots.amounts.some((a) => a.kind === 'ral') &&
    NET_PAY.test(text.replace(TFR_NET, ' ')) &&
    !/\brivalut/.test(text)
  )
    return { intent: 'gross_to_net' };
  return {};
}
