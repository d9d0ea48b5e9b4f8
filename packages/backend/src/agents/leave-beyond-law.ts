import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import { TOP_UP_ASKED } from './maternity-top-up.js';

/**
 * Session 34 (fixs34h): a leave asked as the agreement's own days on top of the law's ("il ccnl logistica mi da
 * anche dei giorni di permesso pagato per la nascita in più di quelli di legge? quanti?"). When the knowledge base
 * holds no rule of the agreement for that leave, the figure asked is missing: the gap opens, and the law's rule
 * follows only as context, without the pay figures (a percentage of the law is not the agreement's answer).
 */

// "in più di quelli di legge", "oltre a quelli previsti dalla legge", "in aggiunta alla legge", "oltre la legge";
// "il contratto dà qualcosa in più per la nascita?", "prevede qualche giorno in più?", "ne dà di più?".
const BEYOND_LAW =
  /(?<!\b(?:sapere|saperne|capire|capirne|dirmi|dirci|conoscere|spiegarmi) )\b(?:qualcosa in|qualche \w+ (?:in|di)|altr[io] \w+ in) piu\b|\b(?:da|danno|dia|prevede|riconosce|aggiunge) (?:anche )?(?:qualcosa )?(?:in|di) piu\b|\bin piu (?:di|dei|rispetto a(?:i)?) (?:quell\w* )?(?:di|della|previst\w* dalla|stabilit\w* dalla) legge\b|\boltre (?:a )?(?:quell\w* )?(?:di|della|previst\w* dalla) legge\b|\bin aggiunta (?:a quell\w* di |alla )legge\b|\boltre (?:la|alla) legge\b/;

// ", pagati al 100% della retribuzione": a pay clause of the law's rule.
const PAY_CLAUSE =
  /,?\s*(?:pagat|retribuit|indennizzat)\w* (?:al|all'|con l')\s*\d+(?:,\d+)?%[^,;()]*?(?=\s*[,;()]|$)/g;

// "dal 2025 3 mesi pagati all’80%, 6 mesi al 30% (entro i 6 anni del figlio…)": any clause of the law's rule that
// carries a percentage, with the parenthesis that qualifies it.
const PERCENT_CLAUSE = /[^,;:()]*\d+(?:,\d+)?\s?%[^,;:()]*(?:\([^)]*\))?/g;

// A maternity or parental leave's pay asked beyond the law's percentage: "il contratto integra l'indennità oltre l'80%
// dell'INPS?", "mi pagano la maternità al 100%?" (maternity-top-up.ts).
const PAID_LEAVE = /maternit|parental/;

export function beyondLawGap(
  message: string,
  shown: readonly Ccnl[],
  label: string,
  lawLine: string,
): string[] | undefined {
  const text = readable(message);
  const topUp = PAID_LEAVE.test(label) && TOP_UP_ASKED.test(text);
  if (shown.length !== 1 || !(topUp || BEYOND_LAW.test(text))) return undefined;
  const ccnl = shown[0] as Ccnl;
  const context = lawLine
    .replace(/\*\*/g, '')
    .replace(PAY_CLAUSE, ' ')
    .replace(PERCENT_CLAUSE, ' ')
    .replace(/([:;,])(?:\s*[,;])+/g, '$1')
    .replace(/,\s*([:;])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,;.])/g, '$1');
  return [
    topUp
      ? `Nel ${ccnl.short_name} ${bold(`un’integrazione del contratto oltre l’indennità di legge (${label}) non è nella base di conoscenza`)}: le fonti lette non la riportano, da verificare sul testo del contratto o su un accordo aziendale.`
      : `Nel ${ccnl.short_name} ${bold(`i giorni propri del contratto in più di quelli di legge (${label}) non sono nella base di conoscenza`)}: le fonti lette non danno il numero.`,
    `Per confronto, ${context.charAt(0).toLowerCase()}${context.slice(1)}`,
  ];
}
