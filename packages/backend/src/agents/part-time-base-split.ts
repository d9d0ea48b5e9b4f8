import { baseComponent } from '../kb/pay-items.js';
import type { PayRow } from '../kb/schema.js';
import { cents } from '../payroll/index.js';

/** "paga base", "paga tabellare", "retribuzione base": the base item named in a question about the minimum. */
const BASE_NAMED = /\bpaga base\b|\bpaga tabellare\b|\bretribuzione (?:base|tabellare)\b/;

export interface BaseSplit {
  /** Each monthly item of the row at the part-time share, base item first. */
  items: { label: string; full: number; share: number }[];
}

/**
 * "Quanto è la paga base minima mensile da mettergli?" of a part-timer in an agreement whose minimum has several
 * items (FIPE: paga base + contingenza): the whole minimum is answered, and each item at the share beside it, so
 * the paga base the user asked is there with the total. Undefined when the question does not name the base item,
 * the row has one item, or other figures were added to the pay.
 */
export function partTimeBaseSplit(
  row: PayRow,
  text: string,
  share: number,
  added: boolean,
): BaseSplit | undefined {
  if (added || !BASE_NAMED.test(text)) return undefined;
  const base = baseComponent(row);
  if (!base) return undefined;
  const monthly = row.components.filter((c) => c.payments === undefined);
  const ordered = [base, ...monthly.filter((c) => c !== base)];
  return { items: ordered.map((c) => ({ label: c.label, full: c.amount, share: cents(c.amount * share) })) };
}

/** The items' names in the opening: "Paga base (minimo)" → "paga base". */
export const itemName = (label: string): string => (label.split(' (')[0] ?? label).toLowerCase();
