import { euro, italianDate } from '../kb/format.js';
import type { LevelPay } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { levelName } from './shared/levels.js';

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
  return [
    `Nel ${ccnl.short_name} il minimo mensile lordo del ${levelName(ccnl, level)} al ${italianDate(date)} è **${euro(pay.row.amount)}** (tabella in vigore dal ${italianDate(pay.table.effective_from)}).`,
    `Il netto per il ${year} invece non posso calcolarlo: le regole fiscali disponibili sono quelle del 2025 e del 2026, e per il ${year} non sono nella base di conoscenza.`,
  ];
}
