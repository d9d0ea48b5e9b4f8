import { readable } from '../reader/text.js';

/**
 * The TFR of one month asked ("la retribuzione utile TFR del mese è 1.783,75: quanto si accantona in quel
 * mese?", "quanto TFR matura questo mese?"): that month's pay / 13,5 less the 0,50%, not the year's accrual
 * divided by 12 (which spreads the 13th and 14th over the months).
 */
const THAT_MONTH =
  /\b(?:in|nel|per|di|a) (?:quel|questo) mese\b|\bnel mese\b(?! di (?:dicembre|giugno|luglio))/;
const ACCRUAL = /\b(?:accanton\w*|matur\w*|tfr|quota)\b/;

export function asksOneMonthAccrual(message: string): boolean {
  const text = readable(message);
  return text
    .split(/[.?;!]/)
    .some(
      (clause) => THAT_MONTH.test(clause) && ACCRUAL.test(clause) && !/\b(?:anno|annu\w*)\b/.test(clause),
    );
}
