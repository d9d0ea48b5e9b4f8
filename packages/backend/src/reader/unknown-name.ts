/**
 * How an agreement the knowledge base lacks is named back to the user: in their own words. "CCNL Elettrici"
 * stays "CCNL Elettrici"; "CCNL del settore elettrico" keeps the whole phrase, since its first word ("settore",
 * "comparto") is not a name.
 */
const HEAD_NOUNS =
  /^(?:settore|comparto|ramo|mondo|aziende|imprese|industria|industrie|lavoratori|dipendenti|addetti|personale|servizi|esercenti|gestori)$/;
const TRAILING = /\s+(?:che|e|per|con|di|del|della|in|a|il|la|su|non|ma|dove|quando|quanti|quante|quanto)$/;

/**
 * "questo contratto dell'industria fino a quando vale?", "il contratto del settore come funziona": a head noun
 * followed by a word that names nothing (an adverb, a preposition, a verb) is a sector said in general, never
 * the name of an agreement the knowledge base lacks.
 */
export function headNounOnly(phrase: string): boolean {
  const [first = '', second] = phrase.trim().split(/\s+/);
  if (!HEAD_NOUNS.test(first)) return false;
  return (
    second === undefined ||
    TRAILING.test(` ${second}`) ||
    /^(?:fino|finch\w*|da|dal|dalla|quanto|come|cosa|vale|valgono|scade|scadono|dura|durano|e|è|ha|hanno|sono|prevede|dice|quale|quali|qui|li|ora|oggi|adesso|ancora|sempre|pero|allora|quindi|dopo|prima)$/.test(
      second,
    )
  );
}

/** The display name of an unrecognised agreement named after "CCNL": `preposition` as written, `phrase` its words. */
export function unknownAgreementName(preposition: string, phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  const first = words[0] ?? '';
  if (HEAD_NOUNS.test(first) && words.length > 1) {
    const tail = words.join(' ').replace(TRAILING, '');
    return `CCNL ${preposition.trim() ? `${preposition.trim()} ` : ''}${tail}`.replace(/\s+/g, ' ');
  }
  return `CCNL ${first[0]?.toUpperCase() ?? ''}${first.slice(1)}`;
}
