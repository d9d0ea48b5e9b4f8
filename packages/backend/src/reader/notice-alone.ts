import type { Intent } from './request.js';

// A level, a category or the classification named in the question.
const LEVEL_WORDS =
  /\b(?:livell|inquadr|categori|declaratori|parametr)\w*|\bposizion\w* (?:economic|retributiv)/;

/**
 * "faccio il manovale, se mi mandano a casa quanto preavviso mi devono dare?" asked of inquadra: the notice is the
 * question, the job told is its case; a level or a category named keeps the classification beside it.
 */
export const noticeAloneAsked = (intent: Intent | undefined, text: string): boolean =>
  intent === 'notice' && !LEVEL_WORDS.test(text);
