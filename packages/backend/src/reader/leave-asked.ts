import { askedClause } from './asking-clause.js';
import { leaveKindsOf } from './leave-kinds-read.js';

/**
 * A leave named in the clause that asks ("quanto le spetta lordo per il congedo matrimoniale?"): the leave is the
 * question even in the calculator, so the calculator does not turn it into a gross-to-net on a level. A
 * leave only told around the ask ("sono in congedo matrimoniale: quanto prendo netto?") leaves the hint as it is.
 */
export function leaveAskedOutright(text: string): boolean {
  return leaveKindsOf(askedClause(text)).length > 0;
}
