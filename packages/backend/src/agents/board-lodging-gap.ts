import type { Ccnl } from '../kb/schema.js';
import { askOf } from '../reader/off-topic-ask.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Session 41 (fixs41f): the value of board and lodging given to a worker ("il valore convenzionale giornaliero del
 * vitto e dell'alloggio da indicare in busta paga", "quanto vale l'indennità sostitutiva del vitto?") asked of an
 * agreement whose file holds no figure for it: an honest gap, never the agreement's minimum table nor a request
 * for the level. The knowledge base holds such values only for domestic work (data/payroll/domestic-allowances.json),
 * which do not apply to another agreement.
 */
const BOARD = /\bvitto\b|\balloggio\b|\bvitto e alloggio\b|\bpasti? (?:e|o) (?:alloggio|posto letto)\b/;
const ASKS_VALUE =
  /\bvalor[ei]\b|\bquant\w*|\bammont\w*|\bimport\w*|\bvale\b|\bcifr\w*|\bindennita (?:sostitutiv\w*|di vitto|di alloggio|vitto)/;
const EURO = /\d,\d{2} ?€|€ ?\d/;
const DOMESTIC = 'lavoro-domestico';

/** Whether the agreement's file states a figure in euro for board or lodging. */
function holdsBoardFigure(ccnl: Ccnl): boolean {
  return JSON.stringify(ccnl)
    .split(/(?<=[.;])\s+|\\n/)
    .some((s) => BOARD.test(readable(s)) && EURO.test(s));
}

export function boardLodgingGap(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  if (!ccnl || ccnl.id === DOMESTIC || ctx.documents.length) return undefined;
  const ask = askOf(readable(ctx.message));
  if (!BOARD.test(ask) || !ASKS_VALUE.test(ask)) return undefined;
  if (holdsBoardFigure(ccnl)) return undefined;
  return compose({
    answer: `Nel ${ccnl.short_name} il valore di vitto e alloggio forniti al lavoratore ${bold('non è nella base di conoscenza')}: non posso indicarti una cifra giornaliera. I valori convenzionali raccolti sono solo quelli del lavoro domestico, che non valgono per questo contratto.`,
    steps: [
      "Vitto e alloggio forniti dal datore sono retribuzione in natura: il valore da riportare in busta paga va letto nel testo del contratto applicato o nell'accordo integrativo territoriale (presso l'associazione datoriale o il sindacato della provincia).",
      'Se mi indichi il valore che applicate, posso calcolarne l’effetto su lordo, netto e costo.',
    ],
    citations: [],
    related: [`Quali sono i minimi retributivi del ${ccnl.short_name}?`],
  });
}
