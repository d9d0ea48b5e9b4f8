import { employmentRule } from '../kb/employment-rules.js';
import type { Ccnl } from '../kb/schema.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * An apprentice's levels, asked as the law's rule rather than as a job to classify (on readable text):
 * - "risulto inquadrata due livelli sotto la collega che fa le stesse cose: può farlo?": yes, within the law's
 *   limit of two levels below the level of the qualification the apprenticeship leads to (D.Lgs. 81/2015, art. 42
 *   c. 5 lett. b), as the agreement applies it;
 * - "a marzo finisce: se lo tengono che inquadramento ha, e serve un contratto nuovo?": the level of the
 *   qualification trained for, and the job goes on as an ordinary open-ended one with no new contract (art. 42 c. 4).
 * Each opening is followed by the agreement's own apprenticeship rule when one agreement is named.
 */

const APPRENTICE = /\bapprendist\w*|\bapprendistato\b/;
// "due livelli sotto", "inquadrata un livello più in basso", "sottoinquadrata", "l'apprendista sta sotto".
const LEVELS_BELOW =
  /\b(?:due|un|uno|[12]) livell\w* (?:sotto|inferior\w*|in meno|piu bass\w*|piu in basso)\b|\bsotto-?inquadr\w*|\bapprendist\w* sta sotto\b/;
// Whether it is allowed: "può farlo?", "è normale?", "è legale?", "mi sta fregando?".
const WHETHER_ALLOWED =
  /\bpu[oò] (?:davvero |veramente )?(?:farlo|farl[oa]|inquadrarm\w*|inquadrarl\w*|pagarm\w*)\b|\b(?:e|sia) (?:normale|legale|lecito|regolare|giusto|consentito|possibile)\b|\bfregand\w*|\bfregat[oa]\b|\bin regola\b|\bsi pu[oò]\b/;
// The end of the apprenticeship with the worker kept: "a marzo finisce… se lo tengono", "a fine apprendistato, se
// mi confermano".
const KEPT_AT_END =
  /\bse (?:lo|la|mi|ci|li|le) (?:tengono|tiene|confermano|conferma|teniamo|confermiamo|tengo|confermo)\b|\b(?:a|alla|dopo la) fine (?:del(?:l'|l )?|dell'|di )?apprendistato\b|\b(?:finit[oa]|conclus[oa]|terminat[oa]) l'apprendistato\b/;
// The level asked, not told ("confermata al 4° livello, quale preavviso?" tells it): "che inquadramento deve avere",
// "in che livello va", "quello di prima o quello per cui ha fatto la formazione?".
const LEVEL_ASKED =
  /\b(?:che|quale|qual e il|qual e l'|in che|a che|in quale|a quale) ?(?:inquadrament\w*|livell\w*|qualific\w*)\b|\bquello di prima o\b/;
const NEW_CONTRACT_ASKED =
  /\b(?:contratto|rapporto) nuovo\b|\bnuovo (?:contratto|rapporto)\b|\b(?:firmare|rifare|fare) (?:un |il )?(?:altro |nuovo )?contratto\b/;

function agreementRule(agreements: Ccnl[]): { steps: string[]; citations: Citation[] } {
  const ccnl = agreements.length === 1 ? agreements[0] : undefined;
  const text = ccnl?.apprenticeship.text;
  if (!ccnl || !text) return { steps: [], citations: [] };
  return {
    steps: [`Nel ${ccnl.short_name}: ${text}`],
    citations: citeSources(
      ccnl,
      `${ccnl.short_name}, apprendistato: ${text}`,
      ccnl.apprenticeship.article ?? null,
      ccnl.apprenticeship.sources,
      1,
    ),
  };
}

export function apprenticeLevelsAnswer(text: string, agreements: Ccnl[]): AgentAnswer | undefined {
  if (!APPRENTICE.test(text)) return undefined;
  const below = employmentRule('apprenticeship_levels_below');
  const belowSaid = below.text.replace('{figure}', below.figure);
  const own = agreementRule(agreements);
  if (KEPT_AT_END.test(text) && (LEVEL_ASKED.test(text) || NEW_CONTRACT_ASKED.test(text))) {
    const end = employmentRule('apprenticeship_end');
    return compose({
      answer: `Se alla fine nessuno recede, ${bold('il rapporto prosegue come ordinario rapporto a tempo indeterminato senza un nuovo contratto')} (${end.reference}): non serve firmare nulla. Da quel momento spetta ${bold('il livello corrispondente alla qualifica di destinazione')}, cioè la qualifica per cui è stato formato, con il minimo pieno di quel livello: non più il livello ridotto dell’apprendistato.`,
      steps: [
        `Al termine (${end.reference}): ${end.text.replace('{figure}', end.figure)}.`,
        `Durante l’apprendistato (${below.reference}): ${belowSaid}.`,
        ...own.steps,
      ],
      assumptions: [
        'Apprendistato professionalizzante; il datore di lavoro può recedere solo alla scadenza, con il preavviso che decorre da quel termine.',
      ],
      citations: [...ruleCitations(end), ...ruleCitations(below), ...own.citations],
      related: [],
    });
  }
  if (!LEVELS_BELOW.test(text) || !WHETHER_ALLOWED.test(text)) return undefined;
  return compose({
    answer: `${bold('Sì, entro un limite')}: per legge (${below.reference}) l’apprendista può essere inquadrato ${bold('fino a due livelli inferiori')} rispetto al livello della qualifica per cui viene formato, anche se fa le stesse mansioni di un collega qualificato, oppure pagato in percentuale di quella retribuzione, come stabilisce il contratto collettivo. Più di due livelli sotto non è consentito, e alla fine dell’apprendistato spetta il livello della qualifica di destinazione.`,
    steps: [`La regola (${below.reference}): ${belowSaid}.`, ...own.steps],
    assumptions: [
      'Apprendistato professionalizzante con piano formativo; senza una formazione effettiva il rapporto si considera ordinario e le differenze di paga sono dovute.',
    ],
    citations: [...ruleCitations(below), ...own.citations],
    related: [],
  });
}
