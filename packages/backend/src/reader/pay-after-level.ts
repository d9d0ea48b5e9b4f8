import { CALCULATION_INTENTS } from './intents.js';
import type { Intent } from './request.js';

// "e quanto si prende al mese a quel livello?", "e quanto gli devo dare di minimo?", "quanto guadagnerebbe?":
// the pay of a level, not the level again.
const PAY_ASKED =
  /\bquant[oa]\b[^?]{0,40}\b(?:prend\w*|guadagn\w*|dar\w*|dev\w* (?:dare|pagare)|pag\w*|spett\w*|vien\w*|percep\w*|fa)\b|\b(?:minimo|stipendio|paga|retribuzione)\b[^?]{0,30}\b(?:al mese|mensil\w*)\b|\bquant[oa]\b[^?]{0,30}\b(?:al mese|di minimo|lord[oi])\b/;
// "che livello?", "a quale livello?" asks a level again.
const LEVEL_ASKED =
  /\b(?:che|quale|qual e|in che|a che|a quale) (?:livello|inquadramento|categoria)\b|\binquadrat\w*\b/;

// "tra il 3° e il 4° quanto ci perdo?": two levels weighed, not one level's pay.
const TWO_LEVELS = /\btra\b|\bdifferenz\w*|\bperd\w*|\bin (?:piu|meno)\b|\brispetto\b|\bconfront\w*/;

/**
 * A follow-up of a classification that asks the pay of the level proposed ("e quanto si prende al mese a quel
 * livello, adesso?"): the minimum of that level, not the classification again.
 */
export function asksPayAfterLevel(previousIntent: string, intent: string, text: string): boolean {
  return (
    previousIntent === 'classification' &&
    intent === 'classification' &&
    PAY_ASKED.test(text) &&
    !LEVEL_ASKED.test(text) &&
    !TWO_LEVELS.test(text)
  );
}

// The figure a calculation gives, asked by name: a figure alone ("e con 22.000?") is the rule's case changed.
const ASKED_OUTRIGHT: Record<string, RegExp> = {
  gross_to_net: /\bnett[oaie]\b/,
  net_to_gross: /\blord[oaie]\b/,
  employer_cost: /\bcost[oaia]\w*/,
};

/**
 * A turn that states a whole calculation of its own ("RAL di 30.000, Milano, 13 mensilità: quanto prendo netto?")
 * after a question that asked a rule, not a calculation ("il secondo scaglione è ancora al 35%?"): read on its
 * own, whatever words tie it to the turn before.
 */
export function ownCalculation(
  previousIntent: string,
  own: { intent: string; slots: { amounts: readonly { kind: string }[] } },
  text: string,
): boolean {
  return (
    ASKED_OUTRIGHT[own.intent]?.test(text) === true &&
    ['gross_to_net', 'net_to_gross', 'employer_cost'].includes(own.intent) &&
    (previousIntent === 'payroll_rules' ||
      !(CALCULATION_INTENTS as ReadonlySet<string>).has(previousIntent)) &&
    own.slots.amounts.some((a) => a.kind === 'ral' || a.kind === 'monthly_gross' || a.kind === 'net')
  );
}

// The month's pay asked: "il minimo mensile quanto è", "quanto le spetta al mese", "quanto devo darle di minimo".
const STATED_PAY_ASKED =
  /\b(?:minim[oi]|stipendio|paga|retribuzione)\b[^?]{0,40}\bquant[oaie]\b|\bquant[oa]\b[^?]{0,40}\b(?:minim[oi]|stipendio|paga|retribuzione|spett\w*|dev\w* (?:dare|pagare|darle|dargli))\b/;
// The level itself doubted or asked, or an increase asked ("di quanto sale il suo minimo?", renewal).
const STATED_LEVEL_DOUBTED =
  /\b(?:giust[oaie]|corrett[oaie]|sbagliat\w*|dovrebbe|dovrei|andrebbe|spetterebbe|sarebbe|coerente|adeguat\w*|va bene|che livello|quale livello|qual e il livello|che inquadramento|quale inquadramento|superiore|inferiore|passare|promuover\w*|di quanto|sale|salira|aument\w*|rinnov\w*)\b/;

/**
 * "ha una badante inquadrata DS perché assiste anche di notte …: il minimo mensile quanto è?", "è al 3° livello
 * perché coordina il magazzino: quanto le spetta al mese?": the level is stated as a fact of the case, the tasks
 * only say why; the minimum of that level is asked, not the level again. A level doubted ("è giusto?", "dovrebbe
 * essere più alto?", "che livello?") stays a classification.
 */
export function withStatedLevelPay(intent: Intent, level: string | undefined, text: string): Intent {
  const asked = level !== undefined && STATED_PAY_ASKED.test(text) && !STATED_LEVEL_DOUBTED.test(text);
  return intent === 'classification' && asked ? 'minimum_pay' : intent;
}
