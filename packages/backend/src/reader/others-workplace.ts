import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { readAgreements } from './agreements.js';
import { askedOfOther } from './asked-of-other.js';
import { ownClauses } from './own-agreement.js';
import type { Slots } from './request.js';

/**
 * "Una collega che lavorava prima in un negozio prende la quattordicesima: a me quando la pagano?" after a
 * turn on the Metalmeccanici: the workplace word ("negozio") is someone else's, so the writer's agreement is
 * still the conversation's. Only an agreement inferred from a workplace word is set aside, and only when the
 * writer's own clauses name or imply none. A question asked of that person ("mio marito fa il cuoco in un
 * ristorante: quanti giorni di congedo papà gli spettano?", asked-of-other.ts) is about their workplace: it is kept.
 */
export function othersWorkplace(
  kb: KnowledgeBase,
  text: string,
  slots: Slots,
  earlier: Slots,
): number[] | undefined {
  if (!slots.agreementsBySector || !earlier.agreements.length) return undefined;
  if (slots.agreements.every((id) => earlier.agreements.includes(id))) return undefined;
  if (askedOfOther(text)) return undefined;
  const own = ownClauses(text);
  if (own === undefined || readAgreements(kb, own).known.length) return undefined;
  return [...earlier.agreements];
}
