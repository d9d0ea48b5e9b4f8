/**
 * Words of a comparison that name an amount, not another subject (the text is the folded question):
 * - an increase said only as a landmark of the date asked ("prima dell'aumento di novembre", "non aveva ancora
 *   preso la tranche"): the pay at that date is compared, the increase is not what is asked;
 * - the pay asked outright ("quanto paga al 3°?"): the minimum, even beside an increase asked;
 * - the amount of the 13th or 14th ("la quattordicesima di luglio: di quanto era più alta?"): one month's pay at
 *   the date asked, so the monthly minimum in force, not the count of monthly payments.
 */

/** "ferie e permessi", "permessi e ferie": both subjects, whichever one the reader kept as the intent. */
export const HOLIDAYS_AND_PERMITS =
  /\bferie (?:e|ed) (?:di |i |dei )?(?:permess\w*|rol)\b(?! (?:per|di|studio|lutto|matrimon))|\b(?:permess\w*|rol) (?:e|ed) (?:di |le |delle )?ferie\b/;

const INCREASE_WORD = String.raw`(?:aument|tranche|trance)\w*`;
const ARTICLE = String.raw`(?:(?:dell|della|del|degli|delle|l|la|il|gli|le|i)\s?'?\s?)?`;
const INCREASE_LANDMARK = new RegExp(
  [
    // "prima dell'aumento di novembre", "dopo la tranche di giugno"
    String.raw`\b(?:prima|dopo) (?:di |che (?:arriv\w*|scatt\w*) )?${ARTICLE}${INCREASE_WORD}`,
    // "non aveva ancora preso la tranche", "ha già avuto l'aumento"
    String.raw`\b(?:ancora|gia) (?:\w+ )?(?:pres[oa]|avut[oa]|ricevut[oa]|applicat[oa]|incassat[oa]) ${ARTICLE}${INCREASE_WORD}`,
  ].join('|'),
  'g',
);

/** The question without the increases it names only as landmarks of the date asked. */
export const withoutIncreaseLandmarks = (text: string) => text.replace(INCREASE_LANDMARK, ' ');

/** The words that ask the minimum itself, besides an increase asked ("quanto paga al 3°? c'è un'altra tranche?"). */
const MINIMUM_ASKED =
  /minim|stipend|tabell|paga base|retribuzione (?:base|minima|mensile)|\bquanto (?:mi |ti |gli |le |ci |vi |lo |la |li )?(?:paga|pagano|prende|prendono|guadagna|guadagnano)\b(?! (?:di |come )?(?:aument|tranche|trance))/;

const EXTRA_MONTH = /\b(?:quattordicesim|tredicesim)\w*|\b1[34]\s?(?:esim\w*|ma|ª)(?!\w)/;
// "di quanto era più alta", "quanto vale", "a quanto ammonta", "l'importo", "le due cifre".
const AMOUNT_OF_IT =
  /\bdi quanto\b|\bquanto (?:e|era|sara|vale|valeva|viene|veniva|prend\w*|ammont\w*)\b|\bimport[oi]\b|\bcifr[ae]\b|\bpiu (?:alt|bass)[ao]\b/;
// The count or the month of payment asked: the monthly payments' own cell.
const COUNT_OR_WHEN =
  /\bquant[ei] mensilit|\bnumero (?:di|delle) mensilit|\bquando\b|\b(?:che|quale|quali) mes[ei]\b|\bmes[ei] di (?:pagamento|erogazione)\b|\bcome (?:si |viene )?calcol/;

// (The amount asked of the extra month itself, in its own clause: "con la quattordicesima prende quasi come me.
// … Quanto prendo in più io all'anno?" asks the year's pay.)
const EXTRA_MONTH_AMOUNT = new RegExp(
  `(?:${EXTRA_MONTH.source})[^?.;]{0,80}(?:${AMOUNT_OF_IT.source})|(?:${AMOUNT_OF_IT.source})[^?.;]{0,40}(?:${EXTRA_MONTH.source})`,
);
const extraMonthAmountAsked = (text: string) => EXTRA_MONTH_AMOUNT.test(text) && !COUNT_OR_WHEN.test(text);

/** Whether the minimum itself is asked: named, its pay asked outright, or the 13th's or 14th's amount. */
export const minimumAsked = (text: string) => MINIMUM_ASKED.test(text) || extraMonthAmountAsked(text);

/** The amount of the 13th or 14th asked: the monthly minimum compared in place of the count of payments. */
export function extraMonthAmount(asked: string[], text: string): void {
  const i = asked.indexOf('mensilita');
  if (i < 0 || !extraMonthAmountAsked(text)) return;
  if (asked.includes('minimi')) asked.splice(i, 1);
  else asked.splice(i, 1, 'minimi');
}
