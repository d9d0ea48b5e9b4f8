import type { Ccnl } from '../kb/schema.js';
import { plainOf, readLevel } from './levels.js';

/**
 * The level the asking clause names, when a story names another before it ("due operatori che oggi sono al
 * livello C; … mi serve solo il dato: nel 2026 quanto è il minimo del livello B?"): the story's level places the
 * workers, the asked one is the level whose figure is wanted. Only a last clause that asks ("?") and follows a
 * story counts; a clause weighing two levels ("rispetto al 4°", "differenza") is left to the comparison rules.
 */
const WEIGHED =
  /\b(?:rispetto|differenz\w*|confront\w*|invece|oppure|anziche|piuttosto|come (?:me|lui|lei))\b/;

// A level the asking clause only guesses or doubts ("In busta sono al livello B1 … Ma non era C1?", "non dovrei
// essere al 4°?"): the stated level stays the one read; the guess is what the answer checks it against.
const GUESSED =
  /\bnon (?:era|e|sarebbe|dovrebbe essere|dovrei essere|spetterebbe|spetta(?:va)?)\b|\bdovrei (?:essere|stare|avere)\b|\bforse\b|\bo (?:e|era) (?:il |al )?(?:livello )?\w+\s*\?/;

export function askedClauseLevel(ccnl: Ccnl, original: string): string | undefined {
  const clauses = original
    .split(/(?<=[.?!:;])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (clauses.length < 2) return undefined;
  const asked = clauses.at(-1) ?? '';
  if (!asked.includes('?')) return undefined;
  const folded = plainOf(asked);
  if (GUESSED.test(folded)) return undefined;
  if (WEIGHED.test(folded)) return undefined;
  const story = readLevel(
    ccnl,
    clauses.slice(0, -1).join(' '),
    plainOf(clauses.slice(0, -1).join(' ')),
    false,
  );
  const level = readLevel(ccnl, asked, folded, false);
  return story && level && story !== level ? level : undefined;
}
