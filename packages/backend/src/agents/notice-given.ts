import { addDays, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { fold } from '../reader/text.js';

/**
 * The day a resignation or dismissal was given, when it is written in words: the question's own ("le ho
 * inviate il 20 novembre", "consegnata oggi", "me l'hanno data ieri") first, then the letter's date line
 * ("Padova, 20 novembre 2026"). A day with no year takes the letter's year, else today's.
 */

const GIVEN_VERB =
  /\b(?:invi\w*|mand\w*|consegn\w*|present\w*|comunic\w*|spedi\w*|dat[oaie]|ricevut\w*|firm\w*|rassegn\w*|dimess[oa]|dimett\w*|licenziat[oaie])\b/;
const DAY_IN_WORDS = new RegExp(String.raw`\b(?:il |l')?(\d{1,2})\s*[°º]?\s+(${MONTH_NAMES})(?:\s+(\d{4}))?\b`);
// "Padova, 20 novembre 2026", "Milano lì 3 marzo 2026": a place (capitalised) and the day after it; a letter's
// paragraphs may come joined, so no line is needed.
const DATE_LINE =
  /(?<![\p{L}\d])\p{Lu}[\p{L}'’]+(?: \p{Lu}[\p{L}'’]+)?,?\s+(?:l[iì]\s+|add[iì]\s+)?(\d{1,2})\s*[°º]?\s+(\p{L}+)\s+(\d{4})\b/gu;

const isoOf = (day: string, month: string, year: string | number) =>
  `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;

/** The letter's own date, from its date line (the last one, where the letter is signed). */
export function letterDated(raw: string): string | undefined {
  const dates = [...raw.matchAll(DATE_LINE)].filter((m) => MONTHS.includes((m[2] ?? '').toLowerCase()));
  const m = dates.at(-1);
  return m ? isoOf(m[1] ?? '', (m[2] ?? '').toLowerCase(), m[3] ?? '') : undefined;
}

/** The day the question says the notice was given, in words or as "oggi"/"ieri". */
export function questionGiven(question: string, today: string, letterYear?: number): string | undefined {
  const text = fold(question);
  if (!GIVEN_VERB.test(text)) return undefined;
  const m = DAY_IN_WORDS.exec(text);
  if (m) return isoOf(m[1] ?? '', m[2] ?? '', m[3] ?? letterYear ?? today.slice(0, 4));
  if (/\b(?:oggi|stamattina|stamani)\b/.test(text)) return today;
  if (/\bieri\b/.test(text)) return addDays(today, -1);
  if (/\bdomani\b/.test(text)) return addDays(today, 1);
  return undefined;
}
