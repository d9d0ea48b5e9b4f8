import { MONTHS } from '../kb/format.js';
import type { Intent } from './request.js';

/**
 * Follow-ups of real conversations (eval/questions/89-rv15-real.json) whose subject is said only by the word
 * that changes, read on the folded text beside the word rules of intents.ts.
 */
export const REALCONV15_RULES: [Intent, number, RegExp][] = [
  // "L'anno successivo, con un'inflazione del 2%, a quanto ammonta la rivalutazione?": a revaluation at an
  // inflation rate is the TFR's, whatever year it names (never a net for that year).
  // ("e fra un anno, con inflazione al 2,5%, quanto diventa il fondo?", "quanto si rivaluta nel 2027?")
  [
    'tfr',
    5,
    /\b(?:rivalut\w*|fondo|tfr|accantonat\w*)\b[^?]{0,80}\binflazion|\binflazion\w*\b[^?]{0,80}\b(?:rivalut\w*|fondo|tfr|accantonat\w*)\b/,
  ],
  // "se invece la colf se ne va lei perché ha trovato un altro posto?": the worker leaving is a notice asked
  // (never "quanto se ne va di tasse").
  [
    'notice',
    3,
    /\b(?:lei|lui|io) se ne (?:va|vada|andava|andasse)\b|\bse ne (?:va|vada|andava|andasse) (?:lei|lui|via|perche)\b|\bvolersene andare\b/,
  ],
  // "ho sentito che a dicembre aumenta: a quanto arriva?", "sale a giugno, fino a quanto?": the minimum the
  // increase brings, not a net ("a quanto arriva il netto con l'aumento?" asks the net).
  [
    'minimum_pay',
    4,
    /^(?!.*\bnett)(?:.*\b(?:aument\w*|sal(?:e|ira|gono)|cresc\w*)\b[^?]{0,40}\b(?:a quanto|fino a quanto) (?:arriv|va\b|sal|divent|pass)\w*|.*\b(?:a quanto|fino a quanto) (?:arriv|sal|divent|pass)\w*\b[^?]{0,30}\b(?:con l'aumento|dopo l'aumento|col rinnovo|con il rinnovo))/,
  ],
];

// An increase still to come ("aumenta", "salirà"), never one told as past ("è aumentato", "dopo l'aumento di
// maggio", "l'ultima tranche di ottobre") nor a minimum asked as of now ("adesso", "oggi").
const INCREASE = /\b(?:aumenta|aumentera|aumenteranno|sale|salira|salgono|saliranno|cresce|crescera)\b/;
const NOW_OR_PAST =
  /\b(?:adesso|ora|oggi|attual\w*|(?:e|sono) (?:aumentat|salit|cresciut|arrivat)\w*|ultim\w* tranche|dopo l'aumento)\b/;
// The amount after the increase is what is asked ("a quanto arriva?", "quanto sarà da allora?"), not the minimum of
// today beside an increase told ("quanto è il minimo? so che a giugno aumenta").
const AFTER_IT =
  /\b(?:a|fino a) quanto (?:arriv|va\b|sal|pass|divent)\w*|\bquanto (?:sara|diventa|diventera|verra|arrivera|passera)\b|\bda allora\b/;
const BARE_MONTH = new RegExp(
  String.raw`\b(?:a|ad|da|dal|dall'|in|nel mese di|di|entro) (${MONTHS.join('|')})\b(?!\s*(?:del |dell'|di )?(?:20)?\d\d\b)`,
);

/**
 * "ho sentito che a dicembre aumenta: a quanto arriva?": a minimum asked at a month named without its year, beside
 * an increase, is the minimum of that month's next coming (this year's when it has not passed yet).
 */
export function increaseMonthDate(
  intent: Intent,
  date: string | undefined,
  text: string,
  today: string,
): string | undefined {
  if (
    intent !== 'minimum_pay' ||
    date !== undefined ||
    !INCREASE.test(text) ||
    !AFTER_IT.test(text) ||
    NOW_OR_PAST.test(text)
  )
    return undefined;
  const named = BARE_MONTH.exec(text)?.[1];
  if (!named) return undefined;
  const month = MONTHS.indexOf(named) + 1;
  const year = Number(today.slice(0, 4)) + (month < Number(today.slice(5, 7)) ? 1 : 0);
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** A renewal's rise told or asked ("col rinnovo", "a dicembre scatta un altro aumento"), not the increments'. */
export const RENEWAL_RISE =
  /\brinnov\w*|\btranche\b|\b(?:scatta|scattera|arriva|arrivera|c'e|ci sara|e previst\w*) (?:un |l')?(?:altr[oa] |nuov[oa] |ulterior\w* )?aument/;
