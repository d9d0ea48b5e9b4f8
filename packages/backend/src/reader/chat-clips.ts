import { MONTHS } from '../kb/format.js';

/**
 * What consultants clip when they type to a colleague in a chat, written out before the other shorthand rules
 * read a question (realshort9 classes): years as "aa" ("anz. 7 aa", "da 3 aa"), agreements by a stub without
 * its full stop or in the singular ("alb.", "pubbl esercizi", "studio prof"), "min" for the minimum next to a
 * level or a month ("4 liv min ott 26"), a span of months joined by a dash ("gen-set 26"), and the TFR's tax
 * words ("imp. sost.", "rival."). Each pattern matches only the clipped form, so applying it twice changes
 * nothing.
 */

const MONTH_STUBS: Record<string, string> = {
  gen: 'gennaio',
  feb: 'febbraio',
  mar: 'marzo',
  apr: 'aprile',
  mag: 'maggio',
  giu: 'giugno',
  lug: 'luglio',
  ago: 'agosto',
  set: 'settembre',
  sett: 'settembre',
  ott: 'ottobre',
  nov: 'novembre',
  dic: 'dicembre',
};
const STUB = Object.keys(MONTH_STUBS).join('|');

type Replacement = string | ((match: string, ...groups: string[]) => string);

const CLIPS: readonly [RegExp, Replacement][] = [
  // Years of service as "aa" after the count: "anz. 7 aa", "da 3 aa.", "12aa".
  [/\b(\d{1,2})\s*aa\b\.?/gi, '$1 anni'],
  // Agreements by a stub: hotels ("alb.", "albergh."), "pubbl esercizi" / "pubbl es" without full stops,
  // professional offices in the singular or without the stop ("studio prof", "studi prof", "st. prof.").
  [/\balb(?:ergh)?\.(?=\s|$|[,;:?!)])/gi, 'alberghi'],
  [/\bpubbl\.?\s+es(?:erc(?:izi)?)?\b\.?/gi, 'pubblici esercizi'],
  [/\b(?:studio|studi|st\.)\s*prof(?:ess)?\b\.?/gi, 'studi professionali'],
  // A span of months joined by a dash, with its year: "gen-set 26", "mar–dic 2026".
  [
    new RegExp(String.raw`\b(${STUB})\.?\s*[-–]\s*(${STUB})\.?\s+(?:20)?(2\d)\b(?![\d/])`, 'gi'),
    (_m: string, from: string, to: string, year: string) =>
      `da ${MONTH_STUBS[from.toLowerCase()]} a ${MONTH_STUBS[to.toLowerCase()]} 20${year}`,
  ],
  // "min" for the minimum, never minutes after a count ("20 min"; after a level or a year it is: "C3 min", "liv. 3
  // min", "2026 min orario"), before a level, a month, a year, a date ("min da ottobre", "min dal 1/3"), "orario",
  // "oggi" or an agreement's stub ("min comm 4 liv"), or closing the question ("5° min?").
  [
    new RegExp(
      String.raw`(?<!(?<![a-z\d])(?<!\bliv(?:\.|ello)?\s?)(?!20\d\d\b)\d+\s?|\b(?:quant[ie]|ogni|qualche|pochi|alcuni)\s)\bmin\b\.?(?=\s*(?:[?!]|$)|\s+(?:20\d\d\b|orari[oa]\b|mensile\b|tabellare\b|contrattuale\b|(?:da|dal|dall'|al|a|nel|in|per il)\s+(?:\d|(?:${STUB}|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b)|(?:${STUB}|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b|oggi\b|attuale\b|in vigore\b|\d{1,2}\s*[°º]|liv|comm|metalm|pubbl|fipe|multiserv|pulizie|studi|turismo|alb|edil|logist|alim|tess|colf|badant))`,
      'gi',
    ),
    'minimo',
  ],
  // A day and month without the year after "dal"/"il" ("min dal 1/3", "aumento il 1/6"): the month written out, so
  // the readers of months take it (never a fraction: "1/3 del TFR" has no "dal").
  [
    /\b(dal|il|a partire dal|entro il)\s+([1-9]|[12]\d|3[01])\/(1[0-2]|0?[1-9])\b(?![/\d])/gi,
    (_m: string, word: string, day: string, month: string) => `${word} ${day} ${MONTHS[Number(month) - 1]}`,
  ],
  // A firm's staff clipped after its count: "az 12 dip", "az. con 40 dip." (never "c/dip", the worker's share).
  [/\baz\.?(?=\s+(?:con\s+|di\s+|da\s+)?\d{1,4}\s*dip\b)/gi, 'azienda'],
  // A threshold typed with a sign or a word (">5 dip", "oltre 5 dip", a fund's band) is left as typed: the count is not the firm's staff.
  [
    /(?<!(?:[<>≥≤]|\b(?:oltre|piu di|più di|sopra(?: i)?|fino a|meno di|sotto(?: i)?|almeno))\s?)\b(\d{1,4})\s*dip\b\.?/gi,
    '$1 dipendenti',
  ],
  // The TFR's tax words: "imp. sost.", "imp sost", "rival." (not "rivale").
  [/\bimp\.?\s*sost\b\.?/gi, 'imposta sostitutiva'],
  [/\brival\b\.?/gi, 'rivalutazione'],
];

/** The question with the chat clips written out; everything else untouched. */
export function expandChatClips(message: string): string {
  let text = message;
  for (const [pattern, words] of CLIPS)
    text = typeof words === 'string' ? text.replace(pattern, words) : text.replace(pattern, words);
  return text;
}
