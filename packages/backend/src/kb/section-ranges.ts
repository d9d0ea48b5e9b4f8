import { euro, italianDate } from './format.js';
import { sections, tableAt } from './pay.js';
import type { Ccnl, PayTable, Source } from './schema.js';

/** The range of a table's minimums, lowest to highest: "da 1.293,87 € (6) a 2.319,03 € (Q) al mese". */
export function tableRange(table: PayTable): string | null {
  const unit = table.unit === 'ora' ? " l'ora" : ' al mese';
  const rows = [...table.levels].sort((a, b) => a.amount - b.amount);
  const low = rows[0];
  const high = rows.at(-1);
  return low && high
    ? `da ${euro(low.amount)} (${low.level}) a ${euro(high.amount)} (${high.level})${unit}`
    : null;
}

/**
 * Derived tables of other sections that complete the first one on its own day, with levels it lacks (Cooperative
 * sociali's positions computed for October 2025 beside the three read on a page): the same ladder, not another.
 */
export function derivedComplements(ccnl: Ccnl, first: PayTable, date: string): PayTable[] {
  const codes = new Set(first.levels.map((r) => r.level));
  return sections(ccnl)
    .filter((s) => s !== (first.section ?? ''))
    .map((s) => tableAt(ccnl, date, s).current)
    .filter(
      (t): t is PayTable =>
        t?.derived === true &&
        t.effective_from === first.effective_from &&
        t.unit === first.unit &&
        t.levels.every((r) => !codes.has(r.level)),
    );
}

/**
 * The other sections of an agreement whose tables are ladders of their own (no level code shared with the first
 * section: Vigilanza's guards and administrative staff, levels Q–6, and its servizi fiduciari, A–E), each with
 * its range in force on `date`. Sections that share the levels (live-in and hourly domestic work, large and small
 * hotels) are variants of one ladder, not further ladders, and are left to the question that names them.
 */
export function otherLadders(
  ccnl: Ccnl,
  first: PayTable,
  date: string,
): { section: string; range: string; sources: Source[] }[] {
  const codes = new Set(first.levels.map((r) => r.level));
  const complements = derivedComplements(ccnl, first, date);
  return sections(ccnl)
    .filter((s) => s !== (first.section ?? ''))
    .map((s) => tableAt(ccnl, date, s).current)
    .filter((t): t is PayTable => t?.levels.every((r) => !codes.has(r.level)) === true)
    .filter((t) => !complements.includes(t))
    .flatMap((t) => {
      const range = tableRange(t);
      // A ladder whose table started on another day says its own date.
      const since = t.effective_from === first.effective_from ? '' : `, dal ${italianDate(t.effective_from)}`;
      return range && t.section ? [{ section: `${t.section}${since}`, range, sources: t.sources }] : [];
    });
}
