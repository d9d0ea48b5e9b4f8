import { sections } from './pay.js';
import type { Ccnl } from './schema.js';

/**
 * The section of an agreement's pay tables a question names by its situation rather than by the table's
 * title: a one- or two-star hotel reads Turismo's "alberghi minori" table, not the hotels' general one.
 * Rows are data: the section's title as the file writes it and the words that name it.
 */
const SECTION_WORDS: readonly { section: string; words: RegExp; unless?: RegExp }[] = [
  {
    section: 'alberghi minori',
    words:
      /\b(?:una|1|due|2)\s*(?:e (?:due|2)\s*)?(?:stell[ae]|\*)|\balberg\w* minor|\bhotel minor|\bpension(?:e|i)\b/,
    // The reduction spares the 5th level's cook, waiter and barman, and hostels, B&Bs and rooms to let.
    unless:
      /\bcuoc|\bbarist|\bcamerier[aei]\b(?! ai piani)|\bostell|\bb ?& ?b\b|\bbed and breakfast|affittacamer/,
  },
];

/** The section the question's words name, when the agreement's tables have it. */
export function sectionAsked(ccnl: Ccnl, texts: readonly string[]): string | undefined {
  const own = sections(ccnl);
  const folded = texts.map((t) =>
    t
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, ''),
  );
  for (const text of folded)
    for (const { section, words, unless } of SECTION_WORDS)
      if (own.includes(section) && words.test(text) && !unless?.test(text)) return section;
  return undefined;
}
