import type { Ccnl } from '../kb/schema.js';
import { indexationAsked } from '../reader/indexation-asked.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { indexationClause } from './reference-tranche.js';

/**
 * "l'adeguamento istat dei minimi è ancora all'80% o è cambiato?", "la rivalutazione istat è cambiata con il
 * rinnovo?": the agreement's yearly adjustment of its minimums to the cost of living, as the renewal's text in the
 * knowledge base states it with its measure ("adeguamento ISTAT portato dall'80% al 90% della variazione del costo
 * della vita"). Undefined when the question asks no such adjustment, or the agreement states none with a measure.
 */
export function istatIndexation(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  // (An increase asked beside it, "quale incremento dal 2027 e in che misura si rivalutano i minimi?", is the
  // renewal's answer, whose tranche line names the adjustment's measure: reference-tranche.ts.)
  const text = readable(ctx.message);
  if (!indexationAsked(text) || /\b(?:aument|increment|tranche)\w*/.test(text)) return undefined;
  const clause = indexationClause(ccnl);
  if (!clause) return undefined;
  const renewal = ccnl.validity.last_renewal;
  return compose({
    answer: `Nel ${ccnl.short_name}, adeguamento annuale dei minimi al costo della vita: ${bold(clause)} (${renewal}).`,
    citations: citeSources(ccnl, ccnl.validity.text ?? clause, null, ccnl.validity.sources),
    related: [`Quali sono i minimi retributivi in vigore nel ${ccnl.short_name}?`],
  });
}
