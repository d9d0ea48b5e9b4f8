import { findLevel } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { askedClause } from '../reader/asking-clause.js';
import { levelNamedWith } from './level-per-agreement.js';

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

/**
 * "e se avessimo tutti e due 12 anni invece di 4?" after "lui operaio C3 metalmeccanico, io commessa di 4° livello
 * Confcommercio": each agreement keeps the level the earlier turn gave it — said next to its name, or read in that
 * turn the way the comparison read it then (the agreement's own level words).
 */
export function earlierTurnLevel(ccnl: Ccnl, previous: string, loose: boolean): string | undefined {
  return levelNamedWith(ccnl, previous) ?? findLevel(ccnl, previous, loose);
}
