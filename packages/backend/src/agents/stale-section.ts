import { euro, italianDate, NOT_AVAILABLE } from '../kb/format.js';
import { sections, tableAt } from '../kb/pay.js';
import type { Ccnl, PayTable } from '../kb/schema.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';

/**
 * A table of a secondary section (domestic work's night assistance) that stops at an earlier date than the
 * agreement's main table: on a later date its amounts are no longer the minimum in force, and nothing says by
 * how much they rose. The answer says the table for that date is missing and gives the last one found, dated.
 * Undefined when the table is the main section's or is as recent as the main table in force.
 */
export function staleSection(
  ccnl: Ccnl,
  table: PayTable,
  level: string,
  date: string,
  related: string[],
): AgentAnswer | undefined {
  const main = sections(ccnl)[0] ?? '';
  const section = table.section ?? '';
  if (section === main) return undefined;
  const { current } = tableAt(ccnl, date, main);
  if (!current || current.effective_from <= table.effective_from) return undefined;
  const row = table.levels.find((r) => r.level === level);
  if (!row) return undefined;
  const from = italianDate(table.effective_from);
  const answer = `Per il livello ${level} del ${ccnl.short_name}, ${section}, la tabella in vigore al ${italianDate(date)}: ${bold(NOT_AVAILABLE)}; le altre tabelle del contratto sono aggiornate dal ${italianDate(current.effective_from)}, questa no. L'ultima trovata, dal ${from}, dava ${euro(row.amount)} al mese e non vale come minimo al ${italianDate(date)}.`;
  return compose({
    answer,
    citations: citeSources(ccnl, answer, `tabella minimi dal ${from}`, table.sources),
    related,
  });
}
