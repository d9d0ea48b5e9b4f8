/**
 * A level's monthly items beside the minimum (the Alimentari IAR, `pay_items`): the amount in force on a date,
 * or the gap when the latest entry in force does not give the level.
 */
import type { Ccnl, PayItem } from './schema.js';

export interface LevelItem {
  item: PayItem;
  /** Undefined when the entry in force on the date does not give the level: a gap, never the older amount. */
  amount: number | undefined;
}

/** Each item of the agreement in force on `date` for `level` (one per item name). */
export function levelItemsAt(ccnl: Ccnl, level: string, date: string): LevelItem[] {
  const byName = new Map<string, PayItem>();
  const sorted = [...(ccnl.pay_items ?? [])].sort((a, b) => a.effective_from.localeCompare(b.effective_from));
  for (const item of sorted) if (item.effective_from <= date) byName.set(item.short, item);
  return [...byName.values()].map((item) => ({ item, amount: item.amounts[level] }));
}
