import { euro } from '../kb/format.js';
import type { LevelPay } from '../kb/pay.js';
import { cents } from '../payroll/net-pay.js';

/**
 * An agreement's standing area element (Logistica's EPA, "elemento professionale d'area"): part of the level's
 * minimum for every purpose, but quoted apart by many sources, which give the "minimo contrattuale" alone.
 */
const AREA_ELEMENT = /^EPA\b|elemento professionale d'area/i;

/** The monthly amount of the area element in a level's minimum; undefined when the table has none. */
export function areaElementOf(row: LevelPay['row']): number | undefined {
  const items = row.components.filter((c) => c.payments === undefined && AREA_ELEMENT.test(c.label));
  return items.length ? cents(items.reduce((sum, c) => sum + c.amount, 0)) : undefined;
}

/**
 * " (31,48 € in più al mese; 4,81 € sul solo minimo contrattuale, senza l'EPA)": the gap said with the area
 * element and, when one side's minimum holds it, without it; the plain gap otherwise.
 */
export function gapWithoutArea(
  gap: number,
  high: { value?: number; areaElement?: number },
  low: { value?: number; areaElement?: number },
): string {
  const apart = (high.areaElement ?? 0) - (low.areaElement ?? 0);
  if (!apart) return ` (${euro(gap)} in più al mese)`;
  const without = cents(gap - apart);
  const side = without >= 0 ? 'in più' : 'in meno';
  return ` (${euro(gap)} in più al mese; ${euro(Math.abs(without))} ${side} sul solo minimo contrattuale, senza l'EPA, che però fa parte del minimo del livello)`;
}
