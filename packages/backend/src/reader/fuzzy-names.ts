import { closest, distance } from 'fastest-levenshtein';
import type { KnowledgeBase } from '../kb/knowledge-base.js';

/**
 * Agreement names written with a typo ("cooperativa socile", "metalmecanici", "comercio", "turimso",
 * "logisitca"): each longer word of the question one edit away from a word of an agreement's name, aliases or
 * keywords (two for long words, or two letters swapped) is read as that word, so the knowledge base recognises
 * the name. Safeguards: same first letter, words of five letters or more, no change of the last letter only
 * (a plural), and common words that sit one edit from a name word stay as written.
 */

const MIN_LENGTH = 5;
// Everyday words one edit from a word of an agreement's name: never read as the name.
const COMMON = new Set([
  'servizio',
  'sociale',
  'domenica',
  'domenicale',
  'portare',
  'porterei',
  'commesso',
  'commessa',
  'commessi',
  'commesse',
  'confessioni',
  'industriale',
  'alberi',
  'chimica',
  'tessere',
  'vigilia',
  'comune',
  'comuni',
  'edile',
  'pulizia',
  'trasporto',
  'impianti',
  'operai',
  'operaio',
  'operatore',
  'privato',
  'privata',
  'lavoro',
  'lavori',
  'contratto',
  'contratti',
  'nazionale',
  'collettivo',
  // Two edits from "plastiche": an office's "pratiche" are files, not the rubber and plastics agreement.
  'pratica',
  'pratiche',
  // Two edits from "trasporti": "anni trascorsi in azienda" is time, not the logistics agreement.
  'trascorsi',
  'trascorso',
  'trascorsa',
  'trascorse',
  'trascorre',
  'trascorrono',
  // Two edits from "confezioni": "a parità di condizioni" is the same case, not the textile agreement.
  'condizione',
  'condizioni',
]);
const GENERIC = new Set(['ccnl', 'contratto', 'collettivo', 'nazionale', 'lavoro', 'industria']);

interface Vocabulary {
  list: string[];
  known: Set<string>;
  /** Each word already mended against this knowledge base's names (the nearest-name search is costly). */
  mended: Map<string, string>;
}
const vocabularies = new WeakMap<KnowledgeBase, Vocabulary>();
const nameVocabularies = new WeakMap<KnowledgeBase, Vocabulary>();

function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
}

/** The words of every agreement's name, aliases and keywords (folded, five letters or more). */
function nameWords(kb: KnowledgeBase, namesOnly = false): Vocabulary {
  const cache = namesOnly ? nameVocabularies : vocabularies;
  const cached = cache.get(kb);
  if (cached) return cached;
  const words = new Set<string>();
  for (const c of kb.agreements)
    for (const name of [c.short_name, ...c.aliases, ...(namesOnly ? [] : c.keywords)])
      for (const w of fold(name).split(/[^\p{L}]+/u))
        if (w.length >= MIN_LENGTH && !GENERIC.has(w)) words.add(w);
  const entry: Vocabulary = { list: [...words], known: words, mended: new Map() };
  cache.set(kb, entry);
  return entry;
}

const sorted = (w: string) => [...w].sort().join('');

function mended(word: string, vocabulary: readonly string[], known: ReadonlySet<string>): string {
  if (word.length < MIN_LENGTH || known.has(word) || COMMON.has(word)) return word;
  const candidate = closest(word, vocabulary as string[]);
  if (!candidate || candidate[0] !== word[0]) return word;
  // "pulizia"/"pulizie": the stemmer already reads a plural; only the last letter differing is no typo.
  if (candidate.length === word.length && candidate.slice(0, -1) === word.slice(0, -1)) return word;
  const d = distance(word, candidate);
  // Long names bear two slips ("comerco" for "commercio").
  const allowed = word.length >= 9 || (candidate.length >= 9 && word.length >= 7) ? 2 : 1;
  if (d <= allowed) return candidate;
  return d === 2 && sorted(word) === sorted(candidate) ? candidate : word;
}

/**
 * The folded question with the agreement names' typos mended; the text itself when nothing changes. With
 * `namesOnly`, only the words of names and aliases ("federmecanica"), not the keywords of a workplace or trade.
 */
export function mendAgreementNames(kb: KnowledgeBase, text: string, namesOnly = false): string {
  const { list, known, mended: seen } = nameWords(kb, namesOnly);
  return text.replace(/\p{L}+/gu, (word) => {
    const done = seen.get(word);
    if (done !== undefined) return done;
    const value = mended(word, list, known);
    if (seen.size >= 20_000) seen.clear();
    seen.set(word, value);
    return value;
  });
}
