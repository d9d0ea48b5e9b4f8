import { sections, tableAt } from './pay.js';
import type { Ccnl, Level } from './schema.js';

/** Levels from the lowest paid to the highest, by the minimums in force (or the next known). */
export function levelsByPay(ccnl: Ccnl, date: string, levels = ccnl.levels): Level[] {
  const amountOf = (level: string) => {
    for (const section of sections(ccnl)) {
      const { current, next } = tableAt(ccnl, date, section);
      const table = current ?? next;
      const row = table?.levels.find((r) => r.level === level);
      if (row) return row.amount;
    }
    return undefined;
  };
  const withPay = levels.map((level, index) => ({ level, index, amount: amountOf(level.level) }));
  // Without pay to rank them (an agreement with no pay table), the order the file states.
  if (withPay.some((l) => l.amount === undefined))
    return ccnl.levels_order === 'highest_first' ? [...levels].reverse() : levels;
  return withPay.sort((a, b) => (a.amount ?? 0) - (b.amount ?? 0) || a.index - b.index).map((l) => l.level);
}
