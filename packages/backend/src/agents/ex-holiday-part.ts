import { countValue } from '../reader/numbers.js';
import { readable } from '../reader/text.js';

/**
 * The ex festività in a comparison of paid leave: asked on their own ("ex festività: come funzionano nei due
 * contratti?", "quanto riposo danno al posto delle festività soppresse?") they lead each agreement's cell, the ROL
 * after them; an agreement whose file gives them only in words ("Cinque giornate di riposo all'anno al posto delle
 * 5 ex festività") has them read from that sentence, not called unstructured.
 */
export const EX_HOLIDAYS_ASKED = /\bex festivit|\bfestivita (?:soppress|abolit|religiose soppress)/;
const ROL_ASKED = /\brol\b|\bpar\b(?!\.?\s*\d)|\briduzion\w* (?:d\w* ?)?orari/;

/** Whether the question asks the ex festività and not the ROL. */
export const exHolidaysFirst = (text: string): boolean =>
  EX_HOLIDAYS_ASKED.test(text) && !ROL_ASKED.test(text);

/** The days of rest the file's words give for the ex festività ("Cinque giornate di riposo … ex festività"). */
export function exHolidayDays(statement: string | null): number | undefined {
  if (!statement) return undefined;
  const said =
    /\b(\w+) (?:giornate|giorni) (?:di riposo|di permesso|retribuit\w*)\b[^.;]*?\b(?:ex festivit|festivita (?:soppress|abolit))/.exec(
      readable(statement),
    );
  return said ? countValue(said[1] ?? '') : undefined;
}

/** One ROL band's part of the cell, with the ex festività as hours (structured) or days (read from the words). */
export function leavePart(
  rolHours: number,
  size: string,
  ex: { hours?: number; days?: number },
  text: string,
): string | undefined {
  const first = exHolidaysFirst(text);
  if (ex.hours !== undefined)
    return first
      ? `${ex.hours} ore l'anno di ex festività (oltre a ${rolHours} ore di ROL${size}; in tutto ${rolHours + ex.hours} ore)`
      : undefined;
  if (ex.days === undefined) return undefined;
  return first
    ? `${ex.days} giornate di riposo l'anno al posto delle ex festività (oltre a ${rolHours} ore di ROL${size})`
    : `${rolHours} ore di ROL l'anno${size} e ${ex.days} giornate di riposo al posto delle ex festività`;
}
