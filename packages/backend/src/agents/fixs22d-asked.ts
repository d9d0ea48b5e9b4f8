import { askedClause } from '../reader/asking-clause.js';

/**
 * Session 22 (fixs22d): what the asking clause names decides between two subjects the story mixes.
 */

const HOLIDAYS_ASKED = /\bferie\b/;

/**
 * "a Natale le abbiamo dato un panettone … Quanti giorni di ferie le spettano in un anno?": a public holiday
 * named only in the story is not the paid-holiday rule asked; the asking clause asks the holidays (ferie).
 */
export function holidaysAskedNotFeast(text: string, feast: RegExp): boolean {
  const asked = askedClause(text);
  return HOLIDAYS_ASKED.test(asked) && !feast.test(asked);
}
