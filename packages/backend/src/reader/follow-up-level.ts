import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { followUpLevelNumber } from './follow-up.js';
import { letterLevel } from './levels.js';

const AT_NUMBER = /\bal\s+(\d{1,2})\s*[°º]?\s*(?:invece|allora|pure|anche)?\s*[?!.]*\s*$/i;

/**
 * The level a follow-up names in the conversation's agreement, said any way: a letter code ("e la D2?"), a
 * number with its qualifier ("e la collega al 6 super?", "un collega di sesto livello super"), or a bare
 * ordinal ("e il 6°?"). The agreement is the conversation's, so the follow-up need not name it again; the
 * qualifier must be kept ("6 super" is 6S, not 6).
 */
export function followUpLevel(ccnl: Ccnl, message: string): string | undefined {
  const lettered = letterLevel(ccnl, message);
  if (lettered) return lettered;
  const said = findLevel(ccnl, message, false);
  if (said) return said;
  // "e se fosse al 6?", "e chi è al 3 invece?": a number after "al" closing the follow-up is a level.
  const ordinal = followUpLevelNumber(message) ?? AT_NUMBER.exec(message)?.[1];
  return ordinal ? findLevel(ccnl, `${ordinal}° livello`) : undefined;
}
