import { distance } from 'fastest-levenshtein';
import { MONTH_NAMES, MONTHS as MONTH_WORDS } from '../kb/format.js';
import { expandConsultantShorthand } from './consultant-shorthand.js';
import { dictatedNumbers } from './dictated-numbers.js';
import { wordsToNumber } from './numbers.js';
import { ordinalsToDigits } from './ordinals.js';
import { expandPhoneShorthand } from './phone-shorthand.js';

/**
 * Consultants' shorthand written out before any rule reads a question: levels ("5° liv.", "liv. 3S", "IV
 * liv"), agreements ("comm.", "metalm.", "pubbl. eserc."), months ("gen 2026"), contract kinds ("t.d.",
 * "FT/PT") and compound number words ("milleottocento e cinquanta"). Idempotent: the written-out forms are
 * left as they are, so the reader and the agents may both apply it.
 */

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8 };
const ROMAN_WORD = 'viii|vii|vi|iv|v|iii|ii|i';
const ROMAN_BEFORE = new RegExp(`\\b(${ROMAN_WORD})\\s*(?:°|º)?\\s*(liv(?:ello|\\.)?)(?![a-z])`, 'gi');
// A lone "I" after "livello" is a letter level in some agreements (Gomma plastica's A–I), not a numeral.
const ROMAN_AFTER = new RegExp(`\\blivello\\s+(${ROMAN_WORD.replace(/\|i$/, '')})\\b(?!')`, 'gi');
// "dal IV al III livello", "tra il IV e il V livello": the first numeral shares the word "livello" said after the
// second (capitals only, so an article "i" is never read as a level).
const ROMAN_PAIR =
  /\b(VIII|VII|VI|IV|V|III|II|I)(\s+(?:al|all'|a|e|ed|o|contro|vs\.?|rispetto al)\s+(?:il\s+)?)(?=[IVX]{1,4}\s*[°º]?\s*liv)/g;

/** Roman level numerals written as the reader's "3° livello": "III livello", "livello IV", "dal IV al III livello". */
export function arabicLevels(text: string): string {
  return text
    .replace(
      ROMAN_PAIR,
      (_m, roman: string, between: string) => `${ROMAN[roman.toLowerCase()]}° livello${between}`,
    )
    .replace(ROMAN_BEFORE, (_m, roman: string) => `${ROMAN[roman.toLowerCase()]}° livello`)
    .replace(ROMAN_AFTER, (_m, roman: string) => `${ROMAN[roman.toLowerCase()]}° livello`);
}

/** Abbreviated agreement names, each needing its full stop or a space after it not to eat a longer word. */
const AGREEMENTS: [RegExp, string][] = [
  [/\bpubbl\.?\s*eserc\.?(?=\s|$|[,;:?!)])/gi, 'pubblici esercizi'],
  [/\bmetalmecc?\.(?=\s|$|[,;:?!)])|\bmetalm\.?(?=\s|$|[,;:?!)])/gi, 'metalmeccanici'],
  // "C3 metal", "metal. 7 anni": a consultant's stub of the agreement (never "metallo", "metalli").
  [/\bmetal\.?(?=\s|$|[,;:?!)])/gi, 'metalmeccanici'],
  [/\bmultiserv\.?(?=\s|$|[,;:?!)])/gi, 'multiservizi'],
  [/\bcomm\.(?=\s|$|[,;:?!)])/gi, 'commercio'],
  [/\bterz\.(?=\s|$|[,;:?!)])/gi, 'terziario'],
  [/\balim\.(?=\s|$|[,;:?!)])/gi, 'alimentari'],
  [/\btess\.(?=\s|$|[,;:?!)])/gi, 'tessile'],
  [/\bedil\.(?=\s|$|[,;:?!)])/gi, 'edilizia'],
  [/\bcoop\.?\s*soc\.(?=\s|$|[,;:?!)])/gi, 'cooperative sociali'],
  [/\bvigil\.(?=\s|$|[,;:?!)])/gi, 'vigilanza'],
  [/\bstudi prof\.(?=\s|$|[,;:?!)])/gi, 'studi professionali'],
];

const MONTHS: [string, string][] = [
  ['gen', 'gennaio'],
  ['feb', 'febbraio'],
  ['mar', 'marzo'],
  ['apr', 'aprile'],
  ['mag', 'maggio'],
  ['giu', 'giugno'],
  ['lug', 'luglio'],
  ['ago', 'agosto'],
  ['sett?', 'settembre'],
  ['ott', 'ottobre'],
  ['nov', 'novembre'],
  ['dic', 'dicembre'],
];

/** Each short month next to a year ("gen 2026"), a short year ("dic '25") or a day ("10 mar"), compiled once. */
const MONTH_PATTERNS = MONTHS.map(
  ([short, month]) =>
    [
      new RegExp(`\\b${short}\\.?\\s*(20\\d\\d)\\b`, 'gi'),
      new RegExp(`\\b${short}\\.?\\s*['’](\\d\\d)\\b(?!\\d)`, 'gi'),
      new RegExp(`\\b(\\d{1,2}\\s*°?\\s*)${short}\\.?(?![a-z])`, 'gi'),
      month,
    ] as const,
);

