/**
 * Hours or days not taken asked about ("che fine fanno i ROL non goduti?", "se non le faccio entro dicembre le
 * perdo?", "le ore arretrate me le pagano?"): what happens to them, not how many accrue. Read on folded text.
 */
export const UNUSED_ASKED =
  /\bnon (?:godut|fruit|usat|fatt|pres)\w*|\b(?:le|li) perd\w*|\bscad\w*|\bche fine fanno\b|\b(?:arretrat|residu)\w*\b[^?.]{0,60}\b(?:pag|perd|scad)\w*/;

/** A clause on what happens to what is not taken ("le ore non godute entro 18 mesi vanno pagate"). */
export const UNUSED_CLAUSE = /\bnon (?:godut|fruit)\w*/i;
