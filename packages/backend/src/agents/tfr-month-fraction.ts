import { readable } from '../reader/text.js';

// "4 mesi e 10 giorni", "un contratto di 3 mesi e 12 gg": a period told in months and days.
const MONTHS_AND_DAYS = /\b(\d{1,2}|un) mes[ei] e (\d{1,2}) (?:giorni|gg)\b/;

/**
 * Why the days beyond whole months change nothing (art. 2120 c.c.: a month's fraction of at least 15 days
 * counts as a whole month, a shorter one does not count): the note a TFR on "4 mesi e 10 giorni" owes the user.
 */
export function monthFractionNote(message: string): string | undefined {
  const m = MONTHS_AND_DAYS.exec(readable(message));
  if (!m) return undefined;
  const days = Number(m[2]);
  if (days < 1 || days >= 15) return undefined;
  const months = m[1] === 'un' ? 1 : Number(m[1]);
  return `I ${days} giorni oltre i ${months} ${months === 1 ? 'mese' : 'mesi'} non cambiano il TFR: la frazione di mese inferiore a 15 giorni non si computa, quella di almeno 15 giorni conta come mese intero (art. 2120 c.c.).`;
}
