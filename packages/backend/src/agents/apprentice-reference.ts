import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * "se assumo un apprendista destinato al 4° livello, quanto lo pago nei primi 12 mesi rispetto ai 1.595,42 del
 * qualificato?": the apprentice's pay is asked, and the figure is the qualified worker's minimum it is a share
 * of, not a figure doubted (the apprenticeship's shares answer it).
 */
const APPRENTICE_PAY_ASKED =
  /\bapprendist\w*\b[^?]{0,160}\bquanto (?:lo |la |li |le |gli )?(?:pag\w*|prend\w*|spett\w*|guadagn\w*|dev\w* (?:dare|pagare|corrispondere))\b|\bquanto (?:lo |la |li |le |gli )?(?:pag\w*|prend\w*|spett\w*|guadagn\w*)\b[^?]{0,60}\bapprendist/;
export const apprenticePayAsked = (text: string) => APPRENTICE_PAY_ASKED.test(text);

/**
 * The figures a question gives beside an apprentice's pay asked are the qualified worker's minimum it is a share of
 * ("rispetto ai 1.595,42 del qualificato"): every figure is the level's minimum at the date. The apprentice's pay
 * is then answered as with no figure given.
 */
export function apprenticeReference(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): boolean {
  const level = req.slots.level;
  if (!level || !apprenticePayAsked(readable(ctx.message))) return false;
  const pay = levelPayAt(ccnl, level, req.slots.date ?? ctx.today);
  const figures = req.slots.amounts.filter((a) => a.kind !== 'hours');
  return (
    pay !== undefined && figures.length > 0 && figures.every((a) => Math.abs(a.value - pay.row.amount) < 0.01)
  );
}
