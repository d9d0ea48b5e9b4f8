import type { ReaderInput } from './read.js';
import { replacedAgreement } from './replaced-agreement.js';
import type { Intent, Slots, TypedRequest } from './request.js';

// A follow-up that weighs the new agreement against the conversation's: "più lungo o più corto?", "di più o di
// meno?", "è meglio?", "conviene di più?", "cambia qualcosa?", "rispetto al Commercio".
export const WEIGHS =
  /\b(?:piu (?:lung|cort|alt|bass|brev|favorevol|convenient)\w*|di piu o di meno|piu o meno|meglio o peggio|(?:e|sono|e') (?:meglio|peggio)|conviene(?: di piu)?|cambia (?:qualcosa|molto)|uguale|stess[oa] cosa|rispetto (?:al|allo|alla|a quell)\w*|differenz\w*)\b/;

/**
 * "perché così tanto? nel commercio al 4° livello erano 60 giorni", "come mai? col turismo avevo 30 giorni": the
 * reason asked with another agreement's figure the writer knew. The earlier turn's agreement is still the one
 * asked; the other is set beside it, so the answer opens with the asked one and weighs the two.
 */
const WHY_BESIDE =
  /\b(?:perche|come mai|com'?e possibile)\b.{0,120}?\b(?:erano|era|avevo|avevamo|avevano|c'erano|davano|dava|facevo|facevano|ho sempre avuto|mi hanno sempre dato)\b|\b(?:erano|era|avevo|avevamo|avevano|c'erano)\b.{0,120}?\b(?:perche|come mai)\b/;

/**
 * "Grazie. Stessa cosa per un operaio della gomma plastica, CCNL Gomma plastica: quante ore di permessi?": the
 * same question asked again of another case, opening the turn, is no weighing ("è la stessa cosa nel Commercio?"
 * is).
 */
const SAME_AGAIN =
  /(?:^|[.!?:]\s*)(?:(?:e|ok|okay|ora|allora|adesso|poi|grazie|perfetto|bene)[,.!]?\s+)*(?:(?:fammi|fai|rifai|rifammi|dimmi) (?:la |lo )?)?stess[oa] (?:cosa|domanda|calcolo|conto|discorso) (?:anche )?(?:per|con)\b/g;

/**
 * "E negli Studi professionali, per lo stesso livello: più lungo o più corto?" after a question on the Commercio:
 * the follow-up names another agreement to set it against the first, so it compares the two on the subject the
 * conversation asked. Without a new agreement, or without words that weigh, nothing changes.
 */
export function comparedFollowUp(
  read: { intent: Intent; slots: Slots },
  ownText: string,
  ownAgreements: readonly number[],
  input: ReaderInput,
  readQuestion: (input: ReaderInput) => TypedRequest,
): { intent?: Intent; slots?: Slots } {
  // "E se al posto del commercio mettiamo gli studi professionali?": that agreement leaves, the others stay.
  const replaced = replacedAgreement(read, ownText, ownAgreements, input, readQuestion);
  if (replaced.slots) return replaced;
  const history = input.history ?? [];
  const previous = history.at(-1);
  if (
    previous === undefined ||
    read.intent === 'comparison' ||
    ownAgreements.length !== 1 ||
    !(WEIGHS.test(ownText.replace(SAME_AGAIN, ' ')) || WHY_BESIDE.test(ownText))
  )
    return {};
  const earlier = readQuestion({ ...input, message: previous, history: history.slice(0, -1) });
  const before = earlier.slots.agreements.filter((id) => !ownAgreements.includes(id));
  if (!before.length) return {};
  return { intent: 'comparison', slots: { ...read.slots, agreements: [...before, ...ownAgreements] } };
}
