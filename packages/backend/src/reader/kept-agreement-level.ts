import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { letterLevel } from './levels.js';
import type { Slots, TypedRequest } from './request.js';

/**
 * The request with the conversation's agreement kept (someone else's workplace, or the conversation's): the sector
 * read from the turn goes unless the earlier turn read one too. A level code a follow-up says ("e se mi mettono C1
 * perché gestisco anche le spedizioni?" in a Metalmeccanici conversation reads Logistica from the shipping) is read
 * in the kept agreement, not left as the earlier level read again in the other one.
 */
export function withKeptAgreement(
  kb: KnowledgeBase,
  request: TypedRequest,
  kept: number[],
  followUpMessage: string,
  earlier: Slots,
): TypedRequest {
  const ccnl = kb.byCategory(kept[0] ?? -1);
  const coded = ccnl && followUpMessage ? letterLevel(ccnl, followUpMessage) : undefined;
  const slots: Slots = { ...request.slots, agreements: kept, ...(coded ? { level: coded } : {}) };
  if (!earlier.agreementsBySector) delete slots.agreementsBySector;
  return { ...request, slots };
}
