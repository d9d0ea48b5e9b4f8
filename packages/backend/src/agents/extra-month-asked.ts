import { FOURTEENTH } from '../reader/asked-topic.js';
import { askedClause } from '../reader/asking-clause.js';
import { readable } from '../reader/text.js';

const THIRTEENTH = /tredicesim|\b13 ?(?:a|ª|esim\w*|ma)(?!\w)/;

/**
 * Whether the quattordicesima is the extra month asked. A story may name both ("la quattordicesima me la danno
 * a luglio … quanto dovrebbe essere questa tredicesima?"): the one the asking clause names wins.
 */
export function fourteenthAsked(message: string): boolean {
  const text = readable(message);
  if (!FOURTEENTH.test(text)) return false;
  const asked = askedClause(text);
  return !(THIRTEENTH.test(asked) && !FOURTEENTH.test(asked));
}
