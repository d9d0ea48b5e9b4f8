import { LEVEL_PAY } from '../reader/calc-reading-2.js';
import { readable } from '../reader/text.js';

// "quanto diventa?", "quanto viene allora?", "a quanto arriva?": the same figure asked again for the changed case.
const SAME_FIGURE_AGAIN =
  /\bquanto (?:\w+ ){0,2}?(?:diventa|diventerebbe|viene|verrebbe|fa|farebbe|sale|salirebbe|arriva|arriverebbe|risulta)\b|\ba quanto (?:arriva|sale|va)\b/;
// The part-time's own rules asked in the turn (supplementary hours, the minimum hours, clauses): no pay.
const RULES_ASKED =
  /supplementar|clausol|elastic|flessibil|ore minime|minimo di ore|si puo|posso\b|e possibile/;

/**
 * Read as part-time, the turn asks a pay: its own words name one ("minimo part time 50%", "che stipendio"), or
 * it asks the same figure again ("e se a gennaio le alzo l'orario a 30 ore? quanto diventa") after a turn that
 * asked the part-timer's pay.
 */
export function partTimePayAsked(message: string, history: readonly string[] | undefined): boolean {
  const text = readable(message);
  if (LEVEL_PAY.test(text)) return true;
  if (!SAME_FIGURE_AGAIN.test(text) || RULES_ASKED.test(text)) return false;
  const before = readable(history?.at(-1) ?? '');
  return LEVEL_PAY.test(before) && !RULES_ASKED.test(before);
}
