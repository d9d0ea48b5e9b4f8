import { MONTHS } from '../kb/format.js';
import { expandChatClips } from './chat-clips.js';
import { withCodesCapitalised } from './lower-case-codes.js';
import { expandPayrollShorthand } from './payroll-shorthand.js';

/**
 * What labour consultants and payroll software notes abbreviate, written out before any rule reads a question:
 * agreements by their acronym or stub ("CCNL TDS", "pubbl. es."), a month with a two-digit year ("ott 26"), payments ("14m", "13m/14m"), a household
 * worker's living arrangement ("colf B non conv.", "BS conv."), dates of a contract ("ass. 3/3/26",
 * "cess. 20/9"), the hourly divisor ("div. 173"), the tax base ("RC 36k"), and clipped subject words ("preavv.",
 * "licenz.", "anz.", "matr.", "EF", "straord. fest.", "min. tab.", "riv. TFR", "appr. profess.", "aliq.",
 * "ult. detraz.", "massimale contrib.", "mm"). Each pattern matches only the clipped form, never the word written
 * out, so applying it twice changes nothing. It runs before `phone-shorthand.ts` ("mens" after "lordo" is the
 * monthly gross, not the number of payments).
 */

/** A clipped word: its full stop, or nothing, then no further letter. */
const END = String.raw`(?:\.|(?![a-zà-ù]))`;

type Replacement = string | ((match: string, ...groups: string[]) => string);

