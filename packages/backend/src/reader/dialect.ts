/**
 * Southern dialect words as a question may write them ("pe quantu tiempu me la danno?", "quante settimane de
 * contributi", "lu massimu ca pozzu pigliare quist'annu"): the Italian word the rules look for. Only words that
 * are no Italian word of their own; "de" only before the nouns of a labour question (a name "De Giorgi" stays).
 * Runs on lower-case, accent-free text.
 */
const WORDS: Readonly<Record<string, string>> = {
  quantu: 'quanto',
  tiempu: 'tempo',
  tiempo: 'tempo',
  pigliare: 'prendere',
  pigghiare: 'prendere',
  piglio: 'prendo',
  pigliu: 'prendo',
  pozzu: 'posso',
  pozzo: 'posso',
  massimu: 'massimo',
  annu: 'anno',
  "quist'annu": "quest'anno",
  "quist'anno": "quest'anno",
  nienti: 'niente',
  fazzu: 'faccio',
  servinu: 'servono',
  mesu: 'mese',
  misi: 'mesi',
  sittimane: 'settimane',
  sordi: 'soldi',
};

const WORD = new RegExp(
  String.raw`(?<![\p{L}'])(?:${Object.keys(WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\p{L}'])`,
  'gu',
);
// "pe quantu tiempu", "pe' gennaio": before a word only ("Montesilvano (PE)" is a province).
const FOR = /(?<![\p{L}'(])pe'? (?=\p{L})/gu;
const OF_NOUN =
  /\bde (?=(?:contribut|lavoro|stipendi|ferie|permess|malatti|settimane|mesi|anni|giorni|ore|servizio|disoccupazion|naspi)\w*)/g;

/** The question with its dialect words in Italian. */
export function italianFromDialect(text: string): string {
  return text
    .replace(WORD, (w) => WORDS[w] ?? w)
    .replace(FOR, 'per ')
    .replace(OF_NOUN, 'di ');
}
