import { closest, distance } from 'fastest-levenshtein';
import { joinedDictation } from './dictation.js';
import { EVERYDAY } from './everyday-words.js';

/**
 * The words the reader's rules look for. A longer word of the question one typo away from one of these
 * (two for long words) is read as it: "tredicesma", "strordinario", "metalmecanici".
 */
const VOCABULARY = [
  // The long month names ("febraio", "setembre"); short ones ("maggio") are too close to other words.
  'gennaio',
  'febbraio',
  // "dal prossimo giugnio", "a lulgio": six letters but no other word one slip away ("marzo" is near "marco",
  // "aprile" near "aprire", "maggio" near "maggior").
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  // "scati colf": the seniority increment typed with one consonant.
  'scatti',
  'scatto',
  'novembre',
  'dicembre',
  'giornaliera',
  'tredicesima',
  'quattordicesima',
  'straordinario',
  'straordinari',
  'notturno',
  'festivo',
  // "di domenca", "la domneica": the day that makes an hour a holiday's.
  'domenica',
  'domeniche',
  'domenicale',
  // The hour and the surcharge said with a typo ("dopo mezanotte", "magiorata", "maggiorazzione").
  'mezzanotte',
  'maggiorazioni',
  'maggiorata',
  'maggiorato',
  'maggiorate',
  'maggiorati',
  'malattia',
  'infortunio',
  'apprendistato',
  'apprendista',
  'preavviso',
  'dimissioni',
  'licenziamento',
  'permessi',
  'festivita',
  'anzianita',
  'inquadramento',
  'inquadrare',
  'livello',
  'mansione',
  'retribuzione',
  'stipendio',
  'netto',
  'netti',
  'lordo',
  'lordi',
  'busta',
  'contributi',
  'azienda',
  'costo',
  'orario',
  'settimanali',
  'mensilita',
  'metalmeccanici',
  'metalmeccanico',
  'commercio',
  'turismo',
  'edilizia',
  'alimentari',
  'multiservizi',
  'domestico',
  'domestica',
  'badante',
  'autosufficiente',
  'congedo',
  'matrimonio',
  'rinnovo',
  'scadenza',
  'validita',
  'minimo',
  'minimi',
  'tabellare',
  'detrazioni',
  'scaglioni',
  'aliquota',
  'aliquote',
  'massimale',
  'fascia',
  'pensionabile',
  'scaglione',
  'detrazione',
  'integrativo',
  'trattamento',
  'confronto',
  'differenza',
  'supplementare',
  'supplementari',
  'maggiorazione',
  'percentuale',
  'quanto',
  'quanti',
  'quante',
  'giorni',
  'prova',
  'ferie',
  'periodo',
  'comporto',
  'rivalutazione',
  'liquidazione',
  'cedolino',
  'guadagna',
  'prende',
  'spetta',
  'spettano',
  'calcola',
  'calcolare',
  'mensile',
  'annuo',
  'annua',
  'lavoratore',
  'lavoratrice',
  'dipendente',
  'impiegato',
  'impiegata',
  'operaio',
  'commessa',
  'commesso',
  'segretaria',
  'oraria',
  'addizionale',
  'addizionali',
  'settimane',
  // "10 ore a setimana": the week of a schedule, written with one letter less.
  'settimana',
  'professionali',
  'esercizi',
  'pubblici',
  'logistica',
  'federalberghi',
  'confcommercio',
  'terziario',
  'rivalutazione',
  'coefficiente',
  'giornaliera',
  'straordinaria',
  'cameriere',
  'cameriera',
  'tantum',
  // "utlimo giorno di lavoro": the last day a letter gives.
  'ultimo',
];
// Common words one typo away from a word above, which must stay as they are.
const COMMON = [
  // "cosa comporta la clausola elastica?": the verb, not the sick-leave "comporto".
  'comporta',
  // "facendo il conto su 14 mensilità": a reckoning, not the employer's "costo" (known, never a correction).
  'conto',
  'conti',
  // "stesso calcolo", "il conteggio": the noun, not the verb "calcola".
  'calcolo',
  'calcoli',
  // "da quanti anni scatta?", "gli scarti di produzione": not the increment ("scatti").
  'scatta',
  'scarti',
  'scarto',
  'quando',
  // "ultimo giorno 31 marzo" is a day, not "giorni".
  'giorno',
  'quella',
  'quello',
  'questo',
  'questa',
  'mentre',
  'minima',
  'minime',
  'prendo',
  'prendi',
  'prendere',
  'annuale',
  'permesso',
  'oraria',
  'orari',
  'settimana',
  'contratto',
  'livelli',
  'nette',
  'mensili',
  'costa',
  'contributiva',
  'notte',
  'notti',
  'giornalista',
  'giornalisti',
  'contributivo',
  'contributive',
  'ordinaria',
  'costi',
  'costano',
  'secondo',
  'quarto',
  'quinto',
  'settimo',
  'costato',
  // Plurals of the words above are words of their own ("12 dipendenti" is a headcount).
  'dipendenti',
  'lavoratori',
  'impiegati',
  'apprendisti',
  'rinnovato',
  'rinnovata',
  'rinnovati',
  // "sono stato operato" is surgery, not a blue-collar worker.
  'operato',
  'operata',
  'ultima',
  'ultimi',
  'ultime',
  // "il titolare dice che basta avvisare": "enough", not the pay envelope.
  'basta',
  'bastano',
  // "quant'è l'aumento", "quant'era": the elided form, not a typo of "quanto".
  'quant',
  // "com'è calcolato?": the participle, not "calcola".
  'calcolato',
  'calcolata',
  'calcolati',
  'calcolate',
  // "più lungo o più corto?": short, not a cost.
  'corto',
  'corta',
  // "un'azienda di queste dimensioni": the firm's size, not a resignation ("dimissioni").
  'dimensioni',
  'dimensione',
  // "nel complesso prenderà 2.700 euro": on the whole, not a shop assistant ("commesso").
  'complesso',
  'complessa',
  // "collaboratrici domestiche", "lavoro domestico": the household, not Sundays ("domeniche").
  'domestiche',
  'domestici',
];
const KNOWN = new Set([...VOCABULARY, ...COMMON, ...EVERYDAY]);

