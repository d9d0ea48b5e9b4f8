import type { Ccnl } from '../kb/schema.js';
import { fold } from '../reader/text.js';

/**
 * The day a month of service needs to count for the 13th's twelfths, by the agreement's own rule: "la frazione
 * oltre 15 giorni conta come mese intero", "conta il mese con più di 15 giorni" (Metalmeccanici, Confapi, Gomma
 * plastica) make the 16th day the threshold; otherwise the common rule, a fraction of at least 15 days.
 */
const MORE_THAN_15 = /\b(?:piu di|superiore a(?:i)?|oltre(?: i)?|eccedente(?: i)?) 15 giorni\b/;

/** 16 when the agreement counts a month only past its 15th day, else 15. */
export function monthThreshold(ccnl: Pick<Ccnl, 'monthly_payments'> | undefined): 15 | 16 {
  return MORE_THAN_15.test(fold(ccnl?.monthly_payments.text ?? '')) ? 16 : 15;
}

/** "la frazione di almeno 15 giorni" or, by the agreement's rule, "la frazione di più di 15 giorni". */
export function fractionWords(threshold: number): string {
  return threshold > 15 ? 'la frazione di più di 15 giorni' : 'la frazione di almeno 15 giorni';
}
