import { findLevel } from '../kb/pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { withEveryAnswer } from './multi-part.js';
import type { PayBase } from './pay-base.js';
import { tfrOrCostBase } from './year-tfr.js';

/**
 * "passa dal Metalmeccanici industria al Confapi: un C3 che lì sarebbe 5° livello, quanto TFR matura nell'uno e
 * nell'altro?": the year's TFR at each agreement's own level, side by side, the first agreement's answer first.
 * Only with two agreements, no pay stated and a level the question names in the second agreement beside the one
 * read for the first; else the first agreement's TFR alone, as before.
 */

// Both sides asked: "nell'uno e nell'altro", "in entrambi", "nei due contratti", "rispetto al", "la differenza".
const EACH_ASKED =
  /\bnell'?uno e nell'?altro\b|\bentramb\w*|\btutti e due\b|\bnei due\b|\bdue contratti\b|\brispetto (?:al|a|all')\b|\bconfront\w*|\bdifferenz\w*|\bcon (?:il|l'|quello del) ?(?:altro|secondo|nuovo)\b|\bin (?:ciascun|ognun)\w*\b/;

type TfrAnswer = (ctx: AgentContext, req: TypedRequest, base: PayBase) => AgentAnswer;

/** `tfr` answers one agreement (tfr-answers.ts, which calls this). */
export function tfrEachAgreement(
  ctx: AgentContext,
  req: TypedRequest,
  base: PayBase,
  tfr: TfrAnswer,
): AgentAnswer {
  const first = tfr(ctx, req, base);
  const [, otherId, ...more] = req.slots.agreements;
  if (otherId === undefined || more.length || req.slots.amounts.length) return first;
  const text = readable(ctx.message);
  if (!EACH_ASKED.test(text)) return first;
  const other = ctx.kb.byCategory(otherId);
  const own = req.slots.level;
  // The second agreement's level, read with the first one's code taken out ("C3" is no level of the other).
  const said = own ? text.replace(new RegExp(`\\b${own.toLowerCase()}\\b`, 'g'), ' ') : text;
  const level = other && findLevel(other, said, false);
  if (!other || !level) return first;
  const otherReq: TypedRequest = { ...req, slots: { ...req.slots, agreements: [otherId], level } };
  const otherCtx = { ...ctx, request: otherReq };
  const otherBase = tfrOrCostBase(otherCtx, otherReq);
  if (!otherBase) return first;
  return withEveryAnswer(first, [first, tfr(otherCtx, otherReq, otherBase)]);
}
