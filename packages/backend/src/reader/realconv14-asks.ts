import { SAME_LEVEL } from './follow-up-level.js';
import type { Slots, TypedRequest } from './request.js';

/**
 * How people quote a figure they heard while asking the real one (the classes `88-g22-realconv14.json` failed).
 * Each function returns only what it changes; all run on the folded text of the turn.
 */

// Someone else's saying: "una vicina mi diceva", "ho sentito che", "dicono che", "ho letto che".
const HEARSAY =
  /\b(?:mi (?:ha|hanno) detto|dice|diceva|dicevano|dicono|sostiene|sostenev\w*|ho sentito|ho letto|si dice|pare che|sembra che)\b/;
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

/** A reason asked: "perché…?", "come mai…?". */
export const WHY = /\bperche\b|\bcome mai\b/;
/** One extra month weighed against the other: "più bassa della tredicesima", "diversa dalla quattordicesima". */
export const AGAINST_OTHER_EXTRA =
  /\b(?:piu bass\w*|piu alt\w*|inferior\w*|superior\w*|meno|divers\w*)\b[^.?]{0,20}\b(?:della|dalla|rispetto alla|che la|di|alla) (?:tredicesim|quattordicesim|1[34]\s*(?:a|ª|esim))/;
/** Increments told as the worker's own: "io ho gli scatti", "ho 2 scatti", "con tre scatti". */
export const INCREMENTS_HELD =
  /\b(?:ho|ha|abbiamo|hanno|avendo|con) (?:anche |gia |pure )?(?:gli |i |\d+ |due |tre |quattro |cinque )?scatt[oi]\b/;

/**
 * "come mai è più bassa della tredicesima? ho 2 scatti": why one extra month is lower than the other is what each
 * includes (monthly payments); the increments are the worker's case told as the reason, not the subject asked.
 */
export function extraMonthsWeighed(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (
    request.intent !== 'seniority' ||
    !WHY.test(text) ||
    !AGAINST_OTHER_EXTRA.test(text) ||
    !INCREMENTS_HELD.test(text)
  )
    return {};
  return { intent: 'monthly_payments', alsoAsked: request.alsoAsked.filter((i) => i !== 'monthly_payments') };
}

// "con la stessa anzianità", "a parità di anzianità": the years the conversation told.
const SAME_SENIORITY = /\bstess[ao] anzianita\b|\ba parita di anzianita\b|\bstessi anni\b/;

/**
 * "Sto valutando un negozio col contratto del commercio: allo stesso livello e con la stessa anzianità, il
 * preavviso sarebbe più lungo o più corto?": a comparison that names the other agreement in a new sentence keeps
 * the level and years the conversation told (each agreement reads the level in its own codes: confronta.ts).
 */
export function sameCaseCompared(
  request: TypedRequest,
  text: string,
  earlier: Slots | undefined,
): Partial<TypedRequest> {
  if (request.intent !== 'comparison' || !earlier) return {};
  const slots = { ...request.slots };
  if (!slots.level && earlier.level && SAME_LEVEL.test(text)) slots.level = earlier.level;
  if (slots.seniorityYears === undefined && earlier.seniorityYears !== undefined && SAME_SENIORITY.test(text))
    slots.seniorityYears = earlier.seniorityYears;
  return slots.level === request.slots.level && slots.seniorityYears === request.slots.seniorityYears
    ? {}
    : { slots };
}
