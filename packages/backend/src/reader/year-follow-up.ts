import { CALCULATION_INTENTS } from './intents.js';
import type { Intent, TypedRequest } from './request.js';

/**
 * A follow-up that redoes the conversation's calculation for another year "to compare with last year" ("e se
 * lo stesso conto lo faccio per il 2025? mi serve per confrontare con l'anno scorso"): the years are weighed,
 * not two agreements, so it keeps the calculation asked before. Nothing changes when an agreement is named.
 */
const YEAR_WORDS = /\b20\d\d\b|\banno (?:scorso|prima|precedente|passato)\b|\bl'anno scorso\b/;

export function yearFollowUp(
  request: TypedRequest,
  text: string,
  earlierIntent: Intent | undefined,
): Partial<TypedRequest> {
  if (request.intent !== 'comparison' || earlierIntent === undefined) return {};
  // (An agreement inferred from the story's trade, "negozio di ottica", is no agreement named.)
  const named = request.slots.agreements.length > 0 && !request.slots.agreementsBySector;
  if (named || request.slots.unknownAgreements.length) return {};
  if (!YEAR_WORDS.test(text) || !CALCULATION_INTENTS.has(earlierIntent)) return {};
  return { intent: earlierIntent };
}
