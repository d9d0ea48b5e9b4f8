import { euro } from '../kb/format.js';
import { cents, tfrAccrualWorked } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { workedParts } from './worked.js';

const TFR = /\btfr\b|\btrattamento di fine rapporto\b/;

/**
 * "ral 32mila: netto annuale e quanto tfr matura in un anno?": the year's TFR accrual said beside the net, so the
 * second ask is answered too (art. 2120 c.c.: pay ÷ 13,5, less the 0,50% to the INPS guarantee fund). Empty when
 * the question does not name the TFR.
 */
export function tfrBesideNet(message: string, ral: number): { sentence: string; citations: Citation[] } {
  if (!TFR.test(readable(message))) return { sentence: '', citations: [] };
  const worked = tfrAccrualWorked({ annualPay: ral });
  const { net, gross } = worked.result;
  return {
    sentence: ` Il TFR maturato in un anno è di ${bold(euro(cents(net)))}: quota lorda ${euro(cents(gross))} (${euro(cents(ral))} ÷ 13,5) meno lo 0,50% al Fondo di garanzia INPS (${euro(cents(worked.result.guaranteeFund))}).`,
    citations: workedParts(worked).citations,
  };
}
