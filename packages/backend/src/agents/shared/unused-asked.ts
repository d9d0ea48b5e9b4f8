/**
 * Hours or days not taken asked about ("che fine fanno i ROL non goduti?", "se non le faccio entro dicembre le
 * perdo?", "le ore arretrate me le pagano?"): what happens to them, not how many accrue. Read on folded text.
 */
const UNUSED_ASKED =
  /\bnon (?:godut|fruit|usat|fatt|pres)\w*|\b(?:le|li) perd\w*|\bscad\w*|\bche fine fanno\b|\b(?:arretrat|residu)\w*\b[^?.]{0,60}\b(?:pag|perd|scad)\w*/;

/** A clause on what happens to what is not taken ("le ore non godute entro 18 mesi vanno pagate"). */
export const UNUSED_CLAUSE = /\bnon (?:godut|fruit)\w*/i;

/**
 * Whether the sentences that ask (those ending in "?", else the whole text) ask about what is not taken: a story
 * that only mentions "ore arretrate da pagare" before asking the year's hours asks the hours.
 */
export function unusedAsked(folded: string): boolean {
  const asking = folded.split(/(?<=[.?!])\s+/).filter((s) => s.trim().endsWith('?'));
  return (asking.length ? asking : [folded]).some((s) => UNUSED_ASKED.test(s));
}
