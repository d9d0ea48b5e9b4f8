import { MONTH_NAMES } from '../kb/format.js';
import type { Slots } from './request.js';
import { dropTermEndAsDate } from './term-end-not-asked.js';

/**
 * "e la tredicesima di dicembre quanto sarà? lavoro lì da maggio 2024, quindi l'anno è intero": the month a
 * worker started in an earlier year is the hire, not the day the question asks about. When the day read is the
 * hire's own first day and its year is said only there, the day and the tax year it implied are dropped: the
 * question asks about now (its accrual runs this year, whole).
 */
const WHOLE_YEAR = /\b(?:l'anno|anno) (?:e |è )?inter[oa]\b|\btutto l'anno\b|\bintero anno\b/;

const NOT_WHOLE = /\bnon\b[^.?!;]{0,25}\b(?:anno|tutto l'anno)\b/;

const PAY_NOW =
  /\b(?:paga|stipendio|retribuzione|minimo|busta) (?:di |d')?(?:adesso|oggi|ora|attual\w*)\b|\b(?:paga|stipendio|retribuzione|minimo) (?:che prendo|che ho|in vigore) (?:adesso|oggi|ora)\b/;

const DATED = new RegExp(String.raw`\b(?:${MONTH_NAMES})\b|\b20\d\d\b|\b\d{1,2}[/.]\d{1,2}\b`);

const THIS_YEAR = /\bquest'?\s?anno\b|\bnell'anno in corso\b/;

export function dropHireAsDate(slots: Slots, text: string, today: string): void {
  // (So is a fixed-term contract's end still to come, "a tempo determinato fino a giugno 2027": term-end-not-asked.ts.)
  dropTermEndAsDate(slots, text, today);
  const hire = slots.hireDate;
  // "paga di adesso x 12 mesi", "con lo stipendio attuale": the pay asked is today's table, not the hire's nor
  // another day the conversation carried (unless the question dates it itself).
  if (slots.date && PAY_NOW.test(text) && !DATED.test(text)) {
    delete slots.date;
    return;
  }
  if (!hire || slots.date !== hire || hire.slice(0, 4) >= today.slice(0, 4)) return;
  // "assunta a marzo 2025 … quante ore le spettano quest'anno?": the year asked is today's, not the hire's.
  if (THIS_YEAR.test(text)) {
    delete slots.date;
    if (slots.taxYear === Number(hire.slice(0, 4))) delete slots.taxYear;
    return;
  }
  // (A year said again beside the hire's, "assunta il 1° marzo 2025 … a dicembre 2025", is the year asked.)
  const year = hire.slice(0, 4);
  if ((text.match(new RegExp(`\\b${year}\\b`, 'g')) ?? []).length !== 1) return;
  // (That one year is the start's own: "da maggio 2024", "dal 3 marzo 2024", not "a dicembre 2025" beside a hire
  // written in words.)
  if (
    !new RegExp(
      String.raw`\b(?:da|dal|dall'|dai primi di|da inizio)\s+(?:\d{1,2}\s*°?\s+)?(?:(?:${MONTH_NAMES})\s+)?(?:del\s+)?${year}\b`,
    ).test(text)
  )
    return;
  // (A hire of last year keeps its year as the one asked, "assunta da aprile 2025: quanta tredicesima?", unless the
  // year is said to be whole; a hire two or more years back asks about now.)
  const back = Number(today.slice(0, 4)) - Number(hire.slice(0, 4));
  if (back < 2 && !(WHOLE_YEAR.test(text) && !NOT_WHOLE.test(text))) return;
  delete slots.date;
  if (slots.taxYear === Number(hire.slice(0, 4))) delete slots.taxYear;
}
