import { distance } from 'fastest-levenshtein';
import type { Ccnl } from '../kb/schema.js';
import { normalise } from '../kb/text.js';
import { joinedDictation } from '../reader/dictation.js';
import { NOT_TYPOS } from './level-score-words.js';

/** The words of the agreement's profiles and definitions, as written (not stemmed). */
const profileVocabulary = (ccnl: Ccnl): Set<string> =>
  new Set(
    normalise(ccnl.levels.map((l) => `${l.examples.join(' ')} ${l.declaratoria ?? ''}`).join(' '))
      .split(' ')
      .filter((w) => w.length >= 6),
  );

/**
 * A word of the question one edit off a single profile word ("camerire" for "cameriere", "magazzinere" for
 * "magazziniere") is that word, before stemming cuts the typo's word short; words of 7 letters or more only.
 */
export function mendTitles(phrase: string, ccnl: Ccnl): string {
  const vocabulary = profileVocabulary(ccnl);
  return joinedDictation(phrase).replace(/\p{L}{7,}/gu, (word) => {
    if (vocabulary.has(word)) return word;
    const near = [...vocabulary].filter(
      (p) => Math.abs(p.length - word.length) <= 1 && distance(p, word) === 1,
    );
    return near.length === 1 ? (near[0] as string) : word;
  });
}

/**
 * A word one letter off a profile word ("siter" for "sitter") is that word; short words stay as typed. A denied
 * word is as short as the word denied: "non ha poteri di firma" ("nonfirm") is no "nonform" (without a diploma).
 */
export function mendTypo(word: string, profileWords: Set<string>): string {
  const denied = /^non(?!n)/.test(word) ? word.slice(3) : word;
  if (denied.length < 5 || profileWords.has(word) || NOT_TYPOS.has(word)) return word;
  const near = [...profileWords].filter(
    (p) => Math.abs(p.length - word.length) <= 1 && distance(p, word) === 1,
  );
  return near.length === 1 ? (near[0] as string) : word;
}
