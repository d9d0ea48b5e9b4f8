import type { Ccnl } from '../kb/schema.js';
import { earlierTurnLevel } from './fixs22d-asked.js';
import { levelsIn } from './level-gap-asked.js';

// "mettetemi a confronto", "rispetto al 2°", "la differenza", "i due termini": the two cases side by side.
const SIDE_BY_SIDE =
  /\bconfront\w*|\bparagon\w*|\brispetto\b|\bdifferenz\w*|\bi due\b|\ble due\b|\bentramb\w*|\btutti e due\b/;

/**
 * "E se invece fosse un 5° livello con la stessa anzianità? Mettetemi a confronto i due termini." after a turn on
 * the 2° livello of the same agreement: the conversation's level and the new one are compared, one row each, on
 * the subject the conversation asked. Nothing changes without a level of its own in the earlier turn, or when the
 * follow-up only swaps the level without asking to set the two side by side.
 */
export function earlierLevelBeside(
  agreements: readonly Ccnl[],
  levels: readonly (string | undefined)[],
  text: string,
  previous: string | undefined,
): { agreements: Ccnl[]; levels: (string | undefined)[] } | undefined {
  const [ccnl] = agreements;
  const [now] = levels;
  if (agreements.length !== 1 || !ccnl || !now || previous === undefined || !SIDE_BY_SIDE.test(text))
    return undefined;
  const before = earlierTurnLevel(ccnl, previous, true);
  if (!before || before === now) return undefined;
  return { agreements: [ccnl, ccnl], levels: [before, now] };
}

/**
 * "Metalmeccanici industria: che preavviso serve per un D1 e per un B3?": two levels of the one agreement compared,
 * one row each. A follow-up naming no level ("e se avessero 12 anni di servizio tutti e due?") keeps the two levels
 * of the turn before. Undefined with more than one agreement, or fewer than two levels named.
 */
export function namedLevelsOfOne(
  agreements: readonly Ccnl[],
  message: string,
  previous: string | undefined,
): { agreements: Ccnl[]; levels: (string | undefined)[] } | undefined {
  const [ccnl] = agreements;
  if (agreements.length !== 1 || !ccnl) return undefined;
  const here = levelsIn(ccnl, message);
  const named = here.length || previous === undefined ? here : levelsIn(ccnl, previous);
  if (named.length < 2) return undefined;
  return { agreements: named.map(() => ccnl), levels: named };
}
