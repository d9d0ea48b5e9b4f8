import { CALCULATION_INTENTS } from './intents.js';
import type { Intent, TypedRequest } from './request.js';
import { ruleThresholds } from './rule-thresholds.js';
import { asksSomething } from './statement-turn.js';

/** The figures a part-time said afterwards rescales (the same figure for the part-timer's hours). */
// (A renewal's una tantum or tranche is one too: "lui però è part-time al 75%, quanto gli tocca?".)
export const PART_TIME_FIGURES: readonly Intent[] = [
  'minimum_pay',
  'gross_to_net',
  'hourly_rate',
  'thirteenth_pro_rata',
  'employer_cost',
  'renewal',
];

// The part-time told with its hours or share ("part-time a 20 ore su 40", "part time 50%", "faccio 24 ore").
const PART_TIME_TOLD =
  /\bpart.?time\b[^?.]{0,30}?\b\d{1,2}\s*(?:ore|h\b|%)|\b\d{1,2}\s*ore\s+(?:su|invece di|anziche)\s+\d{2}\b/;
// The turn corrects what was said or asks the figure again ("no scusa", "mi sono dimenticata", "quanto viene allora?").
const CORRECTS_OR_REASKS =
  /\b(?:scusa\w*|dimentic\w*|ho sbagliato|mi sono sbagliat\w*|in realta|veramente|non ti ho detto|avevo dimenticato)\b|\bquanto (?:viene|verrebbe|fa|farebbe|sarebbe|diventa|risulta|prendo|prenderei|mi spetta|mi arriva|arriva|mi resta|resta|mi rimane|(?:mi |gli |le )?(?:tocca|spetta)(?= ?[?.!]|\s*$))\b/;
// The part-time rules themselves (supplementary hours, elastic clauses, the minimum hours): the part-time subject.
const RULES_ASKED =
  /supplementar|clausol|elastic|flessibil|ore minime|minimo di ore|trasformaz|straordinar|posso (?:fare|chiedere)|e obbligatori/;

/**
 * "No scusa, mi sono dimenticata di dirti che sono part-time a 20 ore su 40. Quanto viene allora?" after a
 * minimum or a net: the correction adds the part-time to the figure asked, it does not ask the part-time rules.
 * Runs on the folded text.
 */
export function partTimeCorrection(text: string): boolean {
  if (!PART_TIME_TOLD.test(text) || RULES_ASKED.test(text)) return false;
  // "4° livello, part-time 24 ore" after "quanto dovrei prendere?": the bare answer to the assistant's
  // counter-question tells the case, it asks nothing of its own.
  return CORRECTS_OR_REASKS.test(text) || !asksSomething(text);
}

/**
 * A turn that goes on with the earlier case: a part-time said as a correction of a figure just asked (above),
 * or a rule asked with its thresholds quoted when the amount was told before ("il mio reddito è 37.000" then
 * "tra 20 e 40 mila … supero i 32 mila: quanto mi spetta?").
 */
export function answersWithFacts(
  text: string,
  own: Pick<TypedRequest, 'intent' | 'slots'>,
  earlier: Pick<TypedRequest, 'intent' | 'slots'>,
): boolean {
  if (PART_TIME_FIGURES.includes(earlier.intent) && partTimeCorrection(text)) return true;
  return (
    CALCULATION_INTENTS.has(own.intent) &&
    !own.slots.amounts.length &&
    earlier.slots.amounts.length > 0 &&
    ruleThresholds(text).size > 0
  );
}
