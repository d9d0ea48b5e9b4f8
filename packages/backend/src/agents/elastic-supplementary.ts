import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { withOpenings } from './multi-part.js';
import { supplementaryAnswer } from './supplementary.js';
import { elasticAnswer } from './supplementary-value.js';

/**
 * The elastic clause asked: named in the turn, or in the turn before when this short one asks its allowance,
 * surcharge or another year ("e x il 2024 invece quant era l indennita annua?").
 */
export function elasticAsked(text: string, history?: readonly string[]): boolean {
  if (/\belastic/.test(text)) return true;
  const earlier = readable(history?.at(-1) ?? '');
  return (
    /\belastic/.test(earlier) &&
    text.split(/\s+/).length <= 16 &&
    /\bindennit\w*|\bmaggioraz\w*|\b(?:nel|per il|il) 20\d\d\b/.test(text)
  );
}

/**
 * "quanto pago in più le ore supplementari e cosa comporta la clausola elastica?": both rules asked, each opens
 * its part in the order the question names them (the elastic clause alone answers a question that names only it).
 */
export function elasticOrSupplementary(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  const elastic = elasticAnswer(ctx, req, ccnl);
  const text = readable(ctx.message);
  const supplementary = /\bsupplementar/.exec(text);
  if (!elastic || !supplementary) return elastic;
  const extra = supplementaryAnswer(ctx, req, ccnl);
  const elasticFirst = (/\belastic/.exec(text)?.index ?? 0) < supplementary.index;
  return elasticFirst ? withOpenings(elastic, [extra]) : withOpenings(extra, [elastic]);
}
