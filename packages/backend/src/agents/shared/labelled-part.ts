import { COMPORTO_ASKED } from '../comporto-cell.js';

// A clause that opens a part of a statement with its own label ("Infortunio: …", "Malattia: …").
const LABEL = /^\*{0,2}\p{Lu}[\p{L} ]{2,30}:\s/u;

/**
 * The clauses with the chosen one moved to the front, and with it the clauses of its labelled part: when the
 * chosen clause opens "Infortunio: …", the clauses after it up to the next label ("Malattia: …") are the same
 * rule and move with it, so the injury's pay from the 4th day is not left behind the sickness rule.
 */
export function withLabelledPart(clauses: readonly string[], chosen: number): string[] {
  let end = chosen + 1;
  if (LABEL.test(clauses[chosen] ?? ''))
    while (end < clauses.length && !LABEL.test(clauses[end] ?? '')) end += 1;
  return [...clauses.slice(chosen, end), ...clauses.slice(0, chosen), ...clauses.slice(end)];
}

// The pay asked beside the comporto ("quanto mi pagano e per quanto mi tengono il posto?").
const PAY_ASKED =
  /\bquant\w* (?:mi |ti |gli |le |ci |vi )?(?:pag|spett|prend|dann|dà|da)\w*|\bretribu\w*|\bpagat\w*|\bpagament\w*|\bindennit\w*|\bpercentual\w*|\bintegrazion\w*|\bcarenza\b|\bstipendio\b|\bchi (?:mi |la |lo |li |le )?pag\w*/;

/**
 * The comporto named in the question ("qual è il periodo di comporto?", "per quanto mi conservano il posto?")
 * and no pay asked beside it: the comporto sentence opens the sickness rule, whatever words the rest shares.
 */
export function comportoNamed(folded: string): boolean {
  return COMPORTO_ASKED.test(folded) && !PAY_ASKED.test(folded);
}
