import type { Ccnl } from '../kb/schema.js';
import { weekAsked } from './schedule-variant.js';

type Band = NonNullable<Ccnl['rol_ex_festivita']['rol_hours']>[number];

/**
 * The ROL bands that apply to the question: a workplace with its own hours (FIPE's bathing establishments)
 * when the question names it, otherwise the general bands. `text` is the question as `readable` gives it.
 */
export function rolBands(fact: Ccnl['rol_ex_festivita'], text: string): Band[] {
  const all = fact.rol_hours ?? [];
  // "dal lunedì al venerdì, il sabato mai": a five-day week is not the six-day band its "sabato" names.
  const fiveDays = weekAsked(text) === 5;
  const named = all.filter(
    (b) =>
      b.workplace?.words.some((w) => text.includes(w)) &&
      !(fiveDays && /\b(?:6|sei) giorni\b/.test(b.workplace.name)),
  );
  return named.length ? named : all.filter((b) => !b.workplace);
}
