import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';

// A part that names a time of its own ("adesso", "oggi", "quest'anno") or asks a figure of its own ("quanto
// prende un 4°?") keeps the date read from it; a bare fragment ("E dal tredicesimo mese?") does not.
const OWN_TIME =
  /\b(?:oggi|adesso|ora|attual\w*|corrent\w*|attualmente|in vigore|vigent\w*|quest[oa'] ?(?:anno|mese)|ieri|domani|da (?:genn|febb|marz|april|magg|giugn|lugl|agost|sett|ott|nov|dic)\w*)\b|\b\d{4}\b/;
const OWN_ASK = /\b(?:quant[oaie]|qual[ei]?|cosa|come|che (?:cifra|importo|minimo|paga))\b/;

/**
 * A question split in parts reads each part alone: a fragment that leaves its time to the sentence after it ("E
 * dal tredicesimo mese? … quanto diventa con i minimi che entrano in vigore a dicembre 2026?") is asked at the
 * date the whole question reads, not today: else today's table opens an answer asked at a future one.
 */
function withWholeDate(part: TypedRequest, whole: TypedRequest, text: string): TypedRequest {
  const own = readable(text);
  if (part.slots.date !== undefined || whole.slots.date === undefined) return part;
  if (OWN_TIME.test(own) || OWN_ASK.test(own)) return part;
  return { ...part, slots: { ...part.slots, date: whole.slots.date } };
}

// A rise asked of the agreement ("da aprile 2027 c'è l'aumento?"), with no level of its own.
const RISE_ASKED = /\baument\w*|\btranche\b|\brinnov\w*/;

/**
 * "da aprile 2027 c'è l'aumento? a quanto va il minimo del 4 livello?": the level the whole question names is the
 * one the rise is asked of, so the part says that level's rise instead of asking for a level already given.
 */
function withWholeLevel(part: TypedRequest, whole: TypedRequest, text: string): TypedRequest {
  // (Only beside a level's minimum: a question on the renewal itself keeps its own parts' reading.)
  if (part.intent !== 'renewal' || whole.intent !== 'minimum_pay') return part;
  if (part.slots.level !== undefined || whole.slots.level === undefined) return part;
  if (!RISE_ASKED.test(readable(text))) return part;
  const sameAgreement = part.slots.agreements.every((id) => whole.slots.agreements.includes(id));
  return sameAgreement ? { ...part, slots: { ...part.slots, level: whole.slots.level } } : part;
}

/** A part read with the whole question's date and level where the part names neither. */
export const withWholeParts = (read: TypedRequest, whole: TypedRequest, part: string): TypedRequest =>
  withWholeLevel(withWholeDate(read, whole, part), whole, part);
