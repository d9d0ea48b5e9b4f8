import type { Ccnl } from '../kb/schema.js';
import { fold } from '../reader/text.js';

// "al 6J", "6 junior", "6° livello junior": a junior grade the question names.
const JUNIOR_SAID = /\b(\d{1,2})\s*(?:°\s*)?(?:livello\s+)?(?:j|junior)\b/g;
// The knowledge base's sentence that the grade ended ("il 6 Junior è cessato il 31 dicembre 2025").
const ceasedSentence = (grade: string) =>
  new RegExp(
    String.raw`(?:il |livello )?${grade}\s*(?:°\s*)?(?:livello\s+)?junior (?:e cessato|cessa|e stato (?:abolito|soppresso|eliminato)) (?:il |dal |dall')?(\d{1,2}°? \p{L}+ \d{4})`,
    'iu',
  );

/**
 * "il mio vecchio consulente li metteva al 6J: dove lo inquadro adesso?": a junior grade the question names that
 * the knowledge base says has ended, told as ended beside the level proposed ('' when none is named or the
 * knowledge base says nothing of its end).
 */
export function ceasedLevelNote(ccnl: Ccnl, message: string): string {
  const text = fold(message);
  const known = [ccnl.pay_structure, ...ccnl.notes].map(fold);
  for (const [, grade] of text.matchAll(JUNIOR_SAID)) {
    if (!grade) continue;
    const held = ccnl.levels.some((l) => fold(l.level) === `${grade}j`);
    const date = known.map((k) => ceasedSentence(grade).exec(k)?.[1]).find(Boolean);
    if (date && !held)
      return ` Il ${grade}J (${grade}° livello junior) non esiste più: nel contratto è cessato il ${date}.`;
  }
  return '';
}
