import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * The Cassa Edile set-aside for holidays and Christmas bonus asked as one subject ("qual è la percentuale
 * complessiva per ferie e gratifica natalizia degli operai e come si ripartisce?", "quanto vale la percentuale
 * lorda per ferie e gratifica su quella cifra, e quanto va accantonato in Cassa Edile?"): in a building agreement
 * whose 13th-month rule sends both to the Cassa Edile, the holidays named beside the bonus are a share of the
 * set-aside, not the holidays' own rule (weeks, hours), so no part of the question is answered apart.
 */
// "ferie e gratifica natalizia", "tredicesima e ferie": the two shares named together, as the set-aside's pair.
export const PAIR =
  /\bferie e (?:la |per (?:la )?)?(?:gratifica|tredicesim\w*|13(?:a|esima)\b)|\b(?:gratifica natalizia|gratifica|tredicesim\w*|13(?:a|esima)) e (?:le |per (?:le )?)?ferie\b/;
// Another subject asked beside the set-aside ("quanto preavviso … E quanto si versa alla Cassa Edile?"): its own part.
const OTHER_SUBJECT =
  /\bpreavvis\w*|\bprova\b|\bmalatti\w*|\blivell\w*|\bminim[oi]\b|\btfr\b|\bscatt[oi]\b|\bpermess\w*|\brol\b|\borario\b|\bnett[oi] in busta\b/;
const SET_ASIDE = /\bpercentual\w*|\baccanton\w*|\bcassa edile\b|\baliquot\w*/;

export function cassaEdileSetAsideWhole(ctx: AgentContext, request: TypedRequest): boolean {
  const text = readable(ctx.message);
  if (!PAIR.test(text) || !SET_ASIDE.test(text) || OTHER_SUBJECT.test(text)) return false;
  const ids = request.slots.agreements;
  if (ids.length !== 1) return false;
  const rule = ctx.kb.byCategory(ids[0] as number)?.monthly_payments?.text;
  return typeof rule === 'string' && /cassa edile/i.test(rule);
}
