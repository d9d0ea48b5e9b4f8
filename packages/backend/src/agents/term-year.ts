/**
 * A rule that dates a yearly figure's deadline from its year ("da utilizzare entro il 31 maggio dell'anno
 * successivo"), asked of one year ("per il 2026 fino a quando possono spenderlo?"): the date of that year's
 * figure, said outright (31 maggio 2027), since the asker wants the day, not the rule to work it out from.
 */

// The year the figure is asked of: "per il 2026", "per l'anno 2026", "l'annualità 2026", "nel 2026", "quelli
// del 2026", "i 250 del 2026" (a year right after "del": "del 22 novembre 2025" dates no figure).
const YEAR_ASKED =
  /\b(?:per (?:il|l'anno|l'annualit[àa])|(?:dell'|l')annualit[àa]|nell'anno|nel|del(?:l'anno)?)\s+(20\d\d)\b/i;
// ("di quest anno", "questanno": the apostrophe left out.)
const THIS_YEAR = /\bquest(?:'|’| )?anno\b|\banno (?:in )?corso\b|\bcorrente anno\b/i;
// A day and month counted in the year after the figure's one.
const NEXT_YEAR_DAY =
  /\b(?:entro (?:il )?)?(\d{1,2}°?\s+(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre))\s+dell'anno successivo\b/i;

/** The line that dates the term for the year asked, or undefined when no year is asked or the rule has none. */
export function termOfYearAsked(message: string, term: string, today?: string): string | undefined {
  // ("quanto welfare mi spetta quest'anno … fino a quando posso usarlo?": the year of the day asked.)
  const year =
    YEAR_ASKED.exec(message)?.[1] ?? (THIS_YEAR.test(message) && today ? today.slice(0, 4) : undefined);
  const day = NEXT_YEAR_DAY.exec(term)?.[1];
  if (!year || !day) return undefined;
  return `Per il ${year}, quindi, «entro il ${day} dell'anno successivo» vuol dire entro il **${day} ${Number(year) + 1}**.`;
}
