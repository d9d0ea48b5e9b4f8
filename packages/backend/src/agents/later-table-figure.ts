import { euro, italianDate } from '../kb/format.js';
import { type LevelPay, levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, levelMinimumCitations } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelLabel } from './renewal-tranches-due.js';

/**
 * A figure found elsewhere ("su internet ho trovato 1.614,12 per il quarto livello") that is the level's minimum of
 * a table not yet in force: which table it belongs to, and the minimum that applies on the day asked (the month's
 * payslip, or today). Undefined when the figure is today's minimum, belongs to no later table of the level, or the
 * question is a part-timer's or a document's (minimum-check.ts weighs those).
 */
/** A figure read or heard elsewhere ("ho trovato", "su internet", "il collega dice"), not a payslip's own line. */
const FOUND =
  /\b(?:ho trovato|trovo|ho letto|ho visto|c'e scritto|su internet|online|in rete|sul sito|su google|mi (?:hanno detto|dicono)|dice che|dicono che)\b/;

export function laterTableFigure(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const level = req.slots.level;
  const text = readable(ctx.message);
  if (!FOUND.test(text) || /\bin busta\b|\bcedolin\w*/.test(text)) return undefined;
  if (!level || ctx.documents.length || req.slots.partTimePercent !== undefined || req.slots.weeklyHours)
    return undefined;
  const figures = req.slots.amounts.filter(
    (a) => (a.kind === 'other' || a.kind === 'monthly_gross') && a.value >= 100 && !a.perHour,
  );
  const said = figures[0]?.value;
  if (said === undefined || figures.some((f) => f.value !== said)) return undefined;
  const date = req.slots.date ?? ctx.today;
  const now = levelPayAt(ccnl, level, date);
  if (!now || Math.abs(now.row.amount - said) < 0.01) return undefined;
  const later = laterRowOf(ccnl, level, now, said);
  if (!later) return undefined;
  const label = levelLabel(ccnl, level);
  const from = italianDate(later.table.effective_from);
  const rise = cents(later.row.amount - now.row.amount);
  return compose({
    answer: `${bold(`${euro(said)} è il minimo del ${label} del ${ccnl.short_name} dal ${from}`)}, la tranche del rinnovo non ancora in vigore: al ${italianDate(date)} vale ${bold(euro(now.row.amount))} (tabella in vigore dal ${italianDate(now.table.effective_from)}). La cifra trovata si applica dalla retribuzione di ${from.replace(/^1° /, '')} in poi (+${euro(rise)}).`,
    steps: [
      `Differenza tra le due tabelle: ${euro(later.row.amount)} − ${euro(now.row.amount)} = ${euro(rise)}.`,
    ],
    assumptions: ['Solo minimo tabellare a tempo pieno: scatti di anzianità e superminimo si aggiungono.'],
    citations: [
      ...levelMinimumCitations(ccnl, label, now.row.amount, now.table),
      ...levelMinimumCitations(ccnl, label, later.row.amount, later.table),
    ],
    related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
  });
}

/** The level's row, in the same section, of a table after the one in force whose minimum is the figure. */
function laterRowOf(ccnl: Ccnl, level: string, now: LevelPay, figure: number): LevelPay | undefined {
  const section = now.table.section ?? '';
  const starts = [
    ...new Set(
      ccnl.pay_tables
        .filter((t) => t.effective_from > now.table.effective_from && (t.section ?? '') === section)
        .map((t) => t.effective_from),
    ),
  ].sort();
  for (const start of starts) {
    const pay = levelPayAt(ccnl, level, start, now.table.section ?? undefined);
    if (pay && (pay.table.section ?? '') === section && Math.abs(pay.row.amount - figure) < 0.01) return pay;
  }
  return undefined;
}
