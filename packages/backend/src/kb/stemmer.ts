import { stemmer } from '@orama/stemmers/italian';

/**
 * The Italian Snowball stemmer (as maintained in @orama/stemmers), so that "settimanali", "settimanale" and
 * "settimana" meet. Words with digits (levels such as "3s", dates) are left alone.
 */
export function stemItalian(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  // Trade nouns in -iere and -esso/-essa ("cameriere", "commessi") would be cut as verb endings, splitting
  // singular from plural: they keep their root and lose only the final vowel.
  if (/(?:ier|ess)[aeio]$/.test(word)) return word.slice(0, -1);
  return stemmer(word);
}
