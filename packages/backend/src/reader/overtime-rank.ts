/**
 * An overtime hour named by its rank or band: "dalla terza ora in poi", "la 3ª ora", "oltre le prime due ore".
 * After an overtime hour, "e dalla terza ora in poi quanto viene l'ora?" asks that band's hour, not the ordinary
 * hour the words "quanto viene l'ora" ask alone. Read on the folded text.
 */
export const OVERTIME_RANK =
  /\b(?:terza|quarta|quinta|sesta|settima|ottava|\d{1,2}\s*(?:ª|a|°|º))\s+ora\b|\b(?:oltre|dopo|superate)\s+le\s+prime\s+(?:due|tre|quattro|\d{1,2})\s+ore\b/;
