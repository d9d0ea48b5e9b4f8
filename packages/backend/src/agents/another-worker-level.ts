import { findLevel } from '../kb/pay.js';
import { normalise } from '../kb/text.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentContext } from './context.js';
import { describedJobLevel } from './level-per-agreement.js';

// "e un altro autista che invece fa solo cisterne ADR", "e un'altra dipendente che sta in cassa": another worker,
// told by the tasks, after a turn on the first one; so is a new hire the follow-up describes ("ci serve uno che mi
// aiuta in laboratorio", "cerchiamo anche una che", "vorrei prendere anche un aiuto cuoco").
const ANOTHER_WORKER =
  /\bun(?: |')?altr[oa] (?!volta\b|anno\b|mese\b|giorno\b|livello\b)\p{L}+|\b(?:ci |mi )?serv(?:e|ono|irebbe|irebbero) (?:anche |poi |pure )?(?:uno|una|un|un')\b|\b(?:cerc|assum|prend)\w* (?:anche|pure|poi) (?:uno|una|un|un')\b/u;

/**
 * The level of another worker a follow-up describes by the job, when the agreement's profiles place it clearly:
 * the level the conversation carried was the first worker's, not this one's. Undefined when the follow-up names
 * a level itself, describes no other worker, or no profile fits the job told.
 */
export function anotherWorkerLevel(ctx: AgentContext, req: TypedRequest): string | undefined {
  const id = req.slots.agreements[0];
  if (!ctx.history?.length || id === undefined || req.slots.agreements.length > 1) return undefined;
  const text = normalise(ctx.message);
  if (!ANOTHER_WORKER.test(text)) return undefined;
  const ccnl = ctx.kb.byCategory(id);
  if (!ccnl || /\d\s*[°º]|\blivell/u.test(ctx.message) || findLevel(ccnl, ctx.message, false))
    return undefined;
  const placed = describedJobLevel(ccnl, text);
  return placed && placed.level !== req.slots.level ? placed.level : undefined;
}
