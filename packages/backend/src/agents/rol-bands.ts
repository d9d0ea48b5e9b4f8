import type { Ccnl } from '../kb/schema.js';

type Band = NonNullable<Ccnl['rol_ex_festivita']['rol_hours']>[number];

/**
 * The ROL bands that apply to the question: a workplace with its own hours (FIPE's bathing establishments)
 * when the question names it, otherwise the general bands. `text` is the question as `readable` gives it.
 */
export function rolBands(fact: Ccnl['rol_ex_festivita'], text: string): Band[] {
  const all = fact.rol_hours ?? [];
  const named = all.filter((b) => b.workplace?.words.some((w) => text.includes(w)));
  return named.length ? named : all.filter((b) => !b.workplace);
}