/** Lower case, no accents, apostrophes and dashes as spaces where they join words, single spaces. */
export function fold(text: string): string {
  return joinedDictation(
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[’‘`´]/g, "'")
      // An accent typed as an apostrophe ("e' aumentato", "perche'", "piu'"): the vowel, as if accented ("un po'"
      // is an elision, kept).
      .replace(/(?<=\p{L}[aeiou])(?<!\bpo)'(?=[\s.,;:!?)]|$)|(?<=\be)'(?=\s+\p{L}{3})/gu, '')
      .replace(/\s+/g, ' ')
      // A space as the thousands separator ("€ 1 850,00", "1 850,00 lordi"): one figure, not two.
      .replace(/(?<![\d.,])(\d{1,3}) (\d{3})(?=,\d{1,2}\b)/g, '$1.$2')
      .replace(/(€ ?)(\d{1,3}) (\d{3})\b(?![.,]\d{3})/g, '$1$2.$3')
      .trim(),
  );
}

/**
 * Memo of pure functions of a string, emptied when full: every rule reads the same question again, and the
 * nearest-word search of a typo is the reader's costliest step.
 */
function memo(limit: number, fn: (text: string) => string): (text: string) => string {
  const seen = new Map<string, string>();
  return (text) => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    if (seen.size >= limit) seen.clear();
    const value = fn(text);
    seen.set(text, value);
    return value;
  };
}

const corrected = memo(20_000, (word) => {
  if (word.length < 5 || KNOWN.has(word) || /\d/.test(word)) return word;
  const candidate = closest(word, VOCABULARY);
  const allowed = word.length >= 9 ? 2 : 1;
  // The first letter is rarely the typo; requiring it keeps "mansioni" from becoming "pensioni"-like swaps.
  const d = distance(word, candidate);
  if (candidate[0] === word[0] && (d <= allowed || swapped(word, candidate, d))) return candidate;
  return everyday(word);
});

/** Two swapped letters ("feire", "prvoa") cost two edits: same letters, same length. */
function swapped(word: string, candidate: string, d: number): boolean {
  const sorted = (w: string) => [...w].sort().join('');
  return d === 2 && sorted(word) === sorted(candidate);
}

/**
 * An everyday word one slip away: one edit or two letters swapped, same first letter, and not another ending of
 * the same word ("servizi", "assunte", "addetti" are words of their own, not slips of "servizio", "assunta").
 */
function everyday(word: string): string {
  const candidate = closest(word, EVERYDAY);
  if (candidate[0] !== word[0]) return word;
  const stem = (w: string) => w.replace(/[aeiou]+$/, '');
  if (stem(word) === stem(candidate)) return word;
  const d = distance(word, candidate);
  return d <= 1 || swapped(word, candidate, d) ? candidate : word;
}

/** The question as the rules read it: folded, and with the typos of the words they look for mended. */
export const readable: (text: string) => string = memo(256, (text) =>
  fold(text).replace(/\p{L}+/gu, (word) => corrected(word)),
);