// Words one letter off a month that are words or names of their own ("a maggior ragione", "da Marco", "a Mario").
const NOT_MONTHS = new Set([
  'maggior',
  'maggi',
  'marco',
  'mario',
  'marzio',
  'marmo',
  'mazzo',
  'aprire',
  'aprite',
  'ottone',
  'gennaro',
]);
// A word where a date stands: before a year, after a day, or after "da/dal/a/ad/di/in/nel/entro/fino a".
const DATE_PLACE =
  /(\b\d{1,2}\s*°?\s+|\b(?:da|dal|dall'|a|ad|di|in|nel|entro|fino a|del mese di|mese di)\s+)([a-z]{4,9})\b|\b([a-z]{4,9})(?=\s+(?:del\s+)?20\d\d\b)/gi;

/** A month typed one letter off where a date stands ("da magio 2027", "il 3 gugno", "a setembre"). */
function mendMonthTypos(text: string): string {
  const mended = (word: string): string => {
    const lower = word.toLowerCase();
    if (MONTH_WORDS.includes(lower) || NOT_MONTHS.has(lower)) return word;
    // One letter off (two for the long names), or two letters swapped ("lulgio").
    const sorted = (w: string) => [...w].sort().join('');
    const near = MONTH_WORDS.filter(
      (m) =>
        m[0] === lower[0] &&
        (distance(m, lower) <= (m.length >= 7 ? 2 : 1) ||
          (m.length === lower.length && sorted(m) === sorted(lower))),
    );
    return near.length === 1 ? (near[0] ?? word) : word;
  };
  return text.replace(
    DATE_PLACE,
    (_all, before: string | undefined, after: string | undefined, alone?: string) =>
      alone !== undefined ? mended(alone) : `${before}${mended(after ?? '')}`,
  );
}

/**
 * The payslip's own labels, read as the one word the amount rules know: "contributo IVS a carico dipendente",
 * "contributi c/dip.", "ritenute previdenziali" are the INPS; "trattenuta IRPEF" the IRPEF; "netto in busta" the
 * net; "add. reg./com." the surcharges.
 */
const PAYSLIP: [RegExp, string][] = [
  [/\badd\.?\s*reg\.?\s*(?:\/|e)\s*com\.?/gi, 'addizionali regionale e comunale'],
  [/\badd\.?\s*reg\.?(?=\s|$|[,;:?!)\d])/gi, 'addizionale regionale'],
  [/\badd\.?\s*com\.?(?=\s|$|[,;:?!)\d])/gi, 'addizionale comunale'],
  [
    /\b(?:contribut[oi]|ritenut[ae]|trattenut[ae])\s+(?:(?:ivs|inps|previdenzial[ie])\s+)?(?:a\s+carico\s+(?:del\s+)?(?:dipendente|lavoratore)|c\/\s?dip(?:end(?:ente)?)?\.?|dipendente|lavoratore)(?![a-z])/gi,
    'INPS',
  ],
  [
    // (Not the employer's IVS, "contributo IVS a carico dell'azienda": that is a contribution asked on its own.)
    /(?:\b(?:ritenut[ae]|trattenut[ae]|contribut[oi])\s+(?:previdenzial[ie]|ivs)\b|\bcontr\.\s*(?:prev\.?|inps)|\bivs\b)(?![^?]*\b(?:datore|azienda|ditta|datoriale|aziendale)\b)/gi,
    'INPS',
  ],
  [/\b(?:ritenut[ae]|trattenut[ae])\s+(?:irpef|fiscal[ei])\b/gi, 'IRPEF'],
  [/\bnetto\s+(?:in busta|a pagare|del mese|in cedolino)\b/gi, 'netto'],
  [/\btotale\s+(?:competenze|lordo)\b|\blordo\s+in\s+busta\b/gi, 'lordo'],
];

/**
 * "milleottocento e cinquanta", "duemila e cento", "ventiseimila cinquecento": a round figure and its remainder,
 * joined by "e" or a space, are one figure.
 */
function joinNumberWords(text: string): string {
  const pair = /\b([a-z]{4,})\s+(?:e\s+)?([a-z]{3,})\b/gi;
  let out = text;
  for (let guard = 0; guard < 20; guard++) {
    let changed = false;
    pair.lastIndex = 0;
    for (let m = pair.exec(out); m; m = pair.exec(out)) {
      const big = wordsToNumber(m[1] ?? '');
      const small = wordsToNumber(m[2] ?? '') ?? (/^un[oa]?$/i.test(m[2] ?? '') ? 1 : undefined);
      const room = big === undefined ? 0 : big % 1000 === 0 ? 1000 : big % 100 === 0 ? 100 : 0;
      if (big !== undefined && small !== undefined && big >= 100 && room && small < room) {
        out = `${out.slice(0, m.index)}${big + small}${out.slice(m.index + m[0].length)}`;
        changed = true;
        break;
      }
      // Try the next word as the head: "lordo duemila e cento".
      pair.lastIndex = m.index + (m[1]?.length ?? 1);
    }
    if (!changed) return out;
  }
  return out;
}