const CLIPPED: readonly [RegExp, Replacement][] = [
  // A short month and a two-digit year: "ott 26", "giu. 25" (a day comes before its month: "26 ott").
  [
    /\b(gen|feb|mar|apr|mag|giu|lug|ago|sett?|ott|nov|dic)\.?\s+(2\d)\b(?![\d/]|[.,:]\d|['’°ª])(?!\s*(?:ore|h|giorni|gg)\b)/gi,
    '$1 20$2',
  ],
  // A table's month as m/yy after the figure it dates: "minimo 1/26", "min. tab. al 6/25" (not a day "3/3/26").
  [
    /\b(minimo|minimi|tabella|tab\.?|al|dal)\s+(1[0-2]|0?[1-9])\/(2\d)\b(?![\d/])/gi,
    (_m: string, word: string, month: string, year: string) =>
      `${word} ${MONTHS[Number(month) - 1]} 20${year}`,
  ],
  // A clipped "min" before a table's month: "min 1/26", "min. 6/25" (the rule above then dates it).
  [/\bmin\.?\s+(?=(?:1[0-2]|0?[1-9])\/2\d\b(?![\d/]))/gi, 'minimo '],
  [
    /\b(minimo)\s+(1[0-2]|0?[1-9])\/(2\d)\b(?![\d/])/gi,
    (_m: string, word: string, month: string, year: string) =>
      `${word} ${MONTHS[Number(month) - 1]} 20${year}`,
  ],
  // A level's ordinal straight before the agreement ("4° comm.", "5° FIPE", "3° multiserv."): the level.
  [
    /\b([1-8])\s*[°º]\s+(?=(?:comm|terz|tds|metalm|fipe|pubbl|multiserv|studi|turismo|alim|edil|logist|tess|chim|gomma|vigil|coop|confcommercio|confesercenti|federalberghi)(?![a-zà-ù]*\s+livello))/gi,
    '$1° livello ',
  ],
  // A two-digit year after "nel"/"per il" ("e nel 25?", "per il 26"), never a day, a share or a count.
  [
    /\b(nel|per\s+il)\s+(2[0-9])\b(?![\d/.,]\d|\s*(?:%|°|ª|ore|h\b|giorni|gg|anni|mesi|euro|€|dipendent|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre))/gi,
    '$1 20$2',
  ],
  // Hours written "3 h", "2,5h": hours (not "h24").
  [/\b(\d{1,2}(?:[.,]\d{1,2})?)\s?h\b(?![a-zà-ù\d])/gi, '$1 ore'],
  // Agreements: "CCNL TDS" (Terziario, Distribuzione e Servizi), "pubbl. es." (Pubblici esercizi).
  [/\btds\b/gi, 'commercio'],
  [new RegExp(String.raw`\bpubbl${END}\s*es${END}(?!erc)`, 'gi'), 'pubblici esercizi'],
  // A monthly figure, not the number of payments: "lordo mens. 1.900", "paga mens".
  [/\b(lordo|paga|minimo|netto|retribuzione|stipendio|importo)\s+mens\b\.?/gi, '$1 mensile'],
  // "14m", "13m/14m", "x 14m": payments.
  [/\b(1[234])\s?m\b(?![a-zà-ù])/gi, '$1 mensilità'],
  // "e la 14 maturata", "la 13 pro rata": the extra month, not a count.
  // ("mi è arrivata la 14 ma era la metà": a clause goes on after it.)
  [
    /\bla\s+14\b(?=\s*(?:maturat|pro\s*rata|rate|piena|spettant|in\s+busta|\?|$|,)|\s+(?:ma|era|è|non|pagata|arrivata)\b)/gi,
    'la quattordicesima',
  ],
  [
    /\bla\s+13\b(?=\s*(?:maturat|pro\s*rata|rate|piena|spettant|in\s+busta|\?|$|,)|\s+(?:ma|era|è|non|pagata|arrivata)\b)/gi,
    'la tredicesima',
  ],
  // A level glued to its word ("liv4", "liv.5") or a household level after the job ("colf B", "badante CS").
  [/\bliv\.?(?=\d)/gi, 'livello '],
  [/\b(colf|badante|baby[- ]?sitter|domestic[oa]|governante)\s+([ABCD]S?)\b(?![a-zà-ù'’])/g, '$1 livello $2'],
  // "13ª", "14a": the extra months (not "13ª settimana", "14a ora").
  [/\b13(?:ª|a(?![a-zà-ù]))(?!\s*(?:settiman|or[ae]\b|giorn))/gi, 'tredicesima'],
  [/\b14(?:ª|a(?![a-zà-ù]))(?!\s*(?:settiman|or[ae]\b|giorn))/gi, 'quattordicesima'],
  // "13ma", "14ma", "13esima": the extra months in shorthand.
  [/\b13(?:ma|esima)\b/gi, 'tredicesima'],
  [/\b14(?:ma|esima)\b/gi, 'quattordicesima'],
  // "il 13° mese", "il 13° e il 14° mese", "quattordicesimo mese" (ordinals are digits by now): the extra
  // months, not the thirteenth month of a service ("dal 13° al 24° mese", "nel 14° mese di apprendistato").
  [
    /(?<!\b(?:dal|al|nel|entro il|dopo il|oltre il|fino al|prima del|dall'|all')\s*)\b(1[34])\s*(?:°|º)(?=(?:\s+e\s+(?:il\s+)?1[34]\s*(?:°|º))?\s+mes[ei]\b(?!\s+(?:di|dell'|del)\s+(?:lavoro|servizio|apprendistato|anzianit|prova|contratto|assunzione|malattia|comporto)))/gi,
    (_m: string, n: string) => (n === '13' ? 'tredicesima' : 'quattordicesima'),
  ],
  [/\b(tredicesima|quattordicesima)\s+mes[ei]\b/gi, '$1'],
  // A household worker's living arrangement.
  [new RegExp(String.raw`\bnon[\s-]*conv${END}`, 'gi'), 'non convivente'],
  [new RegExp(String.raw`\bconv${END}`, 'gi'), 'convivente'],
  [new RegExp(String.raw`\bautosuff${END}`, 'gi'), 'autosufficiente'],
  // Dates of the contract: "ass. 3/3/26", "cess. 20/9/26", "alla cess.".
  [/\bass\.\s*(?=\d)/gi, 'assunto il '],
  [/\bcessaz\.?\s*(?=\d)/gi, 'cessato il '],
  [new RegExp(String.raw`\bcessaz${END}`, 'gi'), 'cessazione'],
  [/\bcess\.\s*(?=\d)/gi, 'cessato il '],
  [new RegExp(String.raw`\bcess${END}`, 'gi'), 'cessazione'],
  // The hourly divisor and the tax base are not pay: "div. 173", "RC 36k".
  [/\bdiv\.?\s*(?=\d{3}\b)/gi, 'divisore '],
  [/\bRC\s*(?=\d)/g, 'reddito complessivo '],
  // Clipped subjects.
  [new RegExp(String.raw`\bmin${END}\s*tab${END}`, 'gi'), 'minimo tabellare'],
  // "mm" is the monthly minimum ("D1 coop soc: mm conglobato", "5° liv. comm. mm dic 2026"): not millimetres
  // after a figure ("1 mm di pioggia"), nor "MM" before a metalworker's code ("MM C3": the Metalmeccanici).
  [
    /(?<!\d\s?)\bmm\b/gi,
    (match: string, ...rest: (string | number)[]) =>
      match === 'MM' && /^\s+[A-D][1-3]\b/.test(String(rest[1]).slice(Number(rest[0]) + 2))
        ? match
        : 'minimo mensile',
  ],
  [new RegExp(String.raw`\bpreavv${END}`, 'gi'), 'preavviso'],
  [new RegExp(String.raw`\baum${END}`, 'gi'), 'aumento'],
  [/\b(ferie|permessi|rol)\s+res\.?(?=\s|$|[,;:?!)])/gi, '$1 residue'],
  // Days glued to "gg" ("12gg") and a clipped "val?" closing the ask: days, and their value asked.
  [/\b(\d{1,3})gg\b/gi, '$1 giorni'],
  [/\bval\b\.?(?=\s*\?|\s*$)/gi, 'quanto valgono'],
  [new RegExp(String.raw`\blicenz${END}`, 'gi'), 'licenziamento'],
  [new RegExp(String.raw`\bdimiss${END}`, 'gi'), 'dimissioni'],
  [new RegExp(String.raw`\banz${END}`, 'gi'), 'anzianità'],
  [new RegExp(String.raw`\bmatr${END}`, 'gi'), 'matrimoniale'],
  [/\bEF\b/g, 'ex festività'],
  // "ex fest": the suppressed holidays' leave, not a holiday rate (read before "fest" below).
  [new RegExp(String.raw`\bex[\s-]*fest${END}`, 'gi'), 'ex festività'],
  [new RegExp(String.raw`\bfest${END}`, 'gi'), 'festivo'],
  [new RegExp(String.raw`\borar${END}`, 'gi'), 'oraria'],
  [new RegExp(String.raw`\briv${END}\s*(?=tfr\b)`, 'gi'), 'rivalutazione '],
  [new RegExp(String.raw`\bappr${END}\s*profess${END}`, 'gi'), 'apprendistato professionalizzante'],
  [new RegExp(String.raw`\bappr${END}`, 'gi'), 'apprendistato'],
  [new RegExp(String.raw`\baliq${END}`, 'gi'), 'aliquota'],
  [new RegExp(String.raw`\btratt${END}\s*(?=integr)`, 'gi'), 'trattamento '],
  [new RegExp(String.raw`\btrattamento\s+integr${END}`, 'gi'), 'trattamento integrativo'],
  // The payslip code of the trattamento integrativo, upper case only ("tir" is also a lorry).
  [/\bTIR\b/g, 'trattamento integrativo'],
  // A payslip's surcharges typed before their figure: "add 35", "add.li 41,20", "addiz. 35".
  [/\badd(?:\.\s*li|\.\s*ni|iz\.?|\.)?\s*(?=\d)/gi, 'addizionali '],
  [new RegExp(String.raw`\bult${END}\s*(?=detraz)`, 'gi'), 'ulteriore '],
  [new RegExp(String.raw`\bdetraz${END}`, 'gi'), 'detrazione'],
  [new RegExp(String.raw`\bcontrib${END}`, 'gi'), 'contributivo'],
  [new RegExp(String.raw`\bcoeff${END}`, 'gi'), 'coefficiente'],
  [/\b(\d+)\s*dip\.(?=\s|$|[,;:?!)])/gi, '$1 dipendenti'],
  [/\bdip\.(?=\s|$|[,;:?!)])/gi, 'dipendente'],
  [/\bcosto\s+az\.(?=\s|$|[,;:?!)])/gi, 'costo azienda'],
  [/\besp\.(?=\s|$|[,;:?!)])/gi, 'esperienza'],
];

// "quanto pago di inps all'anno col 9,19", "trattenuta al 9,49": a contribution rate typed without its sign, a
// decimal under 15 after "col"/"al"/"aliquota" where INPS or contributions are named (not a payslip's euros).
const CONTRIBUTIONS_NAMED = /\binps\b|\bcontribut\w*|\bprevidenz\w*/i;
const UNSIGNED_RATE =
  /\b(col|con il|con l'aliquota del|al|all'aliquota del|aliquota(?: del| di)?)\s+(1[0-4]|\d)([,.]\d{1,2})(?![\d,.]|\s*(?:%|per ?cento|€|euro|eur\b|all'ora|l'ora|orari|\/))/gi;

/** The question with consultants' abbreviations written out; everything else untouched. */
export function expandConsultantShorthand(message: string): string {
  let text = expandPayrollShorthand(expandChatClips(withCodesCapitalised(message)));
  for (const [pattern, words] of CLIPPED)
    text = typeof words === 'string' ? text.replace(pattern, words) : text.replace(pattern, words);
  return CONTRIBUTIONS_NAMED.test(text) ? text.replace(UNSIGNED_RATE, '$1 $2$3%') : text;
}
