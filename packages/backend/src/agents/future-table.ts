import { euro, italianDate } from '../kb/format.js';
import type { LevelPay } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { levelAfterOf } from './shared/levels.js';

/**
 * A date that picks a pay table is not a tax year: when the net of a year without tax rules is asked, the
 * table in force at the date still answers the gross, and the net is the part said to be missing.
 */
export function grossAtDateLines(
  ccnl: Ccnl,
  level: string,
  date: string,
  pay: LevelPay,
  year: number,
): string[] {
  // The table's items beside the total ("minimo (TEM) 1.603,17 €, contingenza 522,32 €"), as the minimum's own
  // answer gives them: a payslip shows the items, and "il minimo" often means the first alone.
  const items =
    pay.row.components.length > 1
      ? `; ${pay.row.components.map((c) => `${c.label} ${euro(c.amount)}`).join(', ')}`
      : '';
  return [
    `Nel ${ccnl.short_name} il minimo mensile lordo del ${levelAfterOf(ccnl, level)} al ${italianDate(date)} è **${euro(pay.row.amount)}** (tabella in vigore dal ${italianDate(pay.table.effective_from)}${items}).`,
    `Il netto per il ${year} invece non posso calcolarlo: le regole fiscali disponibili sono quelle del 2025 e del 2026, e per il ${year} non sono nella base di conoscenza.`,
  ];
}
