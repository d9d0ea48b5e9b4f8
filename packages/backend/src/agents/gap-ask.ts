/**
 * "È giusta o va aggiornata? E di quanto al mese?": an ask of the size of a gap, naming no subject of its own, is
 * the check asked before it (its shortfall), not a question apart: answered alone it would read as a pay to
 * estimate. It joins the ask before it.
 */
const GAP_ONLY =
  /^(?:e|ma|ed)?\s*(?:in caso\s+)?(?:eventualmente\s+)?di quant[oi](?:\s+(?:è|e|sta|sarebbe|sono|differisce|differiscono|manca|mancano|si discosta|va aggiornat\w*|va alzat\w*|va corrett\w*|sotto|sopra|in meno|in più|al mese|mensili|sbaglia|ha sbagliato|l'errore|la differenza))*\s*[?.!]*$/i;

/**
 * "Se no, quanto manca al mese?", "altrimenti quanto le manca?", "in caso contrario, qual è la differenza?": the
 * shortfall asked on the condition that the check before it fails, with no subject of its own.
 */
const CONDITIONAL_GAP =
  /^(?:e|ma|ed)?\s*(?:se no|sennò|senno|altrimenti|in caso contrario|se non (?:è|e|sono|fosse|fossero)(?: cos[iì]| giust\w*| corrett\w*| regolar\w*| aggiornat\w*)?|se (?:è|e|fosse) sbagliat\w*|se sbagliat\w*)\s*[,:]?\s*(?:quanto (?:(?:le|gli|mi|ci|vi) )?manca(?:no)?|quanto (?:è|e|sarebbe) la differenza|qual (?:è|e) la differenza|di quant[oi](?:\s+(?:è|e|sta|sono|sotto|manca|mancano|in meno))?)(?:\s+(?:al mese|ogni mese|mensilmente|in busta|lordi|lordo))*\s*[?.!]*$/i;

const asksGapOnly = (ask: string): boolean => GAP_ONLY.test(ask.trim()) || CONDITIONAL_GAP.test(ask.trim());

/** The asks with each gap-only ask joined to the one before it. */
export function joinGapAsks(asks: readonly string[]): string[] {
  const joined: string[] = [];
  for (const ask of asks) {
    const previous = joined.at(-1);
    if (previous !== undefined && asksGapOnly(ask)) joined[joined.length - 1] = `${previous} ${ask}`;
    else joined.push(ask);
  }
  return joined;
}
