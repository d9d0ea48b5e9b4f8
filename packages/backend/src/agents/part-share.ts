import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';

/** Hours as written: "24", "37,5". */
const hours = (value: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(value);

export interface PartShare {
  share: number;
  /** "part-time al 50%", "part-time di 24 ore settimanali su 40". */
  label: string;
  /** "50%", "24 / 40". */
  formula: string;
}

/**
 * A part-timer's share of the full-time pay (D.Lgs. 81/2015 art. 7 c. 2: pay in proportion to the hours),
 * from the percentage or the weekly hours over the agreement's full-time week. Undefined for a full-time
 * worker; null when the hours are given but the agreement's full week is not known.
 */
export function partShare(
  ccnl: Ccnl,
  partTimePercent: number | undefined,
  weeklyHours: number | undefined,
): PartShare | undefined | null {
  if (partTimePercent !== undefined && partTimePercent < 100)
    return {
      share: partTimePercent / 100,
      label: `part-time al ${percent(partTimePercent)}`,
      formula: percent(partTimePercent),
    };
  if (weeklyHours === undefined) return undefined;
  const full = ccnl.weekly_hours.value;
  if (full === null) return null;
  if (weeklyHours >= full) return undefined;
  return {
    share: weeklyHours / full,
    label: `part-time di ${hours(weeklyHours)} ore settimanali su ${hours(full)} (${percent(cents((weeklyHours / full) * 100))})`,
    formula: `${hours(weeklyHours)}/${hours(full)}`,
  };
}
