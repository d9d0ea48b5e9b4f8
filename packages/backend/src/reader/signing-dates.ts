import { MONTH_NAMES } from '../kb/format.js';

/**
 * The day an agreement was signed ("ipotesi del 22.11.2025", "rinnovo firmato il 22 novembre 2025", "accordo del
 * 5 marzo 2024") names the contract, not the date a question asks about ("la tranche di giugno 2026"). The text
 * with those days blanked, to read the asked date from when one is left. Runs on the original or folded text.
 */
const DAY = String.raw`\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}\s*°?\s*(?:${MONTH_NAMES})\s+\d{4}`;
const SIGNING = new RegExp(
  // ("rinnovo CCNL Turismo del 5 luglio 2024": the agreement's name between the noun and its day.)
  String.raw`\b(?:ipotesi|accordo|rinnovo|verbale|intesa|firmat\w*|sottoscritt\w*|siglat\w*|stipulat\w*|rinnovat\w*)\b(?:\s+(?:ccnl|contratto)(?:\s+\p{L}+){0,3}?(?=\s+(?:di|del|dell'|in data)\s))?(?:\s+(?:di|del|il|in data|dell'|d'|accordo|rinnovo|firmat\w*|siglat\w*))*\s*(?:${DAY})`,
  'giu',
);

// "il rinnovo firmato a novembre 2025": a month and year said after the signing verb itself.
const MONTH_YEAR = String.raw`(?:${MONTH_NAMES})\s+\d{4}`;
const SIGNED_IN_MONTH = new RegExp(
  String.raw`\b(?:firmat\w*|sottoscritt\w*|siglat\w*|stipulat\w*|rinnovat\w*)\s+(?:(?:a|ad|nel|nel mese di|di|in|del)\s+|(?:nell|dell)['’]\s*)${MONTH_YEAR}`,
  'giu',
);

// "dopo il rinnovo di dicembre 2025", "con l'accordo del marzo 2024": the agreement named by the month it was made.
const AGREEMENT_OF_MONTH = new RegExp(
  String.raw`\b(?:ipotesi|accordo|rinnovo|verbale|intesa)\s+(?:(?:contrattuale|nazionale)\s+)?(?:di\s+|del\s+|dello\s+|dell['’]\s*)${MONTH_YEAR}`,
  'giu',
);

// "in vigore oggi", "attuale", "adesso": the question asks today's figure, whatever day its story names.
const NOW_ASKED = /\b(?:oggi|adesso|attualmente|attual[ei]|odiern[oa]|ad ora|al momento)\b/;

/**
 * Whether the only day a question names is the day its agreement was signed and it asks the figure of today
 * ("il minimo del livello F in vigore oggi, dopo il rinnovo firmato a dicembre 2025"): then no day is asked and
 * today's table answers, not the one in force when the renewal was signed. Runs on the folded text.
 */
export function onlySigningDayBesideNow(text: string, unsignedDate: string | undefined): boolean {
  return unsignedDate === undefined && withoutSigningDates(text) !== text && NOW_ASKED.test(text);
}

export function withoutSigningDates(text: string): string {
  return text
    .replace(SIGNING, (all) => all.replace(new RegExp(DAY, 'giu'), ' '))
    .replace(SIGNED_IN_MONTH, (all) => all.replace(new RegExp(MONTH_YEAR, 'giu'), ' '))
    .replace(AGREEMENT_OF_MONTH, (all) => all.replace(new RegExp(MONTH_YEAR, 'giu'), ' '));
}

// "con il rinnovo firmato nel 2025, di quanto è aumentato…": the renewal named by its year, told beside the
// question (the verb right after the agreement's noun; "è stato firmato nel 2025?" still asks when).
const SIGNED_IN_YEAR =
  /\b(?:rinnovo|accordo|ipotesi|contratto|ccnl)\s+(?:(?:nazionale|nuovo)\s+)?(?:firmat\w*|sottoscritt\w*|siglat\w*|stipulat\w*)\s+(?:nel|del|in|a)\s+20\d\d\b/giu;

// "il contratto è stato fermo dal 2016 e poi rinnovato nel 2024: ci hanno dato una tantum?": the renewal told by its
// year in the story ("è stato rinnovato nel 2024?" still asks it).
const RENEWED_IN_YEAR = /(?<!\bstat[oaie] )\brinnovat\w*\s+(?:nel|in)\s+20\d\d\b(?!\s*\?)/gu;

/** The text without its signing days and the words that introduce them: what is left is what is asked
 * ("ipotesi firmata il 15 aprile 2025: di quanto aumenta…" asks the increase, not when it was signed). */
export function withoutSigningPhrases(text: string): string {
  // ("il rinnovo firmato nell'ottobre 2025: di quanto aumenta…" asks the increase too.)
  return text
    .replace(SIGNING, ' ')
    .replace(SIGNED_IN_MONTH, ' ')
    .replace(SIGNED_IN_YEAR, ' ')
    .replace(RENEWED_IN_YEAR, ' ');
}

// "con il rinnovo del 2024 aumenterà", "il rinnovo 2024", "l'accordo firmato nel 2024": a year that names the renewal
// dates the contract, not the tax year or the day asked ("prima del rinnovo del 2024" still asks a time).
const RENEWAL_YEAR =
  /(?<!\bprima (?:del |dell'|di )?)\b(?:rinnovo|accordo|ipotesi|verbale)(?: (?:contrattuale|nazionale))?(?: (?:firmat|sottoscritt|siglat|stipulat)\w*)? (?:(?:del|di|nel|a|in) )?(?:(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) )?(20\d\d)\b(?!\s*[-–/]\s*(?:20)?\d\d)/g;

// "(L. 207/2024)", "legge n. 199/2025", "D.Lgs. 81/2015", "DL 3/2020": a law's number and year name the law, not
// the tax year or the day asked ("ulteriore detrazione 2026 (L. 207/2024)" asks 2026).
const LAW_YEAR =
  /\b(?:l|legge|d\.? ?l|dl|d\.? ?lgs|dlgs|decreto(?: legge| legislativo)?|d\.? ?p\.? ?r|dpr)\.? ?(?:n\.? ?)?\d{1,4} ?\/ ?(20\d\d)\b/giu;

/** The text (folded or as written) with the years that only name a law blanked. */
export const withoutLawYears = (text: string): string =>
  text.replace(LAW_YEAR, (all, year: string) => all.slice(0, all.length - year.length));

/** The folded text with the years that only name a renewal or a law blanked, to read the year a question asks. */
export function withoutRenewalYears(text: string): string {
  return withoutLawYears(
    text.replace(RENEWAL_YEAR, (all, year: string) => all.slice(0, all.length - year.length)),
  );
}
