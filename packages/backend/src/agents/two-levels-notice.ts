import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { levelsIn } from './level-gap-asked.js';
import { levelsNotice } from './levels-notice.js';
import { noticeSide } from './notice-side.js';

// "è lo stesso per tutti e due o cambia col livello?", "uno al 3° e uno al 4°: quanto preavviso ciascuno?": the
// notice of two workers at two levels, weighed, not the notice of the first level named.
const WEIGHED =
  /\btutt[ie] e due\b|\bentramb\w*|\bciascun\w*|\bognun\w*|\bcambi\w*|\bstess[oa]\b|\buguale\b|\bdivers\w*|\bdifferenz\w*|\brispetto\b|\bl'uno\b|\bl'altro\b/;
// "e col passaggio cambia anche il preavviso?" after "passarla dal 4° al 3°": the move of the earlier turn, whose
// two levels are weighed.
const THE_MOVE =
  /\bpassaggio\b|\bpassand\w*|\bpromozion\w*|\bnuovo livello\b|\bcambio (?:di )?livello\b|\bcon il livello nuovo\b/;

/**
 * The notice asked of two levels of one agreement, named in the turn with a word that weighs them, or the two
 * levels of the move the earlier turn told: both levels' notice side by side (levels-notice.ts), for the side asked
 * (resignation or dismissal) when the question says it. Undefined otherwise.
 */
export function twoLevelsNotice(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || req.intent !== 'notice' || req.slots.agreements.length > 1) return undefined;
  const text = readable(ctx.message);
  const own = levelsIn(ccnl, ctx.message);
  const previous = ctx.history?.at(-1);
  const levels =
    own.length >= 2 && WEIGHED.test(text)
      ? own
      : own.length === 0 && previous && THE_MOVE.test(text) && /\bcambi\w*|\banche\b/.test(text)
        ? levelsIn(ccnl, previous)
        : [];
  const [a, b] = levels;
  if (levels.length !== 2 || !a || !b) return undefined;
  const { by } = noticeSide(text, ctx.history);
  return levelsNotice(ccnl, [a, b], req.slots.seniorityYears, { side: by, alone: true });
}
