import { type LevelPay, levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { fold } from '../reader/text.js';

/**
 * "in busta vedo ancora 2.015 e qualcosa di minimo": a whole figure said with its cents left out ("X e
 * qualcosa", "X e rotti", "X e spiccioli") is X and part of a euro. When a table of the agreement before the one
 * in force gives the level a minimum of X and some cents, the payslip is still on that table: the figure is that
 * minimum, and what is lost each month is the difference of the two tables. Undefined otherwise.
 */
const LOOSE_CENTS = String.raw`\s*(?:€|euro)?\s*e\s+(?:qualcosa|rotti|spiccioli|qualche (?:euro|centesim\w*|spicciol\w*)|poco)\b`;
// How far back the payslip may be: the tables of the last few tranches.
const TABLES_BACK = 4;

const dayBefore = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/** The figure as users write it: "2.015", "2015". */
function writtenPattern(value: number): string {
  const digits = String(value);
  return digits.length > 3 ? `${digits.slice(0, -3)}\\.?${digits.slice(-3)}` : digits;
}

export function olderTableFigure(
  message: string,
  given: number,
  ccnl: Ccnl,
  level: string,
  pay: LevelPay,
): LevelPay | undefined {
  if (!Number.isInteger(given) || given < 100) return undefined;
  const loose = new RegExp(String.raw`(?<![\d.,])${writtenPattern(given)}(?![\d,])${LOOSE_CENTS}`);
  if (!loose.test(fold(message))) return undefined;
  let newer = pay;
  for (let step = 0; step < TABLES_BACK; step++) {
    const older = levelPayAt(ccnl, level, dayBefore(newer.table.effective_from), pay.table.section);
    if (!older || older.table.effective_from >= newer.table.effective_from) return undefined;
    if (Math.floor(older.row.amount) === given && older.row.amount !== given) return older;
    newer = older;
  }
  return undefined;
}
