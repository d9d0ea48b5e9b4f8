import { RELATIVE_OR_COLLEAGUE } from './asked-of-other.js';

// "mia moglie lavora in comune", "una collega che fa l'infermiera in ospedale": the workplace is the other
// person's when the clause before the word names them as its subject.
const OTHER_SUBJECT = new RegExp(String.raw`\b${RELATIVE_OR_COLLEAGUE}\b[^.,;:?!]{0,40}$`);

/**
 * Whether every place a sector word appears in is a relative's or a colleague's workplace, told beside the
 * writer's own question: that agreement is not the writer's (folded text).
 */
export function othersSectorWordOnly(word: RegExp, text: string): boolean {
  const all = [...text.matchAll(new RegExp(word.source, 'g'))];
  return (
    all.length > 0 && all.every((m) => OTHER_SUBJECT.test(text.slice(Math.max(0, m.index - 60), m.index + 1)))
  );
}
