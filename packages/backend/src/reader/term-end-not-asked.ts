import { MONTH_NAMES } from '../kb/format.js';
import type { Slots } from './request.js';

/**
 * Session 41 (fixs41j): "ho preso una babysitter a tempo determinato fino a giugno 2027 … nel trimestre ott-dic
 * quanto è il bollettino INPS?": the day a fixed-term contract ends is part of the story, not the day the question
 * asks about. When the day read is that end, still to come, and its year is said only there, the day and the tax
 * year it implied are dropped: the question asks about now.
 */
const TERM_END = new RegExp(
  String.raw`\b(?:a tempo determinato|a termine|contratto (?:a termine|a tempo determinato)|con scadenza|che scade)\b[^.?!;]{0,30}?\b(?:fino (?:a|al|all')|scadenza (?:a|al)|scade (?:a|il|al))\s+(?:(?:\d{1,2})\s*°?\s+)?(?:(?:${MONTH_NAMES})\s+)(20\d\d)\b`,
);

export function dropTermEndAsDate(slots: Slots, text: string, today: string): void {
  const date = slots.date;
  const end = TERM_END.exec(text);
  if (!date || !end || date <= today || date.slice(0, 4) !== end[1]) return;
  const year = end[1];
  if ((text.match(new RegExp(`\\b${year}\\b`, 'g')) ?? []).length !== 1) return;
  delete slots.date;
  if (slots.taxYear === Number(year)) delete slots.taxYear;
}
