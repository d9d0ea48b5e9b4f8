import { type LeaveKind, leaveKindsOf } from '../reader/asked-topic.js';

/** The sentences that ask (those ending in "?"), a colon or a semicolon also ending one. */
const askingSentences = (text: string) =>
  text
    .split(/(?<=[.?!;:])\s+/)
    .filter((s) => s.includes('?'))
    .join(' ');

/**
 * "diventato papà a marzo … quanto gli paga l'INPS in quei mesi di congedo parentale?": the story's leave (the
 * father's birth, read as paternity) is not asked when the question's own sentences name another kind; only the
 * kinds they name are answered. Runs on folded text.
 */
export function askedOverStory(text: string, kinds: LeaveKind[]): LeaveKind[] {
  if (kinds.length < 2) return kinds;
  const asked = leaveKindsOf(askingSentences(text));
  return asked.length && asked.length < kinds.length ? kinds.filter((kind) => asked.includes(kind)) : kinds;
}
