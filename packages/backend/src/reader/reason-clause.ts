import { withoutHandedOver } from './handed-over.js';
import { withoutOthersAside } from './others-aside.js';
import { readable } from './text.js';

/**
 * A follow-up's sentences after its question that only say why it is asked ("e dal secondo anno? Te lo chiedo
 * perché devo fare il preventivo e il commercialista è in ferie fino a gennaio"): their words ("ferie", "fino a
 * gennaio") are not the subject asked, nor its months. Runs on the raw message; the sentences before the
 * question are kept.
 */
const REASON =
  /^(?:(?:te|ve|glielo|lo|te lo|ve lo)\s+)?(?:lo\s+)?(?:chiedo|domando)\b|^(?:e\s+)?(?:questo\s+)?perche\b|^(?:ti|vi)\s+spiego\b|^(?:mi\s+)?serve\s+(?:per|a)\b/;

export function withoutReasons(said: string): string {
  // (Other people's pay told aside, "le amiche prendono 1.300 ma lavorano nei bar", goes too: others-aside.ts.)
  const message = withoutOthersAside(said);
  const sentences = message.split(/(?<=[.?!])\s+/);
  const lastAsk = sentences.map((s) => s.includes('?')).lastIndexOf(true);
  if (lastAsk < 0 || lastAsk === sentences.length - 1) return message;
  const tail = sentences.slice(lastAsk + 1);
  if (!tail.every((s) => REASON.test(readable(s).trim()))) return message;
  return sentences.slice(0, lastAsk + 1).join(' ');
}

/**
 * Someone else away told as the reason for asking ("è la prima volta e il commercialista è in ferie", "la mia
 * consulente è in vacanza fino a lunedì"): their holidays are not the worker's, so the clause is dropped before
 * the subject is read. Runs on the raw message.
 */
const OTHERS_AWAY =
  /(?:,?\s+(?:e|ma|perche|visto che|dato che|siccome)\s+)?\b(?:(?:il|la|lo|l'|mio|mia|nostro|nostra|anche)\s+)*(?:commercialista|consulente(?: del lavoro)?|ragionier[ea]|studio (?:paghe|del commercialista)|ufficio (?:del )?personale|(?:addett[oa]|ufficio) paghe|caf|patronato)\s+(?:[eè]|sono|sta|stanno)\s+(?:ancora\s+)?(?:in\s+(?:ferie|vacanza)|chius[oi] per ferie)(?:\s+(?:fino\s+(?:a|al|all')\s*\w+|per\s+\w+\s+\w+))?/gi;

const withoutOthersAway = (message: string): string => message.replace(OTHERS_AWAY, '');

/**
 * The reason of a move to another level ("mi propone di passare al 3° livello perché coordino anche il turno di
 * notte"): why the move is offered, not the subject asked; its words ("turno di notte") would read as a night
 * hour's surcharge. Dropped up to the end of its clause; the move itself stays. Runs on the raw message.
 */
const MOVE_REASON =
  /(\b(?:passar\w*|passaggio|promo\w+|salir\w*|spostar\w*|inquadrar\w*|mett\w+)\b[^.?!;]{0,40}?\b(?:al|a|nel|in)\s+(?:\d{1,2}|[IVX]{1,4}|[A-D]\d)\s*(?:°|ª|º|o|a)?\s*(?:livell\w*|categori\w*)?)\s*,?\s+(?:perch[eé]|visto che|dato che|siccome|poich[eé])(?![a-z])[^.?!;:,]*/gi;

/**
 * The message without the reasons of a level move, someone else's holidays told as the reason, and the subjects
 * handed to someone else (handed-over.ts).
 */
export const withoutAsides = (message: string): string =>
  withoutHandedOver(withoutOthersAway(message)).replace(MOVE_REASON, '$1');
