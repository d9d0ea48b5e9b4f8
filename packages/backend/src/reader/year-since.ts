import { firstCapture } from './first-capture.js';
import { PAY_VERB } from './pay-verb.js';

/**
 * How a start is said before its year: "dal 2019", "dall'estate del 2020", "dalla fine del 2018", "da settembre
 * 2021", "assunta nel 2020", "assunto a marzo del 2019".
 */
const SINCE = [
  'dal',
  'da',
  String.raw`dall['’]\s*(?:estate|inverno|autunno|inizio|anno)\s+del`,
  String.raw`dalla\s+(?:primavera|fine|meta|metà)\s+del`,
  String.raw`da\s+(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)(?:\s+del)?`,
  String.raw`assunt[oaie]\s+(?:nel|a\s+\w+(?:\s+del)?)`,
].join('|');

/**
 * The tax year a question asks, from the year it says and the day it reads: "operaio dal 2019 … nella busta di
 * ottobre 2025" says 2019 only as the start of the service, so the year asked is the day's (2025); so do
 * "dall'estate del 2020" and "assunta nel 2020". A year said otherwise ("netto 2025", "nel 2026") stays the year asked.
 */
export function yearAsked(
  text: string,
  said: number | undefined,
  date: string | undefined,
): number | undefined {
  const dayYear = date ? Number(date.slice(0, 4)) : undefined;
  // "assunto da gennaio 2027, ma con le regole di quest'anno (2026)": the rules' year named is the one computed.
  const rules = RULES_YEAR.exec(text)?.[1];
  if (rules) return Number(rules);
  // "quest'anno … il consulente ci aveva dato le tabelle del 2025 ma non so se sono ancora buone": the year
  // of tables the client doubts is no year asked; the present is.
  if (said !== undefined && staleTablesYear(text) === said && dayYear === undefined) return undefined;
  // With no day read, a year said as a start is still no year asked: the request keeps today's.
  const since =
    said !== undefined &&
    (dayYear === undefined || said < dayYear) &&
    (text.match(new RegExp(`\\b${said}\\b`, 'g')) ?? []).length === 1 &&
    new RegExp(`\\b(?:${SINCE})\\s+${said}\\b(?!\\s*(?:al|a|e)\\b)`).test(text);
  // "dirigente dal 2005; nel 2025 la sua RAL…": the year said after the start is the one asked.
  // A day read names the year asked before any other year said.
  const other =
    since && dayYear === undefined ? readYear(text.replace(new RegExp(`\\b${said}\\b`), ' ')) : undefined;
  return (since ? other : said) ?? dayYear;
}

const RULES_YEAR =
  /\b(?:regole|norme|aliquote|scaglioni)(?: fiscali| irpef| tributarie)?(?: (?:di|del|dell'|per il|in vigore nel))?(?: quest'anno| anno(?: fiscale)?| 20\d\d)?\s*\(?(20\d\d)\b/;

/**
 * The year of tables a client holds and doubts ("le tabelle del 2025 … sono ancora buone?", "i minimi del 2025
 * che ho sono superati?") when the question also asks about the present ("quest'anno", "adesso", "oggi").
 */
const STALE_TABLES =
  /\b(?:tabelle|tabella|minimi|importi|cifre)\b[^.?!]{0,40}?\b(20\d\d)\b[^?!]{0,60}?\b(?:ancora (?:buon[ei]|valid[ei]|in vigore|aggiornat[ei]|giust[ei]|corrett[ei])|superat[ei]|vecchi[ei]|scadut[ei])\b/;
const PRESENT_ASKED = /\bquest'anno\b|\b(?:adesso|oggi|ad oggi|attualmente|anno in corso|ora)\b/;

function staleTablesYear(text: string): number | undefined {
  if (!PRESENT_ASKED.test(text)) return undefined;
  const m = STALE_TABLES.exec(text);
  return m?.[1] ? Number(m[1]) : undefined;
}

/** "per il 2025", "nel 2025", "anno fiscale 2025", "redditi 2025": the tax year a question names. */
export function readYear(text: string): number | undefined {
  // "lordo 2000 euro" is an amount, not a year; so is "arrivare a 2000 netti".
  const notAmount = String.raw`(?!\s*(?:€|euro\b|eur\b|,\d|nett[ie]\b|lord[ie]\b))`;
  const raw = firstCapture(
    text,
    new RegExp(
      String.raw`\b(?:anno (?:fiscale|d'imposta)|redditi|irpef|tasse|regole(?: fiscali)?|netto|lordo|ral|busta paga|aliquote|scaglioni|detrazioni)\s*(?:del |per il |nel )?(20[1-3]\d)\b${notAmount}`,
    ),
    new RegExp(
      String.raw`\b(?:per il|nel|del|anno|dal|al|fino al|entro il|a|in|il)\s+(20\d\d)\b${notAmount}`,
    ),
    // ("prendo 2000" at the end is pay: pay-verb.ts.)
    new RegExp(String.raw`(?<!${PAY_VERB}\s*)\b(20\d\d)\s*\?*$`),
    /(?<![\d/.-])\b(202\d)\b(?![/.-]\d)/,
  );
  return raw ? Number(raw) : undefined;
}
