/**
 * Italian text to search terms: lowercase, accents and punctuation gone, stop words dropped, a few domain
 * synonyms folded together and a crude suffix stemming, so that "settimanali" meets "settimanale" and
 * "stipendio" meets "paga". Good enough to rank a few hundred short passages; not a linguistic tool.
 */

const STOP_WORDS = new Set(
  `a ad ai al alla alle allo agli all anche avere c che chi ci ciao come con cosa cui d da dai dal dalla dalle
  dallo dagli dall de dei del della delle dello degli dell devo deve devono di dove e ed gli grazie ha hai hanno
  ho i il in io l la le lo loro lui lei ma me mi mio mia ne negli nei nel nella nelle nello nell noi non o od
  ogni per perche piu po posso puo possono qual quale quali quando quanta quante quanti quanto quella quelle
  quelli quello quell questa queste questi questo quest se si sia siamo sono stato stata su sugli sui sul sulla sulle sullo
  sull suo sua tra fra ti tu tutti tutto tutte un una uno vi voi essere viene vengono previsto
  prevista previsti previste prevede prevedono spetta spettano dice detto mi sai saprebbe potresti puoi vorrei
  chiedo domanda per favore secondo fino circa qualcosa dimmi spiegami`.split(/\s+/),
);

/** Words that mean the same thing to a user of this product, folded to one term before stemming. */
const SYNONYMS: Record<string, string> = {
  stipendio: 'paga',
  guadagna: 'paga',
  guadagno: 'paga',
  guadagnare: 'paga',
  guadagnano: 'paga',
  stipendi: 'paga',
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
  ore: 'orario',
  ora: 'orario',
  orari: 'orario',
  vacanze: 'ferie',
  mensilita: 'mensilita',
  tredicesima: 'mensilita',
  quattordicesima: 'mensilita',
  inquadramento: 'livello',
  livelli: 'livello',
  categoria: 'livello',
  dimettersi: 'dimissioni',
  dimissione: 'dimissioni',
  licenziare: 'licenziamento',
  licenziato: 'licenziamento',
  primo: '1',
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

const SUFFIXES = [
  'amenti',
  'amento',
  'imenti',
  'imento',
  'azioni',
  'azione',
  'zioni',
  'zione',
  'mente',
  'ita',
  'ono',
  'ando',
  'endo',
  'are',
  'ere',
  'ire',
];

const MIN_STEM = 3;

function stem(word: string): string {
  if (/^\d/.test(word)) return word;
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM)
      return word.slice(0, -suffix.length);
  }
  return word.length > MIN_STEM + 1 && /[aeiou]$/.test(word) ? word.slice(0, -1) : word;
}

/** Lowercase, without accents, punctuation turned into spaces (apostrophes split "dell'azienda"). */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of normalise(text).split(' ')) {
    if (!word || STOP_WORDS.has(word)) continue;
    out.push(stem(SYNONYMS[word] ?? word));
  }
  return out;
}
