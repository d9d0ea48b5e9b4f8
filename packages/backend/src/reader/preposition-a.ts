import { MONTH_NAMES } from '../kb/format.js';

/**
 * "con quel livello a ottobre", "il livello a partire da gennaio": a lone "a" after "livello" followed by a
 * month, a date or a time word is the preposition of a date, not level A. A pattern fragment for a negative
 * lookahead placed right after the letter (it only fires when the letter read was "a").
 */
export const TIME_AFTER_A = String.raw`(?<=\ba)\s+(?:${MONTH_NAMES}|\d{1,4}\b|partire|decorrere|inizio|fine|meta|oggi|adesso|quel|quest)`;

/** Whether the token after a lowercase "a" makes it the preposition of a date ("livello a ottobre 2026"). */
export function isDatePreposition(letter: string, next: string | undefined): boolean {
  return (
    letter === 'a' &&
    next !== undefined &&
    new RegExp(`^(?:${MONTH_NAMES}|\\d{1,4}$|partire|decorrere|inizio|fine|oggi|adesso)`).test(
      next.toLowerCase(),
    )
  );
}
