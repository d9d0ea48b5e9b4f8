import { euro, figureValue } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { fold } from '../reader/text.js';

/**
 * The fixed monthly items a payslip states beside the minimum that enter the 13th month (seniority increments,
 * superminimo, an ad personam allowance): the 13th is the month's pay, not the bare minimum, so a December
 * payslip with "Scatti di anzianità (n. 2 x 29,64) 59,28" owes the minimum plus 59,28. (The 14th is left to the
 * bare minimum: some agreements leave the increments out of it, extra-month-items.ts.)
 */
// The item's name, its bracket ("(n. 2 x 29,64)"), a whole quantity column ("2"), then its amount. A payslip's
// lines may reach here joined into one, so the item is read where it stands, not at a line's start.
const FIXED_ITEM =
  /\b(scatt\w*(?: di anzianit\w*)?|aument\w* periodic\w*(?: di anzianit\w*)?|superminim\w*|super minim\w*|assegn\w* ad personam)\b(?:\s*\([^)]{0,40}\))?\s*(?:\.{2,}|:)?\s*(?:€\s*)?(?:\d{1,2}(?:,\d{2})?\s+)?(?:€\s*)?(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,%])/g;
// An arrears or accrual line is not a fixed monthly item ("Arretrati scatti", "Rateo superminimo").
const NOT_FIXED = /\b(?:arretrat\w*|rate[oi]|conguagl\w*|recuper\w*|trattenut\w*|base di calcolo)\W*$/;

export interface FixedItem {
  label: string;
  amount: number;
}

/** The fixed items of one payslip's text, each once, positive amounts only. */
export function payslipFixedItems(text: string): FixedItem[] {
  const folded = fold(text);
  const byLabel = new Map<string, FixedItem>();
  for (const m of folded.matchAll(FIXED_ITEM)) {
    const name = m[1] ?? '';
    const label = /^super/.test(name)
      ? 'superminimo'
      : name.startsWith('assegn')
        ? 'assegno ad personam'
        : 'scatti di anzianità';
    if (NOT_FIXED.test(folded.slice(Math.max(0, m.index - 25), m.index)) || byLabel.has(label)) continue;
    const amount = figureValue(m[2] ?? '');
    if (Number.isFinite(amount) && amount > 0) byLabel.set(label, { label, amount });
  }
  return [...byLabel.values()];
}

/** The items' sum. */
export function fixedItemsTotal(items: readonly FixedItem[]): number {
  return cents(items.reduce((sum, item) => sum + item.amount, 0));
}

/** "2.211,43 € + 59,28 € (scatti di anzianità)": the month's pay written as its parts. */
export function fixedItemsSum(minimum: number, items: readonly FixedItem[]): string {
  return [euro(minimum), ...items.map((i) => `${euro(i.amount)} (${i.label})`)].join(' + ');
}
