/**
 * The items of a level's pay row as payslips and users name them. A payslip's "paga base" is the table's base
 * item whatever the agreement calls it ("paga base" in the Commercio, "minimo (TEM)" in the Alimentari,
 * "retribuzione tabellare" in the Multiservizi): the item beside the contingency and the other elements, never
 * the whole minimum.
 */
import type { PayRow, PayTable } from './schema.js';

type Component = PayRow['components'][number];

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/** A table item that is the base pay, not the contingency or another element. */
const BASE_COMPONENT = /^(?:paga base|minimo|retribuzione tabellare|tabellare)\b/;
/** What a question or a payslip calls the base pay. */
export const BASE_NAMED =
  /\b(?:paga base|paga tabellare|retribuzione (?:base|tabellare)|minimo (?:tabellare|contrattuale|conglobato)|minimo|tabellare|tem)\b/;

/** The row's base item, when the row lists it apart from other items (a contingency, an element). */
export function baseComponent(row: PayRow): Component | undefined {
  if (row.components.length < 2) return undefined;
  const base = row.components.filter((c) => BASE_COMPONENT.test(fold(c.label)));
  return base.length === 1 ? base[0] : undefined;
}

/** The earliest table whose base item for the level is the figure given: the table a payslip was left on. */
export function tableOfBase(tables: readonly PayTable[], level: string, value: number): PayTable | undefined {
  return tables.find((t) => {
    const row = t.levels.find((r) => r.level === level);
    const base = row ? baseComponent(row) : undefined;
    return base !== undefined && Math.abs(base.amount - value) < 0.005;
  });
}
