import { italianFromDialect } from './dialect.js';
import { italianFromEnglish } from './english-words.js';

/**
 * Words as dictation writes them, joined back: "metal meccanici", "multi servizi" split in two; an acronym spelled
 * letter by letter ("una o esse esse" for OSS, "il ti effe erre" for TFR). Runs on lower-case, accent-free text.
 */

/** Italian letter names; the one-vowel ones ("a", "e", "i", "o", "u") and "di", "ci", "ti" are also words. */
const LETTERS: Readonly<Record<string, string>> = {
  a: 'a',
  bi: 'b',
  ci: 'c',
  di: 'd',
  e: 'e',
  effe: 'f',
  gi: 'g',
  acca: 'h',
  i: 'i',
  elle: 'l',
  emme: 'm',
  enne: 'n',
  o: 'o',
  pi: 'p',
  cu: 'q',
  erre: 'r',
  esse: 's',
  ti: 't',
  u: 'u',
  vu: 'v',
  zeta: 'z',
};

/** The names no sentence uses as words: a spelling needs two of them at least. */
const SPELLING_ONLY = new Set(['effe', 'elle', 'emme', 'enne', 'erre', 'esse', 'acca', 'zeta']);

const NAME = Object.keys(LETTERS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const SPELLED = new RegExp(String.raw`\b(?:(?:${NAME}) ){1,5}(?:${NAME})\b`, 'g');

/** The letters of a run of letter names, when the run is a spelling (two names used for nothing else). */
function spelled(run: string): string | undefined {
  const names = run.split(' ');
  // The run may start with a word that is also a letter ("una o esse esse", "il ti effe erre"): from the first
  // spelling-only name back at most one short name.
  const first = names.findIndex((n) => SPELLING_ONLY.has(n));
  if (first < 0) return undefined;
  const start = first > 0 && (names[first - 1] ?? '').length <= 2 ? first - 1 : first;
  const kept = names.slice(start);
  if (kept.filter((n) => SPELLING_ONLY.has(n)).length < 2) return undefined;
  return `${names.slice(0, start).join(' ')}${start ? ' ' : ''}${kept.map((n) => LETTERS[n]).join('')}`;
}

export function joinedDictation(text: string): string {
  return italianFromEnglish(italianFromDialect(text))
    .replace(/\b(metal|multi) (meccanic|servizi)/g, '$1$2')
    .replace(SPELLED, (run) => spelled(run) ?? run);
}
