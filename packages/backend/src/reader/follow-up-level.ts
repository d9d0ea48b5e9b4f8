import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { findLevel } from '../kb/pay.js';
import { levelInAgreement } from './answer-turn.js';
import { followUpLevelNumber } from './follow-up.js';
import { letterLevel, readLevel } from './levels.js';
import type { Slots } from './request.js';
import { readable } from './text.js';

/**
 * The level a follow-up is about, given the slots merged from the conversation (`merged`): "e la D2?" and
 * "e per un C?" read a letter code in the conversation's agreement, "e il 6°?" a bare ordinal ("il 1° marzo"
 * is a date), "che ora si chiama C2" a level said in the turn; a follow-up that moves to another agreement
 * reads the earlier level again in the new agreement's codes, or drops it.
 */
export function followUpLevel(
  kb: KnowledgeBase,
  message: string,
  own: Slots,
  previous: Slots,
  merged: Slots,
  previousMessage: string,
): string | undefined {
  let level = merged.level;
  const ordinal = followUpLevelNumber(message);
  const ccnl = kb.byCategory(merged.agreements[0] ?? -1);
  const lettered = !own.level && ccnl ? letterLevel(ccnl, message) : undefined;
  if (lettered) level = lettered;
  else if (own.level && !own.agreements.length && ccnl) level = levelInAgreement(ccnl, message) ?? level;
  else if (!own.level && ordinal && ccnl) level = findLevel(ccnl, `${ordinal}° livello`) ?? level;
  if (own.agreements.length && !own.level && previous.level) {
    const next = kb.byCategory(own.agreements[0] ?? -1);
    // A number said for the previous agreement is not the new one's former category.
    level = next ? readLevel(next, previousMessage, readable(previousMessage), false) : undefined;
  }
  return level;
}
