import { terms } from '../kb/text.js';
import { topicsOf } from '../kb/topics.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { speaksOf } from './passage-relevance.js';

/** The passage that answered an earlier turn with no topic ("quanto versiamo a Cadiprof?"), or undefined. */
function answeringPassage(ctx: AgentContext, earlier: string, scope?: string[]): string | undefined {
  const found = ctx.kb.search(earlier, scope ? { ccnlIds: scope } : {})[0];
  return found && speaksOf(earlier, found.item.text, ctx.kb.agreements) ? found.item.text : undefined;
}

/**
 * Whether a follow-up names, in two words side by side that the earlier turn did not use, a subject the passage
 * holds ("e con la cassa edile come funziona?"): it asks that passage, not something past it.
 */
function namesAnew(message: string, earlier: string, passage: string): boolean {
  if (anotherCaseHeld(message, earlier, passage)) return true;
  const words = readable(message).split(/[^\p{L}]+/u);
  const before = readable(earlier);
  const text = readable(passage);
  return words.some((w, i) => {
    const next = words[i + 1];
    if (!next || w.length < 4 || next.length < 4) return false;
    const pair = `${w} ${next}`;
    return text.includes(pair) && !before.includes(pair);
  });
}

// "E per gli stagionali OTD?", "e per un part-time?": the earlier question asked again for another case.
const FOR_ANOTHER = /^\s*(?:e|ed|invece|mentre)\s+(?:invece\s+)?(?:per|nel caso d\w*)\b/i;

/**
 * Whether a follow-up asks the earlier question for another case the passage itself holds ("E per gli stagionali
 * OTD quanto si versa al giorno?" after the bilateral body's yearly sum for open-ended workers, the passage giving
 * both): a word of the turn the earlier one did not use is in the passage, so that passage answers again.
 */
function anotherCaseHeld(message: string, earlier: string, passage: string): boolean {
  if (!FOR_ANOTHER.test(message)) return false;
  const before = new Set(terms(earlier));
  const text = new Set(terms(passage));
  return terms(message).some((t) => t.length > 2 && !before.has(t) && text.has(t));
}

// "E il collega al 3° livello?", "e se invece …", "anche per lui?": a turn that goes on from the earlier one.
const GOES_ON = /^\s*(?:e|ed|invece|anche|pure|stessa cosa|lo stesso|mentre)\b/i;
const SHORT_WORDS = 25;

/**
 * A follow-up with no subject of its own ("E il collega che è al 3° livello, quanto prende?" after a question on
 * the sector's seniority amount): the earlier turn's subject carries over, read with this turn's changes after
 * it. Undefined when there is no earlier turn or the turn does not read as a follow-up; `scope`: the agreements
 * the passages of an earlier turn with no topic of its own are searched in.
 */
export function withCarriedSubject(ctx: AgentContext, scope?: string[]): AgentContext | undefined {
  const earlier = ctx.history?.at(-1);
  if (!earlier) return undefined;
  const words = ctx.message.trim().split(/\s+/).length;
  if (!GOES_ON.test(ctx.message) && words > SHORT_WORDS) return undefined;
  const message = `${earlier} ${ctx.message}`;
  // (The subject is the earlier turn's words: the request read on this turn alone has none.)
  // (Or a subject only the file's passages hold, which answered the earlier turn: Cadiprof's contribution. The
  // follow-up asks something more: the passage already given is left out of its answer.)
  const given = topicsOf(readable(earlier)).length ? undefined : answeringPassage(ctx, earlier, scope);
  if (!topicsOf(readable(earlier)).length && !given) return undefined;
  const { request: _alone, ...rest } = ctx;
  // (Not left out when this turn names the passage's own subject: it asks that passage again.)
  const past = given && !namesAnew(ctx.message, earlier, given);
  const said = past ? { said: [...(ctx.said ?? []), given] } : {};
  return { ...rest, message, history: ctx.history?.slice(0, -1), ...said };
}

/**
 * A follow-up whose best passage is the one the earlier turn was answered with ("quanto versiamo a Cadiprof?"
 * then "e se lo studio non li paga, al dipendente cosa spetta?"): it asks something more, so that passage is left
 * out (`said`) when another one is found. Undefined when the turn is no follow-up or the passage is new.
 */
export function pastEarlierPassage(
  ctx: AgentContext,
  best: string | undefined,
  scope?: string[],
): AgentContext | undefined {
  const earlier = ctx.history?.at(-1);
  if (!earlier || !best || ctx.said || !GOES_ON.test(ctx.message)) return undefined;
  // ("e con la cassa edile come funziona?" after a trasferta answered with that passage too: the turn names the
  // passage's own subject, so it asks that passage again, not something past it.)
  if (namesAnew(ctx.message, earlier, best)) return undefined;
  return answeringPassage(ctx, earlier, scope) === best ? { ...ctx, said: [best] } : undefined;
}
