import { uploadedText } from '../kb/documents.js';
import { figureValue } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * "quanto doveva essere la rivalutazione sul fondo di fine 2024?" beside a TFR statement that states its fund at a
 * year's end ("Fondo TFR al 31/12/2024 .... 12.400,00") but leaves the revaluation blank ("vedi conguaglio"): the
 * TFR request on that fund, for the next year's coefficient and its 17% tax, as if the fund had been told.
 * Undefined when no revaluation is asked, the question gives its own fund, or no document states one.
 */
const ASKS_REVALUATION = /\brivalut\w*/;
// "la rivalutazione del 2026 la controlleremo a parte", "diamo per buona anche la rivalutazione": named, not asked.
const SET_ASIDE =
  /\b(?:a parte|per buon[oaie]|per scontat\w*|lasci\w* (?:stare|fuori|perdere)|tralasci\w*|non (?:mi |ci )?(?:serve|interessa)|esclus[oaie]|separatamente|in un secondo momento)\b/;

/** A revaluation asked in a sentence that does not set it aside. */
const revaluationAsked = (text: string): boolean =>
  text
    .split(/(?<=[.;?!])\s+/)
    .some((sentence) => ASKS_REVALUATION.test(sentence) && !SET_ASIDE.test(sentence));
const FUND =
  /\bfondo(?: tfr)?(?: accantonato)? (?:al|a fine) 31[/.-]12[/.-](20\d\d)\b[^\d\n]{0,60}?(\d{1,3}(?:\.\d{3})*,\d{2})/i;

export function documentRevaluation(ctx: AgentContext, req: TypedRequest): TypedRequest | undefined {
  if (!ctx.documents.length || !revaluationAsked(readable(ctx.message))) return undefined;
  if (req.slots.amounts.some((a) => a.value >= 100)) return undefined;
  for (const document of ctx.documents) {
    const text = uploadedText(document);
    const found = FUND.exec(text);
    if (!found?.[1] || !found[2]) continue;
    const year = Number(found[1]);
    return {
      ...req,
      intent: 'tfr',
      slots: {
        ...req.slots,
        amounts: [{ kind: 'other', value: figureValue(found[2]) }],
        // (The revaluation asked is the one at the next 31 December, on the fund of the year before.)
        date: `${year + 1}-12-31`,
        taxYear: year + 1,
      },
    };
  }
  return undefined;
}
