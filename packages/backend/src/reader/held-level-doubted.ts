/**
 * "L'ho inquadrato al 4° livello come i capi partita: è corretto oppure gli spetta di più?", "l'abbiamo messa al
 * 6° super, va bene?": a level held, then asked to be confirmed or weighed against a higher one, asks whether the
 * level fits the job (classification), not the level's pay.
 */
// The level held: a number that is no amount ("a 12,20" is a pay), an ordinal, a letter code, a Quadro.
const LEVEL = String.raw`(?:\d{1,2}(?![\d.,])|livell|(?:prim|second|terz|quart|quint|sest|settim)[oa]\b|[a-e]\d?s?\b|quadr)`;

const HELD_THEN_DOUBTED = new RegExp(
  String.raw`\b(?:inquadr|mess|assunt)\w* (?:\w+ ){0,2}(?:al|nel|come|a|in) ${LEVEL}[^?]{0,60}?\b(?:(?:e|sarebbe|risulta) (?:corrett|giust|adeguat|coerent)\w*|va bene (?:cosi)?)\s*(?:\?|,? ?(?:o|oppure) (?:mi |gli |le |ci )?spett\w* (?:di piu|un livello (?:piu alto|superiore))\b)|\b(?:inquadr|mess|assunt)\w* (?:\w+ ){0,2}(?:al|nel|come|a|in) ${LEVEL}[^?]{0,60}?\b(?:mi |gli |le |ci )spett\w* (?:di piu|un livello (?:piu alto|superiore))\s*\?`,
);

/** Whether the (folded) question states a level held and asks whether it is right. */
export const heldLevelDoubted = (folded: string): boolean => HELD_THEN_DOUBTED.test(folded);
