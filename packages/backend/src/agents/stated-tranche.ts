import { euro, italianDate, percent } from '../kb/format.js';
import { increasesOf } from '../kb/increases.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl, Increase } from '../kb/schema.js';
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
    return `Nel ${ccnl.short_name} la tranche del ${italianDate(tranche.from)} vale ${bold(amount)} di ${increase.measure} ${increase.reference}, secondo le fonti del rinnovo (nessuna tabella dei minimi di quella data è nella base di conoscenza).${indexedYearly(ccnl) ? YEARLY_INDEX_NOTE : (resultingMonthly(ccnl, level, increase, tranche, bold) ?? '')}`;
  }
  return undefined;
}

/**
 * "con la tranche di gennaio 2027 quanto sarà minimo più EPA?": the table in force before the tranche plus the
 * tranche's euros, said as computed. Only when the table is the one the tranche follows (no earlier tranche of the
 * renewal missing from it), so the sum is the month's figure from that day.
 */
function resultingMonthly(
  ccnl: Ccnl,
  level: string,
  increase: Increase,
  tranche: { from: string; amount?: number },
  bold: (text: string) => string,
): string | undefined {
  if (increase.unit !== 'euro' || tranche.amount === undefined) return undefined;
  const pay = levelPayAt(ccnl, level, tranche.from);
  if (!pay || pay.table.derived || pay.table.effective_from >= tranche.from) return undefined;
  const since = pay.table.effective_from;
  if ((increase.tranches ?? []).some((t) => t.from > since && t.from < tranche.from)) return undefined;
  const total = Math.round((pay.row.amount + tranche.amount) * 100) / 100;
  const items = pay.row.components.filter((c) => c.payments === undefined);
  const parts = items.length > 1 ? items.map((c) => `${c.label} ${euro(c.amount)}`) : [];
  const table = `${euro(pay.row.amount)}${parts.length ? `: ${parts.join(' + ')}` : ''}`;
  return ` Sommata alla tabella in vigore dal ${italianDate(since)} (${table}), la tranche porta la retribuzione tabellare mensile a ${bold(euro(total))} dal ${italianDate(tranche.from)} (calcolato: ${euro(pay.row.amount)} + ${euro(tranche.amount)}).`;
}
