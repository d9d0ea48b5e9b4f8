import { readAgreements } from './agreements.js';
import type { ReaderInput } from './read.js';
import type { Intent, Slots, TypedRequest } from './request.js';

// "al posto del commercio", "anziché il turismo", "invece della FIPE", "sostituiamo il commercio con…": the words
// that name the agreement a follow-up takes out. The named part runs to the next comma, verb or question mark.
const REPLACED =
  /\b(?:al posto (?:del|dello|della|dell'|dei|degli|delle|di)|anziche (?:il|lo|la|l'|i|gli|le|del|nel|nella)?|invece (?:del|dello|della|dell'|dei|degli|delle|di)|sostitu\w+ (?:il|lo|la|l'|i|gli|le)) ?([^,;?.]*?)(?=,|;|\?|\.|$|\b(?:mettiamo|metti|mettessimo|con|prendiamo|usiamo|consideriamo)\b)/;

/** A verb's infinitive opening the words set aside ("invece di pagare", "anziché assumere"). */
const INFINITIVE = /^(?:\w+(?:are|ere|ire|arsi|ersi|irsi|arla|arlo|arle|arli|erla|erlo|irla|irlo))\b/;

/**
 * "E se al posto del commercio mettiamo il 3° livello degli studi professionali?" after a comparison of the
 * Metalmeccanici with the Commercio: the follow-up takes the agreement it names after "al posto di" out of the
 * conversation's and puts the other one it names in, so the Metalmeccanici stays. Without an agreement named
 * both to leave and to come in, or without an earlier turn, nothing changes.
 */
export function replacedAgreement(
  read: { intent: Intent; slots: Slots },
  ownText: string,
  ownAgreements: readonly number[],
  input: ReaderInput,
  readQuestion: (input: ReaderInput) => TypedRequest,
): { intent?: Intent; slots?: Slots } {
  const history = input.history ?? [];
  const previous = history.at(-1);
  const replaced = REPLACED.exec(ownText);
  const named = replaced?.[1];
  if (previous === undefined || !replaced || !named || ownAgreements.length < 2) return {};
  // "invece di pagare la ditta di pulizie, assumere noi…": a course of action set aside, not an agreement.
  if (INFINITIVE.test(named)) return {};
  const out = readAgreements(input.kb, named).known;
  // "… che differenza c'è tra la sua operaia Multiservizi e un nostro 7° livello FIPE?": an agreement the turn
  // names again outside the words that set it aside is still one of those asked.
  const rest = readAgreements(input.kb, ownText.replace(replaced[0], ' ')).known;
  if (out.some((id) => rest.includes(id))) return {};
  const incoming = ownAgreements.filter((id) => !out.includes(id));
  if (!out.length || !incoming.length) return {};
  const earlier = readQuestion({ ...input, message: previous, history: history.slice(0, -1) });
  const kept = earlier.slots.agreements.filter((id) => !out.includes(id) && !incoming.includes(id));
  // The agreement taken out must be one the conversation had: else the words name something else.
  if (!earlier.slots.agreements.some((id) => out.includes(id))) return {};
  const agreements = [...kept, ...incoming];
  return {
    ...(earlier.intent === 'comparison' && agreements.length > 1 ? { intent: 'comparison' as const } : {}),
    slots: { ...read.slots, agreements },
  };
}
