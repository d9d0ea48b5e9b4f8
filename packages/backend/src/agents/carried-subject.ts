import { topicsOf } from '../kb/topics.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

// "E il collega al 3° livello?", "e se invece …", "anche per lui?": a turn that goes on from the earlier one.
const GOES_ON = /^\s*(?:e|ed|invece|anche|pure|stessa cosa|lo stesso|mentre)\b/i;
const SHORT_WORDS = 25;

/**
 * A follow-up with no subject of its own ("E il collega che è al 3° livello, quanto prende?" after a question on
 * the sector's seniority amount): the earlier turn's subject carries over, read with this turn's changes after
 * it. Undefined when there is no earlier turn or the turn does not read as a follow-up.
 */
export function withCarriedSubject(ctx: AgentContext): AgentContext | undefined {
  const earlier = ctx.history?.at(-1);
  if (!earlier) return undefined;
  const words = ctx.message.trim().split(/\s+/).length;
  if (!GOES_ON.test(ctx.message) && words > SHORT_WORDS) return undefined;
  const message = `${earlier} ${ctx.message}`;
  // (The subject is the earlier turn's words: the request read on this turn alone has none.)
  if (!topicsOf(readable(earlier)).length) return undefined;
  const { request: _alone, ...rest } = ctx;
  return { ...rest, message, history: ctx.history?.slice(0, -1) };
}
