import { euro, italianDate, percent } from '../kb/format.js';
import { increasesOf } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { indexedYearly, YEARLY_INDEX_NOTE } from './reference-tranche.js';

/**
 * A tranche the renewal's sources state at a level for the month asked, when no pay table carries it yet
 * (Logistica's EPA from January 2027): its amount opens the answer, said as the sources' figure, not a table's;
 * where minimums are also indexed every year (ISTAT), the new minimum is said to be still unknown.
 */
export function statedTrancheLine(
  ccnl: Ccnl,
  level: string,
  date: string,
  bold: (text: string) => string,
): string | undefined {
  const month = date.slice(0, 7);
  for (const increase of increasesOf(ccnl, level)) {
    if (increase.level !== level) continue;
    const tranche = (increase.tranches ?? []).find((t) => t.from.slice(0, 7) === month);
    if (tranche?.amount === undefined) continue;
    const amount = increase.unit === 'percent' ? percent(tranche.amount) : euro(tranche.amount);
    return `Nel ${ccnl.short_name} la tranche del ${italianDate(tranche.from)} vale ${bold(amount)} di ${increase.measure} ${increase.reference}, secondo le fonti del rinnovo (nessuna tabella dei minimi di quella data è nella base di conoscenza).${indexedYearly(ccnl) ? YEARLY_INDEX_NOTE : ''}`;
  }
  return undefined;
}
