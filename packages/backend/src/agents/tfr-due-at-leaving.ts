import { askedClause } from '../reader/asking-clause.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { LEAVING_DUES } from './employment-law-asks.js';
import { MONTHLY_TFR } from './law-asks.js';
import { lawCitations } from './law-facts.js';

/**
 * Whether the TFR is still due when the worker leaves ("se mi dimetto il tfr lo perdo o me lo danno lo stesso? e
 * quando", "se mi licenziano mi spetta il TFR?"): yes, at any ending of the employment, and it is paid with the
 * dues of the last payslip (or stays in the pension fund chosen). Before, the year's TFR was computed again and
 * the question went unanswered. Not when an amount is asked ("quanto TFR mi danno se mi dimetto?").
 */
const LEAVING =
  /\bdimett\w*|\bdimission\w*|\bdimess\w*|\blicenzi\w*|\bme ne vado\b|\bcambio lavoro\b|\blascio\b/;
const WHETHER_DUE =
  /\b(?:lo|la) perd\w*|\bperd\w* (?:il )?tfr\b|\b(?:me|te|gli|ce) (?:lo|la) (?:danno|da|dara\w*|pagano|paga|devono)\b|\bspett\w* (?:lo stesso|comunque|ugualmente)\b|\bho diritto\b|\b(?:lo stesso|comunque|ugualmente)\b/;

export function tfrDueAtLeaving(message: string): AgentAnswer | undefined {
  const text = readable(message);
  const asked = askedClause(text);
  if (!/\btfr\b|\btrattamento di fine rapporto\b|\bliquidazione\b/.test(text) || !LEAVING.test(text))
    return undefined;
  if (!WHETHER_DUE.test(asked) || /\bquant[oaie]\b|\bche (?:tfr|cifra|importo)\b/.test(asked))
    return undefined;
  const dues = LEAVING_DUES.text.replace('{figure}', LEAVING_DUES.figure);
  const paid = MONTHLY_TFR.text.replace('{figure}', MONTHLY_TFR.figure);
  return compose({
    answer: `${bold('Il TFR spetta anche in caso di dimissioni: non si perde')}, perché è dovuto a ogni fine del rapporto (dimissioni, licenziamento, scadenza del termine). Si paga alla cessazione, con le competenze di fine rapporto dell'ultima busta paga; se lo hai destinato a un fondo pensione, resta nel fondo (${LEAVING_DUES.reference}).`,
    steps: [
      `La regola: ${dues.charAt(0).toUpperCase()}${dues.slice(1)}`,
      `${paid.charAt(0).toUpperCase()}${paid.slice(1)}`,
    ],
    assumptions: [
      'Lavoratore dipendente del settore privato; il CCNL o la prassi aziendale possono fissare il giorno del pagamento, di solito con le competenze dell’ultimo mese.',
    ],
    citations: [...lawCitations(LEAVING_DUES, dues), ...lawCitations(MONTHLY_TFR, paid)],
    related: ['Quanto TFR matura in un anno?', 'Quanti giorni di preavviso servono per dimettersi?'],
  });
}
