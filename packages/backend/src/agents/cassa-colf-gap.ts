import { toSourceRef } from '../payroll/payroll-data.js';
import { askedClause } from '../reader/asking-clause.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { payrollData } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * The domestic agreement's own fund (Cas.sa.Colf, "assistenza contrattuale") asked by its amount: the knowledge
 * base holds the INPS bands, not the fund's hourly contribution, so the answer says the amount is missing
 * instead of giving the INPS figures as if they answered it. A question that also asks the INPS contributions
 * is left to their answer, which says the fund's share is not counted.
 */

const FUND = /\bcas\.?\s?sa\.?\s?colf\b|\bcassa ?colf\b|\bassistenza contrattuale\b/;
// "a parte la cassa colf", "escluso il contributo Cas.sa.Colf", "senza contare la cassa colf", "la cassa colf la
// guardiamo a parte": the fund is set aside, the question asks something else (the net, the INPS share).
const SET_ASIDE = new RegExp(
  String.raw`\b(?:a parte|tranne|salvo|esclus[oaie]|eccetto|senza contare|senza considerare|non contando|tolt[oaie]|lasciando stare|lasciando perdere)\s+(?:(?:il|la|lo|l'|i|le|gli|quell[oaie']|quest[oaie']|del|della|dei)\s*)?(?:(?:contribut[oi]|quot[ae]|versament[oi]|trattenut[ae])\s+(?:(?:del|della|alla|per la|di)\s+)?)?(?:${FUND.source})`,
  'g',
);
const SET_ASIDE_AFTER = new RegExp(
  String.raw`(?:${FUND.source})(?:\s+[a-z']+){0,3}?\s+(?:a parte|da parte|separatamente|esclus[oaie]|(?:stare|perdere|fuori)|non (?:la |lo |li )?(?:conto|contiamo|consideriamo))\b`,
  'g',
);
// "da versare insieme ai contributi INPS", "che si paga con i contributi INPS", "oltre ai contributi INPS": the INPS
// contributions named as what the fund is paid beside, not asked themselves.
const INPS_BESIDE =
  /\b(?:insieme (?:a|ai|con i)|assieme (?:a|ai)|oltre (?:a|ai)|con|nel(?:lo)? stess[oa] \w+ de[il]|nel bollettino de[il]|accanto ai|unitamente ai)\s+(?:(?:i|ai)\s+)?(?:contribut[oi]|versament[oi]|bollettin[oi])\s+(?:\w+\s+)?inps\b/g;
const AMOUNT_ASKED =
  /\bquant[oaie]\b|\bimport\w*|\bquot[ae]\b|\bcontribut\w*|\bcost\w*|\ba carico\b|\bvers\w*|\bpag\w*/;

export function cassaColfGap(ctx: AgentContext, domestic: boolean): AgentAnswer | undefined {
  const said = readable(ctx.message);
  const text = said.replace(SET_ASIDE, ' ').replace(SET_ASIDE_AFTER, ' ');
  if (text !== said && !FUND.test(text)) return undefined;
  const ask = FUND.test(text) ? askedClause(text).replace(INPS_BESIDE, ' ') : askedClause(text);
  // ("…Cas.sa.Colf? e quanta parte è a carico del lavoratore?": a short turn after the fund asked is about it.)
  const earlier = readable(ctx.history?.at(-1) ?? '');
  const fund =
    FUND.test(text) || (FUND.test(earlier) && text.split(/\s+/).length <= 12 && !/\binps\b/.test(text));
  if (!fund || !AMOUNT_ASKED.test(ask) || /\binps\b/.test(ask)) return undefined;
  if (!domestic && !/\bcolf\b|\bbadant|\blavoro domestico\b/.test(text)) return undefined;
  const regime = payrollData()?.domestic.no_withholding;
  return compose({
    answer: `${bold('Il contributo Cas.sa.Colf (assistenza contrattuale) del lavoro domestico non è nella base di conoscenza')}: l'importo orario e la quota a carico del lavoratore non sono disponibili.`,
    steps: [
      "La base di conoscenza dice solo che dalla paga della colf o della badante si trattengono la quota INPS del lavoratore e l'eventuale quota Cas.sa.Colf; l'importo va letto sulle tabelle della Cassa o dell'INPS dell'anno.",
    ],
    citations: regime ? sourceCitations(regime.sources.map((x) => toSourceRef(x))) : [],
    related: [
      'Quanto sono i contributi INPS 2026 per una colf a 20 ore settimanali pagata 8 euro l’ora?',
      'La famiglia deve trattenere l’IRPEF alla colf?',
    ],
  });
}
