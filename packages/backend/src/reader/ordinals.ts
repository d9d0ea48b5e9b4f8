/**
 * Ordinal words before a period or a step ("quattordicesimo mese", "secondo anno", "terzo semestre") written as
 * digits ("14° mese"), so that the month of an apprenticeship is never read as the 14th monthly payment
 * ("quattordicesima") and every rule that reads "14° mese" reads the words too. Only masculine forms before
 * these nouns are touched: "secondo il CCNL" and "la quattordicesima" stay as they are.
 */

const UNITS = [
  'primo',
  'secondo',
  'terzo',
  'quarto',
  'quinto',
  'sesto',
  'settimo',
  'ottavo',
  'nono',
  'decimo',
];
const CARDINALS = [
  'undici',
  'dodici',
  'tredici',
  'quattordici',
  'quindici',
  'sedici',
  'diciassette',
  'diciotto',
  'diciannove',
  'venti',
  'ventuno',
  'ventidue',
  'ventitre',
  'ventiquattro',
  'venticinque',
  'ventisei',
  'ventisette',
  'ventotto',
  'ventinove',
  'trenta',
  'trentuno',
  'trentadue',
  'trentatre',
  'trentaquattro',
  'trentacinque',
  'trentasei',
];

/** "ventitre" → "ventitreesimo", "ventisei" → "ventiseiesimo", otherwise the last vowel gives way to "esimo". */
const ordinalOf = (cardinal: string) =>
  /(?:tre|sei)$/.test(cardinal) ? `${cardinal}esimo` : `${cardinal.slice(0, -1)}esimo`;

const VALUE = new Map<string, number>([
  ...UNITS.map((word, i) => [word, i + 1] as const),
  ...CARDINALS.map((word, i) => [ordinalOf(word), i + 11] as const),
  // "ventitreesimo" is also written with the accent dropped differently: "ventitreesimo"/"ventitresimo".
  ['ventitresimo', 23],
  ['trentatresimo', 33],
]);

/** "secondo"/"seconda", "dodicesimo"/"dodicesima": an Italian ordinal word, either gender, as its number. */
export function ordinalNumber(word: string): number | undefined {
  const w = word.toLowerCase();
  return VALUE.get(w) ?? (w.endsWith('a') ? VALUE.get(`${w.slice(0, -1)}o`) : undefined);
}

/** 5 → "quinto": a number as its masculine ordinal word, up to 36; undefined beyond. */
export function ordinalWord(n: number): string | undefined {
  if (n >= 1 && n <= UNITS.length) return UNITS[n - 1];
  const cardinal = CARDINALS[n - 11];
  return cardinal ? ordinalOf(cardinal) : undefined;
}

/** Every ordinal word `ordinalNumber` reads, both genders, longest first (for a regex alternation). */
export const ORDINAL_WORDS: readonly string[] = [...VALUE.keys()]
  .flatMap((w) => [w, `${w.slice(0, -1)}a`])
  .sort((a, b) => b.length - a.length);

const PATTERN = new RegExp(
  `\\b(${[...VALUE.keys()].sort((a, b) => b.length - a.length).join('|')})\\s+(mese|anno|semestre)\\b`,
  'gi',
);

// A level said by its ordinal alone after being placed ("io sono al secondo", "mi hanno messo al quarto, quanto…"):
// the level, when nothing after it makes it another count ("al secondo anno", "al terzo figlio").
const PLACED_AT = new RegExp(
  `\\b(sono|sei|siamo|ero|era|e|è|messo|messa|inquadrato|inquadrata|passato|passata) al (${UNITS.slice(0, 7).join('|')})\\b(?=\\s*(?:[,.;:!?)]|$|\\s(?:e|ed|ma|quindi|io|adesso|ora|da|dal|dalla|quanto|quant\\w*|cosa|che|non)\\b))`,
  'gi',
);

/** The text with each masculine ordinal word before a period written as "N°". */
export function ordinalsToDigits(text: string): string {
  return text
    .replace(PATTERN, (whole, word: string, noun: string) => {
      const n = VALUE.get(word.toLowerCase());
      return n === undefined ? whole : `${n}° ${noun}`;
    })
    .replace(PLACED_AT, (whole, verb: string, word: string) => {
      const n = VALUE.get(word.toLowerCase());
      return n === undefined ? whole : `${verb} al ${n}° livello`;
    });
}
