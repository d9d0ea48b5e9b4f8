import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { ordinaryNightGap } from './ordinary-night-gap.js';
import { ordinarySundayGap } from './ordinary-sunday-gap.js';
import { agreementOf } from './pay-base.js';

/**
 * Saturday hours of a normal week spread over six days ("se spalmo l'orario sui 6 giorni, il sabato devo dare una
 * maggiorazione?", "orario distribuito su sei giorni: il sabato è pagato di più?"): ordinary hours, not overtime,
 * with the premium the agreement's working-time rule gives them (Edilizia art. 5: 8%). Undefined when the week is
 * not said spread over six days, Saturday is not named, or the agreement's working-time text states no such premium.
 */
const SIX_DAYS =
  /\b(?:su|sui|in|nei|per|a) (?:6|sei) giorni\b|\b(?:6|sei) giorni (?:lavorativ\w*|a settimana|settimanal\w*|su 7)\b|\bsettimana (?:lunga|di sei giorni|di 6 giorni)\b/;
const SATURDAY = /\bsabat[oi]\b/;

export function sixDaySaturday(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!SATURDAY.test(text) || !SIX_DAYS.test(text) || ctx.documents.length) return undefined;
  const ccnl = agreementOf(ctx, req);
  const hours = ccnl?.weekly_hours;
  if (!ccnl || !hours?.text) return undefined;
  const clause = hours.text
    .split(/;\s+/)
    .find(
      (c) =>
        /\bsei giorni\b/.test(c) &&
        /\bsabato\b/.test(c) &&
        /\bmaggiorazione\b[^%]{0,20}\d+(?:,\d+)?%/.test(c),
    );
  if (!clause) return undefined;
  const said = clause.replace(/(\d+(?:,\d+)?%)/, (pct) => bold(pct)).replace(/\.$/, '');
  return compose({
    answer: `Sì: nel ${ccnl.short_name}, ${said}. Sono ore di orario normale, non straordinario.`,
    steps: [`Regola: ${hours.text}.`],
    citations: citeSources(ccnl, `Orario: ${hours.text}`, hours.article ?? null, hours.sources, 1),
    related: [`Qual è la maggiorazione per lo straordinario nel ${ccnl.short_name}?`],
  });
}

/** Hours inside the normal schedule asked as overtime: six-day Saturdays, then ordinary Sunday and night hours. */
export const ordinaryHoursPremium = (ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined =>
  sixDaySaturday(ctx, req) ?? ordinarySundayGap(ctx, req) ?? ordinaryNightGap(ctx, req);
