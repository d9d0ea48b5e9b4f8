import { labelledValues } from '../documents/labelled-values.js';
import { indexOf, uploadedText } from '../kb/documents.js';
import { euro, figureValue, percent } from '../kb/format.js';
import { YEAR_RULES } from '../payroll/rules.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "e di INPS su quella busta quanto mi devono trattenere?" beside a payslip with no contribution line: the
 * worker's ordinary INPS share (9,19%) on the payslip's total pay (paga base, contingenza and every other item
 * of the month), never on the level's minimum or the paga base alone. Undefined when the INPS amount is not
 * asked, a rate is asked, the payslip already has a contribution line, states no total, or is an apprentice's
 * or a household worker's (other rates).
 */

const INPS_ASKED = /\b(?:inps|contribut\w* (?:previdenzial\w*|inps)|ivs)\b/;
const AMOUNT_ASKED = /\bquant\w*\b/;
const RATE_ASKED = /\baliquot\w*|\bpercentual\w*|\bche %/;
const CONTRIBUTION_LINE = /\b(?:inps|ivs|fpld)\b|\bcontribut\w* (?:previdenzial\w*|c\/?dip\w*)/i;
const TOTAL =
  /^totale (?:retribuzione|competenze|lordo|retribuzione lorda)\b|^retribuzione lorda\b|^imponibile (?:previdenzial\w*|contributiv\w*|inps)\b/i;
const OTHER_RATES = /\bapprendist\w*|\bcolf\b|\bbadant\w*|\blavoro domestico\b|\bagricol\w*/i;

export function documentInpsDue(ctx: AgentContext): AgentAnswer | undefined {
  const question = readable(ctx.message);
  if (!INPS_ASKED.test(question) || !AMOUNT_ASKED.test(question) || RATE_ASKED.test(question))
    return undefined;
  for (const document of ctx.documents) {
    // (An upload kept as passages only has no text: its passages say whose payslip it is.)
    const { passages } = indexOf(document);
    if (OTHER_RATES.test(uploadedText(document))) continue;
    const values = labelledValues(passages);
    if (values.some((v) => CONTRIBUTION_LINE.test(v.label))) continue;
    const total = values.find((v) => TOTAL.test(v.label.trim()) && !/%/.test(v.label));
    if (!total) continue;
    const pay = figureValue(total.value);
    if (!(pay > 0)) continue;
    const rate = YEAR_RULES[2026].inpsRatePct;
    const due = Math.round(pay * rate) / 100;
    return compose({
      answer: `Sulla busta «${document.fileName}» i contributi INPS a tuo carico sono ${bold(euro(due))}: il ${percent(rate)} del totale della retribuzione del mese (${euro(pay)}, riga «${total.label.trim()}»), non della sola paga base.`,
      steps: [`${euro(pay)} × ${percent(rate)} = ${euro(due)}.`],
      assumptions: [
        `Aliquota ordinaria a carico del dipendente (IVS/FPLD ${percent(rate)}); può variare per settore, dimensioni dell'azienda (per esempio lo 0,30% CIGS) o esoneri.`,
        'Imponibile previdenziale pari al totale della retribuzione in busta (nessuna voce esclusa indicata).',
      ],
      citations: [citePassage(total.passage, `Documento caricato: ${document.fileName}`)],
      related: [],
    });
  }
  return undefined;
}
