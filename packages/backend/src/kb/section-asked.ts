import { sections } from './pay.js';
import type { Ccnl } from './schema.js';

/**
 * The section of an agreement's pay tables a question names by its situation rather than by the table's
 * title: a one- or two-star hotel reads Turismo's "alberghi minori" table, not the hotels' general one.
 * Rows are data: the section's title as the file writes it and the words that name it.
 */
/**
 * Someone at hand at night without assisting: "dorme da noi e resta a disposizione se la nonna si sveglia, niente
 * assistenza continua", "solo per le notti, senza assistenza", "senza dover fare assistenza". The night named beside an availability or an
 * assistance denied is the presence table's case (table E), not the night-assistance one.
 */
const AT_HAND = String.raw`\b(?:rest\w*|riman\w*|sta|stare|stia|essere|e) a disposizione\b|\b(?:niente|senza|nessuna|non serve|(?:non (?:deve|dovra)|senza dover\w*) (?:fare|prestare) (?:l')?)\s*assistenza\b`;
const ONLY_AT_HAND = new RegExp(
  String.raw`\bnott[ei]\b[^?]{0,160}?(?:${AT_HAND})|(?:${AT_HAND})[^?]{0,160}?\bnott[ei]\b`,
);

const SECTION_WORDS: readonly {
  section: string;
  words: RegExp;
  unless?: RegExp;
  /** Words that rule the section out only at one level (or when no level is known). */
  unlessAt?: { level: string; words: RegExp };
}[] = [
  {
    section: 'alberghi minori',
    words:
      /\b(?:una|1|due|2)\s*(?:e (?:due|2)\s*)?(?:stell[ae]|\*)|\balberg\w* minor|\bhotel minor|\bpension(?:e|i)\b/,
    // The reduction spares hostels, B&Bs and rooms to let, and the 5th level's cook, waiter and barman.
    unless: /\bostell|\bb ?& ?b\b|\bbed and breakfast|affittacamer/,
    unlessAt: { level: '5', words: /\bcuoc|\bbarist|\bcamerier[aei]\b(?! ai piani)/ },
  },
  {
    // Domestic work's night-assistance table: someone who stays the night to look after a person. A mere
    // presence at night (table E) and night hours of a day worker are other cases.
    section: 'assistenza notturna',
    // Sleeping at the family's is the night job only beside the night named ("dorma da lui la notte"): a bare
    // "la baby sitter che dorme da noi" is a live-in worker, as the reader's cohabiting slot reads it.
    words:
      /\bassistenza (?:\w+ )?notturn|\bassist\w* (?:\w+ )?(?:di|la|durante la|per la) nott|\b(?:solo|soltanto) (?:di|la) notte\b|\b(?:fa|fare|faccia|fara|per|copr\w*) (?:solo )?(?:la|le) nott[ei]\b|\bdorm\w* (?:da|con|a casa|presso)\b(?=[^?]*\bnott[ei]\b)|\bnott[ei]\b[^?]*\bdorm\w* (?:da|con|a casa|presso)\b|\bdalle (?:19|20|21|22) alle (?:6|7|8)\b/,
    // (A live-in carer who "assiste anche di notte", or looks after someone "giorno e notte", is paid on the
    // live-in table: the night table is a day off the house, night hours only.)
    unless: new RegExp(
      String.raw`\bpresenza (?:notturn[ao]\b|(?:di|la|per la) notte\b)|\banche (?:di |la |durante la )?nott[ei]\b|\bgiorno e (?:di |la )?notte\b|\bnotte e giorno\b|(?<!\bnon )\bconvivent\w*|${ONLY_AT_HAND.source}`,
    ),
  },
  {
    // Domestic work's night presence (table E): someone only present in the house at night, no assistance.
    section: 'presenza notturna',
    words: new RegExp(
      String.raw`\bpresenza (?:notturn[ao]\b|(?:di|la|per la) notte\b)|\bpresente (?:solo |soltanto )?(?:di|la) notte\b|${ONLY_AT_HAND.source}`,
    ),
    unless: /\bassistenza notturn[ao]\b/,
  },
  {
    // Domestic work's table B: a live-in worker on a reduced week, up to 30 hours ("convivente fino a 30 ore",
    // "e se lavora solo fino a 30 ore a settimana?" after a live-in's minimum). Thirty hours of a worker by the
    // hour is the hourly table.
    section: 'conviventi fino a 30 ore',
    words:
      /\b(?:fino a|entro|massimo|max|non oltre|al massimo) (?:le )?30 ore\b|\bconvivent\w*[^?]{0,60}\b30 ore\b|\b30 ore\b[^?]{0,60}\bconvivent|\borario ridotto\b[^?]{0,40}\bconvivent|\bconvivent\w* a orario ridotto\b/,
    unless:
      /\bnon convivent|\ba ore\b|\bad ore\b|\bl'ora\b|\ball'ora\b|\boltre (?:le )?30 ore\b|\bpiu di 30 ore\b/,
  },
];

const NEGATED =
  /\b(?:non|ne)\s+(?:[\w']+\s+){0,3}?(?:alberg\w* minor\w*|hotel minor\w*|pension[ei]|(?:una|1|due|2)\s*(?:e (?:due|2)\s*)?stell[ae])/g;

/** The section the question's words name, when the agreement's tables have it. */
export function sectionAsked(ccnl: Ccnl, texts: readonly string[], level?: string): string | undefined {
  const own = sections(ccnl);
  const folded = texts.map((t) =>
    t
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, ''),
  );
  // A turn that rules a section out decides for the turns before it too: "una badante convivente" after "dorme
  // da noi" is a live-in, not the night-assistance table the earlier words would read.
  const ruledOut = new Set<string>();
  for (const text of folded) {
    // "è un tre stelle, quindi non alberghi minori": a section denied is not the one asked.
    const said = text.replace(NEGATED, ' ');
    for (const { section, words, unless, unlessAt } of SECTION_WORDS) {
      if (ruledOut.has(section)) continue;
      const excepted =
        unlessAt && (level === undefined || level === unlessAt.level) && unlessAt.words.test(text);
      // "E per il cuoco? … sempre albergo due stelle" after a two-star hotel's chambermaid: the exception said in a
      // later turn rules the section out for the turns before it too.
      if (unless?.test(text) || excepted) ruledOut.add(section);
      else if (own.includes(section) && words.test(said) && !excepted) return section;
    }
  }
  return undefined;
}
