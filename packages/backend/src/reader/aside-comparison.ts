import { WEIGHS } from './compared-follow-up.js';
import { AGREEMENT_TOPICS, type Intent, type TypedRequest } from './request.js';

/**
 * "Per confronto: negli Studi professionali entro quale data va pagata la quattordicesima?" after a question on
 * the Turismo: "per confronto", "a titolo di paragone", "invece" only set the turn beside the conversation;
 * naming one agreement and asking one of its facts, with no word that weighs the two ("più lungo",
 * "conviene", "differenza"), the turn asks that fact of that agreement, not a comparison.
 */

/** Markers that set a turn beside the earlier ones without weighing them. */
const ASIDE =
  /\b(?:per|a|in|come) (?:confronto|paragone)\b|\ba titolo di (?:confronto|paragone)\b|\bper (?:fare un )?(?:confronto|paragone)\b|\binvece\b/;
/** Words that ask for the agreements side by side all the same. */
const SIDE_BY_SIDE =
  /\b(?:tra|fra) (?:i|le|loro|questi|quest[ie]|i due|le due)\b|\bentramb\w*|\btutti e due\b|\bconfronta(?:re|mi)?\b|\bdifferen/;
/**
 * Words that set two named agreements against each other ("rispetto al Confapi", "più corto che negli alberghi"):
 * the question compares them, whatever topic it names (read-alone.ts).
 */
export const SET_AGAINST =
  /\brispetto (?:a|al|all'|alla|allo|ai|agli|alle)\b|\bin confronto (?:a|con)\b|\bparagonat|\b(?:piu|meno) \p{L}+ (?:che|di) (?:nei|negli|nel|nella|nelle|nello|in|col|con il|per i|per gli)\b/u;
const TOPICS: ReadonlySet<Intent> = new Set([...AGREEMENT_TOPICS, 'minimum_pay']);

/** The marker as written, with the punctuation after it ("Per confronto: …"). */
const MARKER = /\b(?:(?:per|a|in|come|a titolo di|per fare un) (?:confronto|paragone)|invece)\b[:,;]?\s*/gi;

/**
 * The turn's own subject when it only sets one agreement beside the conversation's; `readAlone` reads a
 * message on its own (no history).
 */
export function asideTopic(
  request: TypedRequest,
  text: string,
  message: string,
  ownAgreements: readonly number[],
  readAlone: (message: string) => TypedRequest,
): Partial<TypedRequest> {
  if (ownAgreements.length !== 1 || !ASIDE.test(text) || WEIGHS.test(text) || SIDE_BY_SIDE.test(text))
    return {};
  // A follow-up that kept the conversation's subject asks it of the one agreement, with no comparison beside.
  if (request.intent !== 'comparison')
    return request.alsoAsked.includes('comparison')
      ? { alsoAsked: request.alsoAsked.filter((i) => i !== 'comparison') }
      : {};
  const topic = readAlone(message.replace(MARKER, '')).intent;
  if (topic === 'comparison' || !TOPICS.has(topic)) return {};
  const slots = { ...request.slots, agreements: [...ownAgreements] };
  delete slots.agreementsBySector;
  return {
    intent: topic,
    alsoAsked: request.alsoAsked.filter((i) => i !== topic && i !== 'comparison'),
    slots,
  };
}
