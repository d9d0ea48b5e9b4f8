import { euro, italianDate } from '../kb/format.js';
import { findLevel, levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { TRANCHES_SUMMED } from './renewal-follow-up.js';
import { levelShort } from './shared/levels.js';

/**
 * "quanto è aumentato il minimo della CS convivente dal 2025 al 2026?", "di quanto è salito tra il 2024 e il
 * 2025?": the level's monthly minimum of one year beside the other's, with the difference. Each year's figure is
 * the table in force at its end (today's for the current year); a month named instead of a year is another
 * question (renewal-asked-together.ts).
 */

const YEARS = /\b(?:dal|tra il|fra il|nel) (20\d\d) (?:al|e il|rispetto al|al confronto col) (20\d\d)\b/;
const RISE_ASKED =
  /\baument\w*|\bcresciut\w*|\bsalit\w*|\bcambiat\w*|\bdifferenz\w*|\brimast\w* (?:uguale|invariat|ugual|lo stesso|fermo)\w*|\bdi quanto\b/;
// ("rimasto uguale": a claim the figures settle.)
// ("quanto fa in tutto l'aumento dal 2025 al 2028, tutte le tranche?": the renewal's tranches summed, renewal.ts.)
const SAME_CLAIMED =
  /\b(?:rimast\w*|e) (?:uguale|invariat\w*|lo stesso|fermo|ferm[oa])\b|\bnon (?:e )?(?:aumentat|cambiat)\w*/;

function section(ccnl: Ccnl, req: TypedRequest): string | undefined {
  if (req.slots.cohabiting === true) return 'conviventi';
  if (req.slots.cohabiting === false) return 'non conviventi';
  return ccnl.pay_tables.find((t) => t.section)?.section ?? undefined;
}

export function yearsRiseAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const years = YEARS.exec(text);
  if (!years?.[1] || !years[2] || !RISE_ASKED.test(text) || TRANCHES_SUMMED.test(text)) return undefined;
  const [from, to] = [Number(years[1]), Number(years[2])].sort((a, b) => a - b) as [number, number];
  if (from === to) return undefined;
  const ccnl = targetAgreements(ctx).agreements[0];
  if (!ccnl) return undefined;
  const level =
    req.slots.level && ccnl.levels.some((l) => l.level === req.slots.level)
      ? req.slots.level
      : findLevel(ccnl, ctx.message);
  if (!level) return undefined;
  // (A year ahead is its end's table too: the tables of tranches already signed are held.)
  const dayOf = (year: number) => (String(year) === ctx.today.slice(0, 4) ? ctx.today : `${year}-12-31`);
  const prefer = section(ccnl, req);
  const before = levelPayAt(ccnl, level, dayOf(from), prefer);
  const after = levelPayAt(ccnl, level, dayOf(to), prefer);
  // A year whose table is not held, or lies before the first one, is no figure to weigh.
  if (!before || !after || before.table.effective_from.slice(0, 4) > String(from)) return undefined;
  if (after.table.effective_from.slice(0, 4) > String(to)) return undefined;
  const rise = cents(after.row.amount - before.row.amount);
  const name = `${levelShort(level)}${prefer ? ` (${prefer})` : ''}`;
  const verdict =
    rise === 0
      ? `Nel ${ccnl.short_name} il minimo mensile del ${name} ${bold('non è cambiato')} dal ${from} al ${to}: ${euro(after.row.amount)} in entrambi gli anni.`
      : `Nel ${ccnl.short_name} il minimo mensile del ${name} è ${rise > 0 ? 'aumentato' : 'diminuito'} di ${bold(euro(Math.abs(rise)))} dal ${from} al ${to}: da ${euro(before.row.amount)} (${from}, tabella dal ${italianDate(before.table.effective_from)}) a ${euro(after.row.amount)} (${to}, tabella dal ${italianDate(after.table.effective_from)}).`;
  const claim = SAME_CLAIMED.test(text) && rise !== 0 ? ' Non è quindi rimasto uguale.' : '';
  const cite = (pay: NonNullable<typeof before>) =>
    citeSources(
      ccnl,
      `${ccnl.short_name}, tabella minimi dal ${italianDate(pay.table.effective_from)}`,
      null,
      pay.table.sources,
    );
  return compose({
    answer: `${verdict}${claim}`,
    steps: [
      `| Anno | Minimo mensile | In vigore dal |`,
      '| --- | ---: | --- |',
      `| ${from} | ${euro(before.row.amount)} | ${italianDate(before.table.effective_from)} |`,
      `| ${to} | ${euro(after.row.amount)} | ${italianDate(after.table.effective_from)} |`,
    ],
    citations: [...cite(before), ...(after.table === before.table ? [] : cite(after))],
    related: [],
  });
}
