import { readable } from './text.js';

/**
 * Session 24 (fixs24b): an employer's cost asked without the contributions ("quanto costa all'azienda un 4°
 * livello, contributi esclusi?", "senza i contributi INPS", "al netto degli oneri previdenziali"): the pay and the
 * TFR, the contributions left out and said to be left out, never added.
 */
const CONTRIBUTIONS = String.raw`(?:contribut\w*(?: (?:inps|previdenzial\w*|a carico (?:del datore|dell'azienda|della ditta)))?|inps|oneri (?:previdenzial\w*|social\w*|contributiv\w*))`;
const EXCLUDED = new RegExp(
  String.raw`\b${CONTRIBUTIONS} (?:esclus[oiae]|a parte|non compres[oiae]|non inclus[oiae])\b|\b(?:esclus[oiae]|escludendo|senza|tolt[oiae]|togliendo|al netto de(?:i|gli|ll'|l)|eccetto|tranne|non contando|a parte)\s*(?:(?:contare|considerare|calcolare|mettere|metterci) )?(?:i |gli |l'|il |le )?${CONTRIBUTIONS}`,
);

/** Whether the cost is asked with the employer's contributions left out. */
export function contributionsExcluded(message: string): boolean {
  return EXCLUDED.test(readable(message));
}
