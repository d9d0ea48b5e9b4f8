import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

// "quanto vale ciascun mio scatto", "ogni singolo scatto", "un singolo scatto": the value of one increment.
const EACH_ASKED =
  /\b(?:ciascun[oa]?|ogni|il singolo|un singolo|uno solo|ognuno)\b[^?.]{0,25}\bscatt|\bscatt\w*[^?.]{0,20}\b(?:ciascuno|ognuno|uno per uno|l'uno)\b|\bquanto vale (?:un|uno|lo|il mio) scatto\b/;
// "quanti ne ho al massimo", "fino a quanti scatti", "numero massimo di scatti".
const MAX_ASKED =
  /\b(?:al|il|un) massimo\b|\bmassim[oi] (?:di |degli )?scatt|\bfino a quanti\b|\bquanti (?:scatti )?(?:ne )?(?:posso|si possono|se ne possono) (?:avere|maturare|prendere)\b|\bin tutto\b[^?.]{0,20}\bmassimo\b/;

/**
 * "Quanto vale ora ciascun mio scatto e quanti ne ho in tutto al massimo?": the value of one increment on the
 * level and, when asked, the agreement's maximum number; the increments matured by the years told follow.
 * Undefined when the question asks neither one increment nor the maximum.
 */
export function eachIncrementAnswer(
  ccnl: Ccnl,
  question: string,
  levelLabel: string,
  each: number,
  matured: number | undefined,
): string | undefined {
  const text = readable(question);
  const asksEach = EACH_ASKED.test(text);
  const max = ccnl.seniority_increments.max_count;
  const asksMax = MAX_ASKED.test(text) && max !== null && max !== undefined;
  if (!asksEach && !asksMax) return undefined;
  const parts = [
    `Nel ${ccnl.short_name} ogni scatto di anzianità del ${levelLabel} vale ${asksEach ? bold(euro(each)) : euro(each)} al mese`,
    ...(asksMax
      ? [
          `il contratto ne prevede al massimo ${bold(`${max} scatti`)} (${euro(cents(each * (max ?? 0)))} al mese in tutto)`,
        ]
      : []),
    ...(matured !== undefined ? [`con l'anzianità indicata ne hai maturati ${matured}`] : []),
  ];
  return `${parts.join('; ')}.`;
}
