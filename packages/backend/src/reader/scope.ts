import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { agreementsNamedAsContract } from './named-agreement.js';
import { namedCodes, notHeldNamed } from './not-held.js';
import type { Intent, Slots, TypedRequest } from './request.js';

/**
 * Whether a folded text names an agreement outright: one of the knowledge base written after "CCNL" or
 * "contratto", one it does not hold by its name or a signatory association, or a CNEL code. A sector word alone
 * ("ristorante", "albergo") does not: in an ask it is usually a place the writer goes to, not where they work.
 */
export function namesAgreement(kb: KnowledgeBase, text: string): boolean {
  return (
    namedCodes(text).length > 0 ||
    agreementsNamedAsContract(kb, text).length > 0 ||
    notHeldNamed(kb, text, false).some((m) => m.by !== 'word')
  );
}

/** An ask outside work: its intent, and no agreement to answer on ("il contratto della palestra"). */
export function outOfScope(slots: Slots): Intent {
  slots.unknownAgreements = [];
  return 'out_of_scope';
}

/** The ask was read outside work: later readings of its words ("quattordicesima", "quanto costa") keep it so. */
export function stillOutOfScope(request: TypedRequest): TypedRequest {
  return { ...request, intent: 'out_of_scope', alsoAsked: [] };
}
