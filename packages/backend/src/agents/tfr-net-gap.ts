import { euro } from '../kb/format.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { withLeaveCounted } from './tfr-protected-leave.js';

/**
 * The TFR asked net ("quanto TFR netto prendo?", "il mio TFR lordo è 18.000: quanto mi resta netto?"). At the
 * end of the job the TFR is taxed on its own (tassazione separata, art. 19 TUIR) at an average rate that depends
 * on the years before (shared/data/payroll-rules.md §7): the rules held give no way to compute that rate, so the
 * net is not computed and the answer says so, beside the gross it gives. The revaluation's net (its 17% tax) is
 * another question and is computed (tfr-answers.ts).
 */

const TFR_NET =
  /\btfr\b(?:[^?.;]|\.(?=\d)){0,60}?\bnett[oa]\b|\bnett[oa]\b(?:[^?.;]|\.(?=\d)){0,30}?\b(?:del |di |sul |il )?(?:tfr|liquidazione)\b|\bliquidazione nett[oa]\b/;
const REVALUATION = /\brivalut|\bsostitutiv/;

/** Whether the question asks the TFR's own net, not its revaluation's. */
export function asksTfrNet(message: string): boolean {
  const text = readable(message);
  return TFR_NET.test(text) && !REVALUATION.test(text);
}

export const TFR_NET_GAP =
  'Il netto del TFR invece non lo calcolo: alla fine del rapporto il TFR ha una tassazione separata (art. 19 TUIR), con un’aliquota media che dipende dai redditi degli anni precedenti, e le regole fiscali che consulto non permettono di ricavarla; l’importo indicato è lordo.';

/** The answer with the gap said right after its opening (the gross figure stays first). */
export function withTfrNetGap(told: AgentAnswer, message: string): AgentAnswer {
  const answer = withLeaveCounted(told, message); // maternity's months counted (tfr-protected-leave.ts)
  if (!asksTfrNet(message)) return answer;
  const add = (text: string) => {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.trim() !== '');
    if (at < 0) return text;
    lines[at] = `${lines[at]} ${TFR_NET_GAP}`;
    return lines.join('\n');
  };
  return { ...answer, text: add(answer.text), brief: add(answer.brief) };
}

// "il mio TFR lordo è di 18.000", "TFR lordo 18.000 euro", "ho 18.000 € di TFR lordo": the gross the user states.
const GROSS_STATED =
  /\btfr (?:\w+ ){0,2}?lordo (?:\w+ ){0,2}?(?:€ ?)?(\d{1,3}(?:\.\d{3})+|\d{4,6})(?:,\d{2})?\b|(\d{1,3}(?:\.\d{3})+|\d{4,6})(?:,\d{2})? ?(?:€|euro)? (?:\w+ ){0,2}?tfr lordo\b/;

/** "il mio TFR lordo è 18.000: quanto mi resta netto?": the gross given, the net not computed. */
export function statedTfrNet(message: string): AgentAnswer | undefined {
  if (!asksTfrNet(message)) return undefined;
  const m = GROSS_STATED.exec(readable(message));
  const raw = m?.[1] ?? m?.[2];
  if (!raw) return undefined;
  const gross = Number(raw.replace(/\./g, ''));
  return compose({
    answer: `Il TFR lordo che indichi è ${bold(euro(gross))}. ${bold('Il netto non lo calcolo')}: alla fine del rapporto il TFR ha una tassazione separata (art. 19 TUIR), con un’aliquota media che dipende dai redditi degli anni precedenti, e le regole fiscali che consulto non permettono di ricavarla.`,
    steps: [
      'Il datore di lavoro trattiene l’imposta quando liquida il TFR; l’Agenzia delle Entrate può poi ricalcolarla e chiedere la differenza o rimborsarla.',
    ],
    citations: [],
    related: ['Quanto TFR matura in un anno con una RAL di 30.000 €?'],
  });
}
