import { readQuestion } from '../reader/read.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { ASKS_LEVEL } from './document-classification.js';
import { proposedLevel } from './inquadra.js';

// "Io sono proprio commessa così", "anch'io faccio quel lavoro", "è il mio caso": the job of the turn before.
const SAME_JOB =
  /\b(?:proprio|anch'io|anche io|pure io)\b[^.?!]{0,40}\b(?:cosi|quel(?:l[oa])?|quest[oa]|come (?:quell|lei|lui|dic))|\b(?:sono|faccio)\b[^.?!]{0,30}\b(?:cosi|proprio quell[oa])\b|\bil mio caso\b|\bstess[ao] (?:lavoro|mansion\w*|ruolo)\b/;

/**
 * The request at the level the turn before asked for a job told by its tasks, when this turn says the user
 * does that job ("Che livello ha una commessa che vende e sta in cassa?" → "Io sono proprio commessa così: in
 * busta ho 880, è giusto?"): the level is proposed on a profile the tasks match, as inquadra proposes it.
 * Undefined when the request states a level or the turn before asked none.
 */
export function levelOfJobBefore(ctx: AgentContext, req: TypedRequest): TypedRequest | undefined {
  if (req.slots.level) return undefined;
  const previous = ctx.history?.at(-1);
  if (!previous || !ASKS_LEVEL.test(readable(previous))) return undefined;
  if (!SAME_JOB.test(readable(ctx.message))) return undefined;
  const proposed = proposedLevel({ ...ctx, message: previous, history: ctx.history?.slice(0, -1) ?? [] });
  if (!proposed?.example) return undefined;
  const id = proposed.ccnl.id_categoria;
  if (req.slots.agreements.length && !req.slots.agreements.includes(id)) return undefined;
  return { ...req, slots: { ...req.slots, agreements: [id], level: proposed.level.level } };
}

// The pay a follow-up asks of the worker whose level the turn before asked.
const PAY_INTENTS = new Set(['minimum_pay', 'hourly_rate', 'gross_to_net']);

/**
 * "Il cliente voleva metterlo al 3°: che livello è corretto?" → "Quindi quanto è il suo minimo?": the level the
 * conversation settled is the one proposed for the job the turn before told (as inquadra proposes it), not a
 * level that turn only named as wished or doubted. Kept as read when this turn names a level of its own, or
 * carries none (a new job told, whose level is read from its tasks).
 */
export function levelSettledBefore(ctx: AgentContext, req: TypedRequest): TypedRequest {
  const previous = ctx.history?.at(-1);
  // (Only a level carried from that turn is replaced: a follow-up telling a new job reads its own, h214.)
  if (ctx.request || !previous || !PAY_INTENTS.has(req.intent) || req.slots.amounts.length) return req;
  if (req.slots.level === undefined) return req;
  if (!ASKS_LEVEL.test(readable(previous))) return req;
  const alone = readQuestion({
    kb: ctx.kb,
    message: ctx.message,
    history: [],
    today: ctx.today,
    documents: 0,
  });
  if (alone.slots.level !== undefined) return req;
  // (The agreement the reader found by the sector, "badante" for the domestic one, when none is selected.)
  const categories = ctx.categories.length ? ctx.categories : req.slots.agreements;
  const proposed = proposedLevel({
    ...ctx,
    categories,
    message: previous,
    history: ctx.history?.slice(0, -1) ?? [],
  });
  if (!proposed || proposed.level.level === req.slots.level) return req;
  const id = proposed.ccnl.id_categoria;
  if (req.slots.agreements.length && !req.slots.agreements.includes(id)) return req;
  return { ...req, slots: { ...req.slots, agreements: [id], level: proposed.level.level } };
}