/** The question with its shorthand written out; everything else untouched. */
// Hurt while working, told without the word "infortunio" (a pain felt at work is not an accident: "fatto male" only).
const HURT_AT_WORK =
  /\b(?:mi|si|ti|ci) (?:è|e'|e|sono|siamo|era|ero) fatt[oaie] male\b[^.?!;]{0,25}?\b(?:al lavoro|sul lavoro|a lavoro|mentre lavorav\w*|lavorando|durante il (?:lavoro|turno|servizio)|in servizio|in cantiere|sul posto di lavoro|in fabbrica|in magazzino|in reparto|in officina)\b/gi;

const WORK_DENIED =
  /\bnon (?:(?:è|e|era) (?:successo|capitato) )?(?:al|sul|a|in|durante|mentre|lavorando)\b/i;

export function expandShorthand(message: string): string {
  // What a phone user clips ("ccnl comm", "straord", "x" for "per"): phone-shorthand.ts.
  let text = expandPhoneShorthand(expandConsultantShorthand(message));
  // "grazie mille", "mille grazie": thanks, not a thousand euros.
  text = text.replace(/\bgrazie\s+mille\b|\bmille\s+grazie\b/gi, 'grazie');
  // "le ore in + ?", "quanto prendo di +": a phone's "+" for "più" (a "+" before a figure still adds it).
  text = text.replace(/\b(in|di)\s*\+(?=\s*(?:[?!.,;:)]|$|[a-zà-ù]))/gi, '$1 più');
  // "e laltra ragazza?", "lanno scorso": the apostrophe left out.
  text = text.replace(/\bl(altr[oaie]|anno)\b/gi, "l'$1");
  // "il 6 superr?", "4 supr": a level's "super" typed with a slip.
  text = text.replace(/(\d\s*[°º]?\s*)(?:superr+|supr|supper)\b/gi, '$1super');
  // Levels: "5° liv.", "liv. 3S", "IV liv", "livello IV", "III livello".
  // Typed glued on a phone ("2liv", "liv3"): a space keeps the number a word of its own.
  text = text.replace(/\bliv\.?(?=\s*(?:\d|[a-z]{1,2}\d|[ivx]+\b|super\b|[a-d]s?\b|q[ab]?\b))/gi, 'livello ');
  text = text.replace(
    /(\d{1,2}\s*(?:s|super)?\s*[°º]?\s*)liv\.?(?![a-z])/gi,
    (_m, n: string) => `${n.trimEnd()} livello`,
  );
  // An apprentice's level named by its role: "livello di destinazione 4°", "livello finale 3S" (the level read).
  text = text.replace(
    /\blivello (?:di destinazione|finale|di arrivo|d['’]arrivo|di uscita|da raggiungere)\s+(?:il |al )?(\d{1,2})\s*[°º]?(?:\s*(super|s)\b)?/gi,
    (_m, n: string, sup?: string) => `livello di destinazione: ${n}° livello${sup ? ' super' : ''}`,
  );
  text = arabicLevels(text);
  for (const [pattern, name] of AGREEMENTS) text = text.replace(pattern, name);
  text = mendMonthTypos(text);
  // Months only next to a year or a day, where the short form cannot be another word ("mar" the sea).
  for (const [withYear, withShortYear, withDay, month] of MONTH_PATTERNS) {
    text = text.replace(withYear, `${month} $1`);
    text = text.replace(withShortYear, `${month} 20$1`);
    text = text.replace(withDay, `$1${month}`);
  }
  text = text.replace(new RegExp(String.raw`\b(${MONTH_NAMES})\s*['’](\d\d)\b(?!\d)`, 'gi'), '$1 20$2');
  text = text.replace(/\s{2,}/g, ' ');
  // Contract kinds.
  text = text.replace(/\bt\.\s?d\.(?=\s|$|[,;:?!)])/gi, 'tempo determinato');
  text = text.replace(/\bt\.\s?i\.(?=\s|$|[,;:?!)])/gi, 'tempo indeterminato');
  text = text.replace(/\bPT\b/g, 'part-time').replace(/\bFT\b/g, 'full-time');
  for (const [pattern, words] of PAYSLIP) text = text.replace(pattern, words);
  // "si è fatta male mentre lavorava", "mi sono fatto male al lavoro": an injury at work, named as such.
  // ("si è fatto male (non al lavoro, a casa)": a place of work denied is an injury outside work, an illness.)
  if (!/infortun/i.test(text))
    text = text.replace(HURT_AT_WORK, (m) => (WORK_DENIED.test(m) ? m : `${m} (infortunio sul lavoro)`));
  return euroWordsToDigits(joinNumberWords(dictatedNumbers(ordinalsToDigits(text))));
}

/** "la paghiamo otto euro l'ora", "duemila euro al mese": a sum in words before its currency is that figure. */
function euroWordsToDigits(text: string): string {
  return text.replace(/\b([a-z]{3,})(\s+(?:euro|€))/gi, (whole, word: string, unit: string) => {
    const value = wordsToNumber(word);
    return value === undefined ? whole : `${value}${unit}`;
  });
}
