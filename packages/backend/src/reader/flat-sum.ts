/**
 * A lump sum a story tells ("il vecchio appaltatore pagava la notte 'a forfait' con 10 euro e basta", "un
 * compenso forfettario di 30 euro a notte", "20 euro forfettari"): a flat sum paid instead of the agreement's
 * terms, never the worker's pay an hour's or a month's value starts from. Read on folded text; the regime of a
 * self-employed person ("in forfettario") is none of these.
 */
const FLAT_BEFORE =
  /(?:\ba forfait\b|\bforfait\b|\b(?:compens\w*|import\w*|somm\w*|rimbors\w*|cifr\w*|quot\w*) forfettari\w*|\bforfettariamente\b)[^\d.;?]{0,25}$/;
const FLAT_AFTER =
  /^\s*(?:€|euro)?\s*(?:(?:l'ora|all'ora|a notte|per notte|al giorno|a turno)\s*)?(?:a forfait|forfait|forfettari\w*)\b/;

/** Whether the figure between `before` and `after` is a lump sum the story tells, not the worker's pay. */
export const flatSumFigure = (before: string, after: string): boolean =>
  FLAT_BEFORE.test(before.replace(/['"’‘«»]/g, ' ').replace(/\s+/g, ' ')) || FLAT_AFTER.test(after);
