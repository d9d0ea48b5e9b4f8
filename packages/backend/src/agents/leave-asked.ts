import { type LeaveKind, leaveKindsOf } from '../reader/asked-topic.js';

// The leaves a birth told in the story implies ("è diventato papà", "ha partorito").
const BIRTH_KINDS: ReadonlySet<LeaveKind> = new Set(['paternity', 'maternity']);

/** The sentences that ask (those ending in "?"), a colon or a semicolon also ending one. */
const askingSentences = (text: string) =>
  text
    .split(/(?<=[.?!;:])\s+/)
    .filter((s) => s.includes('?'))
    .join(' ');

const STARTING_WITH =
  /\b(?:partiamo|cominciamo|iniziamo|parto|comincio|inizio) (?:pure |intanto |subito )?(?:da|dal|dalla|dallo|dai|dalle|con)\b/;

/**
 * "diventato papà a marzo … quanto gli paga l'INPS in quei mesi di congedo parentale?": the story's leave (the
 * father's birth, read as paternity) is not asked when the question's own sentences name another kind; only the
 * kinds they name are answered. Runs on folded text.
 */
export function askedOverStory(text: string, kinds: LeaveKind[]): LeaveKind[] {
  if (kinds.length < 2) return kinds;
  // "… una vuole il congedo parentale, un altro le 150 ore. Partiamo da lui: quante ore …?": the requests listed
  // before "partiamo da" wait; the kinds the words after it name are asked.
  const start = STARTING_WITH.exec(text);
  const after = start ? leaveKindsOf(text.slice(start.index)) : [];
  if (after.length) return kinds.filter((kind) => after.includes(kind));
  const asked = leaveKindsOf(askingSentences(text));
  if (!asked.length) return kinds;
  // Only a birth's leaves are told by the story; a kind asked indirectly ("mi servirebbe sapere quanti giorni di
  // congedo matrimoniale mi spettano.") stays asked.
  return kinds.filter((kind) => asked.includes(kind) || !BIRTH_KINDS.has(kind));
}
