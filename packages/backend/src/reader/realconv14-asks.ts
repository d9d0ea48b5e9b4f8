import type { TypedRequest } from './request.js';

/**
 * How people quote a figure they heard while asking the real one (the classes `88-g22-realconv14.json` failed).
 * Each function returns only what it changes; all run on the folded text of the turn.
 */

// Someone else's saying: "una vicina mi diceva", "ho sentito che", "dicono che", "ho letto che".
const HEARSAY =
  /\b(?:mi (?:diceva|dicevano|ha detto|hanno detto|dice|dicono)|diceva|dicevano|dicono|ho sentito|ho letto|si dice|pare che|sembra che)\b/;
// A bound, not a value: "sotto gli 8 euro", "meno di 1.500", "sopra i 9", "oltre i 1.200", "intorno ai 1.300".
const BOUND_FIGURE =
  /\b(?:sotto|sopra|oltre|meno di|piu di|intorno a|attorno a|sui|sulle|sugli)\s*(?:i |gli |le |ai |agli |alle |a )?(?:€\s*)?(\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?)\b/g;
// The exact figure is what the turn asks: "quanto era esattamente", "di preciso", "la cifra esatta".
const EXACT_ASKED = /\besattament\w*|\bdi preciso\b|\bcon precisione\b|\bcifra esatta\b|\bl'importo esatto\b/;

/**
 * "una vicina mi diceva che il minimo orario era sotto gli 8 euro: nel 2025 quanto era esattamente?": the figure
 * heard is a bound someone gave, not the case's pay; the turn asks the figure itself, so the bound is no amount.
 */
export function heardBound(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (!request.slots.amounts.length || !HEARSAY.test(text) || !EXACT_ASKED.test(text)) return {};
  const bounds = [...text.matchAll(BOUND_FIGURE)].map((m) =>
    Number((m[1] ?? '').replace(/\./g, '').replace(',', '.')),
  );
  if (!bounds.length) return {};
  const amounts = request.slots.amounts.filter((a) => !bounds.includes(a.value));
  return amounts.length === request.slots.amounts.length ? {} : { slots: { ...request.slots, amounts } };
}
