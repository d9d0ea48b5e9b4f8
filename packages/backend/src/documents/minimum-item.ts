import { euro } from '../kb/format.js';
import { baseComponent, tableOfBase } from '../kb/pay-items.js';
import type { Ccnl, PayRow } from '../kb/schema.js';

/**
 * Session 42: a letter's pay written as the minimum item itself ("minimo conglobato di 3° livello pari a euro
 * 1.878,05") where the agreement's table adds another item to it (Logistica: minimo contrattuale + EPA): the
 * figure is that table's minimum item, so it is weighed against the item in force, not against the item and the
 * element together. Only a figure that is the item in one of the agreement's tables, and only where the table calls
 * its base item a minimum: a Commercio "paga base" keeps the whole minimum weighed.
 */
// "minimo conglobato di 3° livello pari a euro 1.878,05", "minimo contrattuale: € 1.916,84".
export const MINIMUM_ITEM_NAMED =
  /\bminimo (?:conglobato|contrattuale)\b(?: (?:di|del) (?:\d°?|[a-z]\d) livello)?[^\d\n]{0,20}\d/i;

export interface MinimumItem {
  label: string;
  amount: number;
  /** The row's whole monthly minimum and its other items, said beside. */
  whole: string;
}

export function minimumItemWeighed(
  ccnl: Ccnl,
  level: string,
  row: PayRow,
  value: number,
): MinimumItem | undefined {
  const base = baseComponent(row);
  if (!base || !/^minimo\b/i.test(base.label)) return undefined;
  if (Math.abs(row.amount - value) < 0.005 || !tableOfBase(ccnl.pay_tables, level, value)) return undefined;
  const others = row.components.filter((c) => c !== base && c.payments === undefined);
  const whole = `${others.map((c) => `con ${c.label.replace(/\s*\(.*\)$/, '')} ${euro(c.amount)}`).join(', ')} il minimo mensile lordo è ${euro(row.amount)}`;
  return { label: base.label, amount: base.amount, whole };
}
