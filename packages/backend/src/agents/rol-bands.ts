import type { Ccnl } from '../kb/schema.js';
import { deniedBefore } from '../reader/negation.js';
import { weekAsked } from './schedule-variant.js';

type Band = NonNullable<Ccnl['rol_ex_festivita']['rol_hours']>[number];

/**
 * A workplace's word in the question, not denied ("ristorante di Rimini (non stabilimento balneare)", "non è uno
 * stabilimento balneare", "niente turni a ciclo continuo"): some occurrence with no denial in the three words
 * before it.
 */
function namedIn(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!deniedBefore(text, at)) return true;
  }
  return false;
}

/**
 * The ROL bands that apply to the question: a workplace with its own hours (FIPE's bathing establishments)
 * when the question names it, otherwise the general bands. `text` is the question as `readable` gives it.
 */
export function rolBands(fact: Ccnl['rol_ex_festivita'], text: string): Band[] {
  const all = fact.rol_hours ?? [];
  // A word bounded by spaces in the data (" lido ") is found before a comma or a full stop too ("un lido, …").
  const spaced = ` ${text.replace(/[.,;:!?()«»"]/g, ' ')} `;
  // "dal lunedì al venerdì, il sabato mai": a five-day week is not the six-day band its "sabato" names.
  const fiveDays = weekAsked(text) === 5;
  const named = all.filter(
    (b) =>
      b.workplace?.words.some((w) => namedIn(spaced, w)) &&
      !(fiveDays && /\b(?:6|sei) giorni\b/.test(b.workplace.name)),
  );
  return named.length ? named : all.filter((b) => !b.workplace);
}
