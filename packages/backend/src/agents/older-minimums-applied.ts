import { euro, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelLabel } from './renewal-tranches-due.js';

/**
 * The employer still applies an older table ("mi applicano ancora i minimi di novembre 2025", "continuano a pagarmi
 * la tabella di gennaio 2025"): the month and year of the table the pay still follows.
 */
const OLDER_TABLE = new RegExp(
  String.raw`\b(?:ancora|sempre|fermi?|ferm[aoe])\b[^?.]{0,50}\b(?:minim\w*|tabell\w*|paga base|importi)\b[^?.]{0,30}?\b(?:di|da|del|dal|dall'|a)\s*(?:1\s*°?\s*)?(${MONTH_NAMES})\s+(?:del\s+)?(\d{4})\b`,
);
/** The month's gap asked ("quale differenza mi spetta", "quanto mi manca al mese", "di quanto sono sotto"). */
const GAP_ASKED =
  /\bdifferenz\w*|\bquanto (?:mi |le |gli )?(?:spett\w*|manc\w*|devono|deve)\b|\bdi quanto\b|\bquanto (?:sono|e|sei) sotto\b/;

/**
 * A level's minimum today beside the one of the older table the employer still applies, and the month's gap
 * between them: the rise due since then (the tranches the payslip missed), from the knowledge base's own tables.
 * Undefined when the question names no older table, asks no gap, or a figure of its own (minimum-check.ts).
 */
export function olderMinimumsApplied(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  text: string,
): AgentAnswer | undefined {
  const level = req.slots.level;
  if (!level || req.slots.amounts.some((a) => a.kind !== 'hours')) return undefined;
  const older = OLDER_TABLE.exec(text);
  if (!older || !GAP_ASKED.test(text)) return undefined;
  const month = MONTHS.indexOf(older[1] ?? '') + 1;
  const then = `${older[2]}-${String(month).padStart(2, '0')}-01`;
  const date = req.slots.date && req.slots.date > then ? req.slots.date : ctx.today;
  const before = levelPayAt(ccnl, level, then);
  const now = levelPayAt(ccnl, level, date);
  if (!before || !now || now.table.effective_from <= before.table.effective_from) return undefined;
  const gap = cents(now.row.amount - before.row.amount);
  if (gap <= 0 || (before.table.section ?? '') !== (now.table.section ?? '')) return undefined;
  const label = levelLabel(ccnl, level);
  const since = italianDate(now.table.effective_from);
  return compose({
    answer: `Nel ${ccnl.short_name} il minimo mensile del ${label} in vigore dal ${since} è ${bold(euro(now.row.amount))}; quello della tabella dal ${italianDate(before.table.effective_from)}, ancora applicata, è ${euro(before.row.amount)}: la differenza è ${bold(`${euro(gap)} lordi al mese`)}, dovuta da ogni mensilità dal ${since} (anche su 13ª e 14ª, dove previste).`,
    steps: [`Differenza: ${euro(now.row.amount)} − ${euro(before.row.amount)} = ${euro(gap)}.`],
    assumptions: ['Solo minimo tabellare: scatti di anzianità e superminimo non cambiano con la tabella.'],
    citations: citeSources(
      ccnl,
      `${label}: minimo ${euro(now.row.amount)} dal ${since}, ${euro(before.row.amount)} dal ${italianDate(before.table.effective_from)}`,
      `tabella minimi dal ${since}`,
      now.table.sources,
    ),
    related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
  });
}

/** The minimum's line said to be still a figure ("il minimo tabellare è ancora 1.930,37", "c'è ancora minimo 2.158,26"). */
const STILL_MINIMUM =
  /\b(?:minimo(?: tabellare| contrattuale)?|paga base)\b[^.?\d]{0,20}\bancora\b[^.?\d]{0,10}\d|\bancora (?:il )?(?:minimo(?: tabellare| contrattuale)?|paga base)\b[^.?\d]{0,10}\d/;

/**
 * A renewal question that gives the payslip's minimum as still the old one ("il minimo è ancora 1.930,37: non hanno
 * applicato l'aumento di gennaio?"): the figure is checked against the table in force (minimum-check.ts), which
 * says the minimum due and how far the figure is from it.
 */
export function stillOldFigure(req: TypedRequest, text: string): boolean {
  const figures = req.slots.amounts.filter(
    (a) => (a.kind === 'other' || a.kind === 'monthly_gross') && a.value >= 100,
  );
  return req.intent === 'renewal' && figures.length === 1 && STILL_MINIMUM.test(text) && !/\bnett/.test(text);
}
