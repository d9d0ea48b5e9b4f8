import type { AgentHint } from './read.js';
import type { TypedRequest } from './request.js';

/**
 * In inquadra, after the job was told, a level the worker thinks is right and the pay between the two ("ma non
 * dovrei stare al quarto? quanto prenderei in più?", "non sarebbe giusto il 4°? di quanto cambierebbe lo
 * stipendio?"): the classification again, whose opening sets the level proposed against the one held with the
 * gap between their minimums (agents/stated-level.ts), not a net or a minimum of the level held.
 */
const CLAIMED =
  /\b(?:dovre\w*|potre\w*|spettere\w*|andre\w*) (?:\w+ )?(?:essere|stare|andare)? ?(?:al|nel|il|la) (?:\d|[a-z]+ livello|quart|terz|second|quint|sest|settim|prim)|\b(?:sarebbe|e) (?:giust|corrett)\w* (?:il|la|al) |\bse (?:fossi|fosse|mi passano|mi mettono) (?:al|nel|il)\b|\bmi spetter\w* (?:il|la)\b/;
const PAY_GAP =
  /\bin piu\b|\bdi differenza\b|\bdifferenz\w*\b|\bcambi\w* (?:di |lo |la |il )?(?:stipend|paga|soldi|busta)|\b(?:stipend|paga|soldi|busta)\w* (?:\w+ )?cambi/;

export function claimedLevelGap(
  request: TypedRequest,
  text: string,
  agent: AgentHint | undefined,
  history: readonly string[],
): Partial<TypedRequest> {
  if (agent !== 'inquadra' || !history.length) return {};
  if (request.intent !== 'gross_to_net' && request.intent !== 'minimum_pay') return {};
  return CLAIMED.test(text) && PAY_GAP.test(text) ? { intent: 'classification' } : {};
}
