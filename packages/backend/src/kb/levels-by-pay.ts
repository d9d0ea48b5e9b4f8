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
  // Without pay to rank them all (no pay table, or levels the table leaves out), the order the file states: its
  // `levels_order`, else the direction its paid levels show (Chimico lists A1, the best paid, first).
  if (withPay.some((l) => l.amount === undefined)) {
    const paid = withPay.flatMap((l) => (l.amount === undefined ? [] : [l.amount]));
    const highestFirst =
      ccnl.levels_order === 'highest_first' ||
      (ccnl.levels_order === undefined && paid.length >= 2 && (paid[0] ?? 0) > (paid[paid.length - 1] ?? 0));
    return highestFirst ? [...levels].reverse() : levels;
  }
  return withPay.sort((a, b) => (a.amount ?? 0) - (b.amount ?? 0) || a.index - b.index).map((l) => l.level);
}
