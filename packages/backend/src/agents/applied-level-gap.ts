import type { Ccnl } from '../kb/schema.js';
import { readAgreements } from '../reader/agreements.js';
import { appliedAgreement } from '../reader/own-agreement.js';
import type { TypedRequest } from '../reader/request.js';
import { namesAgreement } from '../reader/scope.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { householdNoticePair } from './household-notice-pair.js';
import { levelDifference, weighsLevels } from './level-difference.js';
import { levelsIn } from './level-gap-asked.js';
import { sectionComparison } from './section-comparison.js';
import { twoLevelsNotice } from './two-levels-notice.js';

/**
 * Two levels' gap ("quanto prende in più un 4° rispetto a un 5°"), in the one agreement asked or, when the
 * conversation carried several ("una coop sociale, una ditta di pulizie e vigilanza … nella ditta di pulizie
 * applichiamo il Multiservizi: un'addetta al 2° livello" then "e una di 3 liv quanto prende in più rispetto a lei?"),
 * in the one the earlier turn said it applies to the worker compared. Undefined when no gap is asked.
 */
export function levelGapAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  // Two levels' notice weighed ("è lo stesso per tutti e due o cambia col livello?"): two-levels-notice.ts.
  const notice =
    twoLevelsNotice(ctx, req, ccnl) ?? (req.intent === 'notice' ? householdNoticePair(ctx) : undefined);
  if (notice) return notice;
  if (ccnl && weighsLevels(ctx, req)) {
    // "Per un 3° livello, quanto cambia tra la tabella alberghi normale e quella dei minori?" after a gap of two
    // levels: one level named in two tables of the agreement is the tables' gap (section-comparison.ts), not the
    // levels' gap with the earlier turn's level.
    const bySection = levelsIn(ccnl, ctx.message).length < 2 ? sectionComparison(ctx, req) : undefined;
    return bySection ?? levelDifference(ctx, req, ccnl);
  }
  const previous = ctx.history?.at(-1);
  if (req.slots.agreements.length < 2 || !previous) return undefined;
  // "ok e nel fipe, da giugno 2027, quanto c'è tra un 4 e un 5 livello?" after a comparison of FIPE and Turismo:
  // the turn names one of the agreements compared, and the gap between two levels is asked in that one.
  const named = readAgreements(ctx.kb, readable(ctx.message)).known;
  const one = named.length === 1 && req.slots.agreements.includes(named[0] as number) ? named[0] : undefined;
  const oneCcnl = one === undefined ? undefined : ctx.kb.byCategory(one);
  // (Both levels in the turn: "e rispetto a un operaio 2° livello Multiservizi?" after a FIPE 5° weighs two agreements.)
  if (oneCcnl && levelsIn(oneCcnl, ctx.message).length >= 2) {
    const narrowed = {
      ...req,
      intent: 'minimum_pay' as const,
      slots: { ...req.slots, agreements: [one as number] },
    };
    return weighsLevels(ctx, narrowed) ? levelDifference(ctx, narrowed, oneCcnl) : undefined;
  }
  if (namesAgreement(ctx.kb, readable(ctx.message))) return undefined;
  const applied = appliedAgreement(ctx.kb, readable(previous));
  const own =
    applied !== undefined && req.slots.agreements.includes(applied) ? ctx.kb.byCategory(applied) : undefined;
  if (!own) return undefined;
  const narrowed = { ...req, slots: { ...req.slots, agreements: [applied as number] } };
  return weighsLevels(ctx, narrowed) ? levelDifference(ctx, narrowed, own) : undefined;
}
