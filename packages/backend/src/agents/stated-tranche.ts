import { euro, italianDate, percent } from '../kb/format.js';
import { increasesOf } from '../kb/increases.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl, Increase } from '../kb/schema.js';
import { indexedYearly, YEARLY_INDEX_NOTE } from './reference-tranche.js';
import { levelName } from './shared/levels.js';

// The month's pay after the tranche asked ("quanto sarà minimo più EPA?", "a quanto arriva?", "quale sarà il minimo").
const RESULT_ASKED =
  /\bquanto (?:sara|diventa|fara|fa|arriva|prendera)\b|\ba quanto (?:arriv|sal|pass)\w*|\bqual\w* (?:sara|diventa) (?:il |la )?(?:minim|retribu|stipend|paga)|\bdiventat\w*|\bnuov[oi] minim/;

/**
 * A tranche the renewal's sources state at a level for the month asked, when no pay table carries it yet
 * (Logistica's EPA from January 2027): its amount opens the answer, said as the sources' figure, not a table's;
 * where minimums are also indexed every year (ISTAT), the new minimum is said to be still unknown.
 */
export function statedTrancheLine(
  ccnl: Ccnl,
  level: string,
  date: string,
  bold: (text: string) => string,
  question = '',
): string | undefined {
  const month = date.slice(0, 7);
  for (const increase of increasesOf(ccnl, level)) {
    const own = increase.level === level;
    const tranche = (increase.tranches ?? []).find((t) => t.from.slice(0, 7) === month);
    // Another level's increase whose tranche the sources also give level by level (Vigilanza's October 2024).
    const value = own ? tranche?.amount : tranche?.levels?.[level];
    if (!tranche || value === undefined) continue;
    const amount = increase.unit === 'percent' ? percent(value) : euro(value);
    const reference = own ? increase.reference : `al ${levelName(ccnl, level)}`;
    const line = `Nel ${ccnl.short_name} la tranche del ${italianDate(tranche.from)} vale ${bold(amount)} di ${increase.measure} ${reference}, secondo le fonti del rinnovo (nessuna tabella dei minimi di quella data è nella base di conoscenza).`;
    if (!own) return line;
    if (indexedYearly(ccnl)) return `${line}${YEARLY_INDEX_NOTE}`;
    const result = resultingMonthly(ccnl, level, increase, tranche);
    if (!result) return line;
    // "quanto sarà minimo più EPA?": the resulting month opens; "quanto vale la tranche?": the tranche does.
    const sum = `${bold(euro(result.total))} dal ${italianDate(tranche.from)}, calcolata: ${result.table}`;
    return RESULT_ASKED.test(question)
      ? `Nel ${ccnl.short_name} la retribuzione tabellare mensile del ${levelName(ccnl, level)} sale a ${sum}. ${line.replace(`Nel ${ccnl.short_name} la`, 'La')}`
      : `${line} La retribuzione tabellare mensile sale così a ${sum}.`;
  }
  return undefined;
}

/**
 * "con la tranche di gennaio 2027 quanto sarà minimo più EPA?": the table in force before the tranche plus the
 * tranche's euros, said as computed. Only when the table is the one the tranche follows (no earlier tranche of the
 * renewal missing from it), so the sum is the month's figure from that day.
 */
function resultingMonthly(
  ccnl: Ccnl,
  level: string,
  increase: Increase,
  tranche: { from: string; amount?: number },
): { total: number; table: string } | undefined {
  if (increase.unit !== 'euro' || tranche.amount === undefined) return undefined;
  // The table in force the day before the tranche: a table computed from it (the tranche added) may start that day.
  const before = new Date(`${tranche.from}T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() - 1);
  const pay = levelPayAt(ccnl, level, before.toISOString().slice(0, 10));
  if (!pay || pay.table.derived || pay.table.effective_from >= tranche.from) return undefined;
  const since = pay.table.effective_from;
  if ((increase.tranches ?? []).some((t) => t.from > since && t.from < tranche.from)) return undefined;
  const items = pay.row.components.filter((c) => c.payments === undefined);
  const parts = items.length > 1 ? ` (${items.map((c) => `${c.label} ${euro(c.amount)}`).join(' + ')})` : '';
  return {
    total: Math.round((pay.row.amount + tranche.amount) * 100) / 100,
    table: `${euro(pay.row.amount)} della tabella in vigore dal ${italianDate(since)}${parts} più ${euro(tranche.amount)} della tranche`,
  };
}
