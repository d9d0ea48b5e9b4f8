/**
 * An agreement's name as a phone or a hurried consultant types it, with the small words left out ("portieri
 * proprietari fabbricati" for "proprietari di fabbricati", "studi professionali" is unchanged): in a plain
 * name (letters and spaces, no pattern syntax) each preposition or conjunction between two words becomes
 * optional. A name written as a pattern is kept as it is.
 */
const SMALL_WORD = / (di|del|dei|degli|della|delle|dello|da|per|e|ed) (?=[a-z])/g;

export function telegraphic(term: string): string {
  if (!/^[a-z' ]+$/.test(term)) return term;
  return term.replace(SMALL_WORD, ' (?:$1 )?');
}
