import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { apprenticeHalves } from './apprentice-halves.js';
import type { AgentContext } from './context.js';

/**
 * "assumiamo una commessa in apprendistato, livello finale 4°: in quale livello va inquadrata all'assunzione e per
 * quanto tempo?": where the agreement places the apprentice levels below the final one for each half
 * (`apprenticeship.level_halves`), the level at hiring is the first half's, not the final level the job describes
 * (apprentice-halves.ts answers). Undefined when no apprentice's level at hiring is asked or the agreement sets none.
 */
const ENTRY_ASKED =
  /\b(?:all'? ?assunzione|all'? ?ingresso|in ingresso|inizialmente|all'? ?inizio|(?:da )?(?:che|quale) livello (?:parte|inizia|comincia)|livello (?:iniziale|di partenza|d'? ?ingresso))\b/;

export function apprenticeEntry(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!ccnl.apprenticeship.level_halves || !/\bapprendist/.test(text) || !ENTRY_ASKED.test(text))
    return undefined;
  // "… e per quanto tempo?" asks how long the entry level lasts: the half, not the apprenticeship's length.
  const message = ctx.message.replace(/\s*\be per quanto tempo\b/giu, '');
  const req = { intent: 'apprenticeship', slots: {} } as unknown as TypedRequest;
  return apprenticeHalves({ ...ctx, message }, req, ccnl);
}
