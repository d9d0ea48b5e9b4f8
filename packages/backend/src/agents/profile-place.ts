import { readable } from '../reader/text.js';
import type { Candidate } from './level-score.js';

// Kinds of workplace an example profile can be told apart by: the same job at a restaurant and at a bar or self-service
// sits at two levels in Pubblici esercizi («cameriere di ristorante» at 4°, «cameriere bar/tavola calda/self-service» at 5°).
const PLACE =
  /\b(?:ristorant[ei]|bar|tavol[ae] cald[ae]|self service|mens[ae]|albergh?[io]|hotel|pizzeri[ae]|gelateri[ae]|pasticceri[ae]|stazion[ei]|catering|negozi[o]?|supermercat[oi]|magazzin[oi])\b/g;

const stem = (place: string) => place.replace(/\s+/g, ' ').slice(0, 6);
const placesOf = (text: string) =>
  new Set([...readable(text).replace(/-/g, ' ').matchAll(PLACE)].map((m) => stem(m[0])));

/**
 * Of two profiles close in score, the one whose workplace the job's words name ("cameriere di sala in un ristorante"
 * is «cameriere di ristorante», not «cameriere bar/self-service»), when the other names a workplace not said.
 * Undefined when the workplace said does not set them apart.
 */
export function placeDecides(best: Candidate, next: Candidate, message: string): Candidate | undefined {
  if (!best.example || !next.example) return undefined;
  const said = placesOf(message);
  if (!said.size) return undefined;
  const names = (c: Candidate) => [...placesOf(c.example ?? '')].some((p) => said.has(p));
  const named = [best, next].filter(names);
  const other = [best, next].find((c) => !names(c));
  if (named.length !== 1 || !other || !placesOf(other.example ?? '').size) return undefined;
  return named[0];
}

/**
 * Whether an example profile is set in workplaces the job does not name («addetto … nei supermercati e nei grandi
 * magazzini» for a till in "un negozio di elettronica" or in "una cartoleria"): among a level's profiles it is not
 * the closest.
 */
export function namesOtherPlace(example: string, message: string): boolean {
  const own = placesOf(example);
  const said = placesOf(message);
  return own.size > 0 && ![...own].some((p) => said.has(p));
}
