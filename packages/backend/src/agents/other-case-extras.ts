import type { Passage } from '../kb/passages.js';

/**
 * The extras under the answer ("Altri elementi utili") that carry another case's figure go: asked the employer's
 * notice for a 4° livello with 7 years (**30 giorni**), a passage on the resignation notice of the band up to 5
 * years (15 and 20 giorni) is another case, whose days beside the asked ones read as a second answer. A passage
 * is dropped when it gives a figure in the unit the opening's bold figure is in (giorni, mesi, ore, settimane)
 * that the opening does not give. Passages without such figures stay.
 */
const UNITS = ['giorn', 'mes', 'or', 'settiman'] as const;

const figures = (text: string, unit: string): string[] =>
  [...text.matchAll(new RegExp(`\\b(\\d+(?:,\\d+)?)\\s+${unit}\\w*`, 'g'))].map((m) => m[1] ?? '');

export function withoutOtherCases<P extends Pick<Passage, 'text'>>(opening: string, more: P[]): P[] {
  const bolds = [...opening.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1] ?? '').join(' ');
  const units = UNITS.filter((u) => figures(bolds, u).length);
  if (!units.length) return more;
  return more.filter(
    (p) => !units.some((u) => figures(p.text, u).some((n) => !figures(opening, u).includes(n))),
  );
}
