import type { Level } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { conversationGroup } from './worker-group.js';

/**
 * A level that holds clerks and manual workers of different grades ("Impiegati di 3ª e operai specializzati"):
 * for a manual worker the answer names the worker's own category, "operaio specializzato", and no clerk's example
 * profile ("addetto esecutivo alla compilazione delle paghe") stands as the one nearest a bricklayer's job.
 */
// (A definition that is only the list of the groups it holds: Edilizia's "Impiegati di 3ª e operai specializzati".)
const WORKER_GRADE = /^impiegati\b[^;,]* e operai (comuni|qualificati|specializzati)$/i;
const SINGULAR: Record<string, string> = {
  comuni: 'operaio comune',
  qualificati: 'operaio qualificato',
  specializzati: 'operaio specializzato',
};
const CLERICAL =
  /\bpaghe\b|contabil|\bcomput|\bcalcol|amministrativ|segreteri|\bd'ordine\b|\buffici|impiegat|dattilograf/i;

/** The texts of the conversation, newest first, folded. */
const folded = (message: string, history: readonly string[] | undefined) =>
  [message, ...(history ?? []).toReversed()].map(readable);

/** The manual worker's category the level names, when the conversation's worker is an operaio. */
export function operaiCategory(
  level: Level,
  message: string,
  history?: readonly string[],
): string | undefined {
  const grade = WORKER_GRADE.exec(level.declaratoria ?? '')?.[1]?.toLowerCase();
  if (!grade) return undefined;
  return conversationGroup(folded(message, history)) === 'operai' ? SINGULAR[grade] : undefined;
}

/** Whether an example profile is a clerk's, which cannot be the nearest to a manual worker's job. */
export const clericalExample = (example: string | null): boolean => CLERICAL.test(example ?? '');
