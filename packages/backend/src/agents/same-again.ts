import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

// "idem per la collega, ma al V livello", "e se avesse invece 8 anni, a parità del resto?", "stesse ore ma
// part-time": the sum of the turn before asked again with one setting changed. A follow-up asking something else
// (when a leave lapses, why, who pays) is not one.
const SAME_AGAIN =
  /^(?:e|ma) se\b|\b(?:idem|stess[aeio]|a parit\w*|uguale|anche per|invece|nello stesso caso)\b/;
const ELSE_ASKED = /\b(?:quando|scad\w*|perch[eé]|come mai|entro|chi|dove)\b/;

/**
 * The turn before, when the question asks its sum again with a setting changed and that turn passes `asked`
 * (it asked the sum); undefined otherwise.
 */
export function sameSumBefore(ctx: AgentContext, asked: (turn: string) => boolean): string | undefined {
  const last = ctx.history?.at(-1);
  const text = readable(ctx.message).trim();
  if (!last || !SAME_AGAIN.test(text) || ELSE_ASKED.test(text)) return undefined;
  return asked(last) ? last : undefined;
}
