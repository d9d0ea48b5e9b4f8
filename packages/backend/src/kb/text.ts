import { stemItalian } from './stemmer.js';

/**
 * Italian text to search terms: lowercase, accents and punctuation gone, stop words dropped, a few domain
 * synonyms folded together, then the Italian stemmer, so that "stipendio del quarto livello" meets
 * "paga 4° livello" and "ore settimanali" meets "orario settimanale".
 */

const STOP_WORDS = new Set(
  `a ad ai al alla alle allo agli all anche avere c che chi ci ciao come con cosa cui d da dai dal dalla dalle
  dallo dagli dall de dei del della delle dello degli dell devo deve devono di dove e ed gli grazie ha hai hanno
  ho i il in io l la le lo loro lui lei ma me mi mio mia ne negli nei nel nella nelle nello nell noi non o od
  ogni per perche piu po posso puo possono qual quale quali quando quanta quante quanti quanto quella quelle
  quelli quello quell questa queste questi questo quest se si sia siamo sono stato stata su sugli sui sul sulla
  sulle sullo sull suo sua tra fra ti tu tutti tutto tutte un una uno vi voi essere viene vengono previsto
  prevista previsti previste prevede prevedono spetta spettano dice detto sai saprebbe potresti puoi vorrei
  chiedo domanda favore fino circa qualcosa dimmi spiegami sapere lavoratore lavoratori dipendente
  dipendenti caso mio tuo`.split(/\s+/),
);

/**
 * Ordinals that name a level ("quarto livello", "livello IV"), as the level's digit. Not "i": in a search it
 * is an article far more often than a level.
 */
export const LEVEL_ORDINALS: Readonly<Record<string, string>> = {
  primo: '1',
  secondo: '2',
  terzo: '3',
  quarto: '4',
  quinto: '5',
  sesto: '6',
  settimo: '7',
  ii: '2',
  iii: '3',
  iv: '4',
  v: '5',
  vi: '6',
  vii: '7',
};

/** Words that mean the same thing to a user of this product, folded to one term before stemming. */
const SYNONYMS: Record<string, string> = {
  stipendio: 'paga',
  stipendi: 'paga',
  guadagna: 'paga',
  guadagno: 'paga',
  guadagnare: 'paga',
  guadagnano: 'paga',
  salario: 'paga',
  retribuzione: 'paga',
  retribuzioni: 'paga',
  retributivo: 'paga',
  retributivi: 'paga',
  retributiva: 'paga',
  minimo: 'paga',
  minimi: 'paga',
  tabellare: 'paga',
  tabellari: 'paga',
  lordo: 'paga',
  ore: 'orario',
  ora: 'orario',
  orari: 'orario',
  vacanze: 'ferie',
  tredicesima: 'mensilita',
  quattordicesima: 'mensilita',
  mensilita: 'mensilita',
  inquadramento: 'livello',
  inquadrato: 'livello',
  livelli: 'livello',
  categoria: 'livello',
  dimettersi: 'dimissioni',
  dimetto: 'dimissioni',
  dimissione: 'dimissioni',
  licenziare: 'licenziamento',
  licenziato: 'licenziamento',
  licenziata: 'licenziamento',
  scatto: 'scatti',
  anzianita: 'scatti',
  rol: 'permessi',
  // Farm workers' shorthand for the fixed-term and open-ended worker ("gli OTD", "un OTI").
  otd: 'determinato',
  oti: 'indeterminato',
  // A profession in -ista the stemmer folds onto an everyday verb of tasks ("sistemista" onto "sistemo la
  // sala"): kept a word of its own.
  sistemista: 'sistemistico',
  sistemisti: 'sistemistico',
  ...LEVEL_ORDINALS,
};

/** Lowercase, without accents, punctuation turned into spaces (apostrophes split "dell'azienda"). */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const STEMS = new Map<string, string>();

/** A word as the index compares it: its synonym's stem. Memoised: the stemmer runs on every word of every read. */
export function term(word: string): string {
  const known = STEMS.get(word);
  if (known !== undefined) return known;
  const value = stemItalian(SYNONYMS[word] ?? word);
  if (STEMS.size >= 20_000) STEMS.clear();
  STEMS.set(word, value);
  return value;
}

export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of normalise(text).split(' ')) {
    if (!word || STOP_WORDS.has(word)) continue;
    out.push(term(word));
  }
  return out;
}
