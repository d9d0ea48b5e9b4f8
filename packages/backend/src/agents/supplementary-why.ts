import { employmentRule } from '../kb/employment-rules.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { referenceCitations } from './law-beside-agreements.js';

/**
 * Why a part-timer's supplementary hours carry the agreement's surcharge and not the law's ("perché 35%? avevo
 * letto che la legge dice 15%", after a turn on those hours): the law's rate (D.Lgs. 81/2015, art. 6 c. 2) applies
 * only when the collective agreement does not regulate supplementary work; the agreement that regulates it sets
 * its own rates. Before, the doubt was read as a new question on the level's pay.
 */

const SUPPLEMENTARY = /\bsupplementar\w*/;
// The rate doubted: "perché 35%?", "come mai il 35", "ma la legge non dice 15%?".
const WHY = /\bperche\b|\bcome mai\b|\bcom'e che\b|\bnon (?:era|dovrebbe essere)\b|\bma la legge\b/;
const LAW = /\blegge\b|\bd\.? ?lgs\b|\bdecreto\b|\bnormativa\b/;
const PERCENT = /\b\d{1,2}(?:[.,]\d)? ?(?:%|per ?cento)/;

/** The agreement of the turn, or of the earlier turn it follows ("CCNL Terziario … 6 ore di supplementare"). */
function agreementAsked(ctx: AgentContext, earlier: string): Ccnl | undefined {
  const own = targetAgreements(ctx).agreements[0];
  return own ?? ctx.kb.recognise(earlier)[0];
}

/** The agreement's supplementary rate set against the law's, when the turn doubts it; undefined otherwise. */
export function supplementaryWhyAnswer(ctx: AgentContext): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  if (!WHY.test(text) || !LAW.test(text) || !PERCENT.test(text)) return undefined;
  // The supplementary hours named in the turn, or the turn before it when this one is short.
  const short = text.split(/\s+/).length <= 25;
  if (!SUPPLEMENTARY.test(text) && !(short && SUPPLEMENTARY.test(earlier))) return undefined;
  const ccnl = agreementAsked(ctx, earlier);
  const rates = ccnl?.part_time?.supplementary_rates;
  if (!ccnl?.part_time || !rates?.length) return undefined;
  const rule = employmentRule('part_time_supplementary');
  const law = rule.values?.surcharge;
  if (law === undefined) return undefined;
  const [first, ...others] = rates;
  const rateSaid = (r: { percent: number; condition?: string }) =>
    `${r.percent}%${r.condition ? ` ${r.condition}` : ''}`;
  const besides = others.map(rateSaid).join('; ');
  const lawCitations = referenceCitations(rule);
  return compose({
    answer: `Perché il ${ccnl.short_name} disciplina il lavoro supplementare e prevede una maggiorazione del ${bold(`${first?.percent}%`)}${besides ? ` (${besides})` : ''}: il ${bold(`${Math.round(law * 100)}%`)} della legge (${rule.reference}) vale solo quando il contratto collettivo applicato non disciplina il supplementare.`,
    steps: [
      `La regola di legge: ${rule.text}`,
      `Nel ${ccnl.short_name}: ${rates.map(rateSaid).join(', ')} (${ccnl.part_time.article ?? 'capitolo sul part-time'}).`,
    ],
    assumptions: [
      `Il contratto applicato è il ${ccnl.short_name}; con un contratto che non disciplina il supplementare si applicherebbe il ${Math.round(law * 100)}% di legge.`,
    ],
    citations: [
      ...citeSources(ccnl, ccnl.part_time.text ?? '', ccnl.part_time.article ?? null, ccnl.part_time.sources),
      ...lawCitations,
    ],
    related: [`Quante ore minime prevede il part-time nel ${ccnl.short_name}?`],
  });
}
