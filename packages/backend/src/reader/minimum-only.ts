import { readAmounts } from './amounts.js';
import type { Amount, Slots } from './request.js';

/**
 * "e la quattordicesima di luglio quanto doveva essere? io ho solo il minimo, niente superminimo" after "4 liv fipe
 * quant'è la paga minima? il titolare dice 1650": the worker's pay is the level's minimum, so a monthly figure an
 * earlier turn gave (often the employer's claim being checked) is not the pay the calculation runs on.
 */
const MINIMUM_ONLY =
  /\b(?:ho|prendo|percepisco|ha|prende|percepisce|pagat[oa]|pago)\s+(?:solo|soltanto|solamente|giusto)\s+(?:il\s+)?minimo\b|\bsolo (?:il )?minimo(?: tabellare| contrattuale| del livello)?\b/;

/** The turn says the worker's pay is the level's minimum alone. */
export const saysMinimumOnly = (text: string): boolean => MINIMUM_ONLY.test(text);

/** Drops the carried monthly pay when the turn says the pay is the level's minimum and names no pay itself. */
export function withoutCarriedPay(slots: Slots, text: string, ownAmounts: number): void {
  if (ownAmounts > 0 || !slots.level || !MINIMUM_ONLY.test(text)) return;
  slots.amounts = slots.amounts.filter((a) => a.kind !== 'monthly_gross' && a.kind !== 'ral');
}

/**
 * "quanto mi spetta di tredicesima calcolata solo sul minimo tabellare?", "senza contare il superminimo": the
 * figure is asked on the level's minimum alone, so a superminimo the story tells ("ho un superminimo di 50 euro che
 * però non so se entra") stays out of the calculation.
 */
const ON_MINIMUM_ALONE =
  /\b(?:solo|soltanto|solamente|unicamente)\s+(?:sul|col|con il|in base al|considerando il|contando il)\s+(?:solo\s+)?minimo\b(?!\s+(?:piu|più|e|con|oltre)\b)|\bsul solo minimo\b|\bsenza\s+(?:il\s+|contare il\s+|considerare il\s+|calcolare il\s+)?superminim|\bescludendo il superminim|\bescluso il superminim|\bsuperminim\w*\s+esclus/;

/** The amounts a question states, less a superminimo when it asks a figure on the level's minimum alone. */
export function askedAmounts(text: string): Amount[] {
  const amounts = readAmounts(text);
  return ON_MINIMUM_ALONE.test(text) ? amounts.filter((a) => a.kind !== 'superminimo') : amounts;
}

/** The level's hourly minimum asked ("è sotto il minimo orario del IV livello?", "qual è la paga oraria minima?"). */
const HOURLY_MINIMUM =
  /\bminim[oia]\w*\s+(?:orari\w*|all'ora|l'ora|per ora|a ore)\b|\b(?:paga|retribuzione|tariffa)\s+orari\w*\s+minim\w*/;

/**
 * "e a ore? se la pago 9,50 l'ora è sotto il minimo orario del IV livello?" after a monthly offer was checked: the
 * turn weighs its own hourly figure against the level's hourly minimum, so the monthly figure of the turn before
 * is no pay the hourly rate is computed on.
 */
export function withoutCarriedPayForHourlyMinimum(slots: Slots, own: readonly Amount[], text: string): void {
  if (!own.length || !own.every((a) => a.perHour) || !slots.level || !HOURLY_MINIMUM.test(text)) return;
  slots.amounts = slots.amounts.filter(
    (a) => own.includes(a) || (a.kind !== 'monthly_gross' && a.kind !== 'ral'),
  );
}
