import { decimal, euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { type AgentAnswer, levelMinimumCitations } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { hourlyRow } from './domestic-pay.js';
import { levelName } from './shared/levels.js';

/**
 * An hourly pay doubted ("mi paga 7 euro l'ora come cameriere di 6° livello, è legale?", "colf livello B, 6 euro
 * l'ora: è regolare?"): set against the level's hourly minimum at the date, from the agreement's hourly table
 * where it publishes one (domestic work not living in), else the monthly minimum over the agreement's divisor.
 * Undefined when neither can be worked out.
 */
export function hourlyMinimumCheck(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  given: number,
): AgentAnswer | undefined {
  const level = req.slots.level;
  if (!level) return undefined;
  const date = req.slots.date ?? ctx.today;
  const label = levelName(ccnl, level);
  const table = req.slots.cohabiting ? undefined : hourlyRow(ccnl, level, date);
  const pay = table ? undefined : levelPayAt(ccnl, level, date);
  const divisor = ccnl.hourly_divisor.value;
  if (!table && (!pay || !divisor)) return undefined;
  const minimum = table ? table.row.amount : cents((pay?.row.amount ?? 0) / (divisor ?? 1));
  const difference = cents(given - minimum);
  const stated = `la paga indicata (${euro(given)} l'ora)`;
  const verdict =
    Math.abs(difference) < 0.01
      ? `${stated} ${bold('coincide')} con il minimo`
      : difference < 0
        ? `${stated} è ${bold(`${euro(-difference)} l'ora in meno`)} del minimo, quindi sotto il contratto`
        : `${stated} è ${bold(`${euro(difference)} l'ora in più`)} del minimo (un importo superiore al minimo è lecito)`;
  const how = table
    ? 'fissata dal contratto per chi è pagato a ore'
    : `${euro(pay?.row.amount ?? 0)} ÷ ${decimal(divisor ?? 0)}, il divisore orario del contratto`;
  const effective = table?.table.effective_from ?? pay?.table.effective_from ?? date;
  const sources = table?.table.sources ?? pay?.table.sources ?? [];
  return compose({
    answer: `La paga oraria minima del ${label} del ${ccnl.short_name} al ${italianDate(date)} è ${bold(`${euro(minimum)} l'ora`)} (${how}): ${verdict}.`,
    steps: [
      ...(table
        ? []
        : [
            `Paga oraria minima: ${euro(pay?.row.amount ?? 0)} ÷ ${decimal(divisor ?? 0)} = ${euro(minimum)}.`,
          ]),
      `Differenza: ${euro(given)} − ${euro(minimum)} = ${difference < 0 ? '−' : ''}${euro(Math.abs(difference))} l'ora.`,
    ],
    assumptions: [
      `Tabella in vigore dal ${italianDate(effective)}; il confronto è con il solo minimo tabellare (scatti, superminimo e indennità sono voci a parte).`,
    ],
    citations: levelMinimumCitations(
      ccnl,
      label,
      minimum,
      { effective_from: effective, sources },
      'paga oraria minima',
    ),
    related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
  });
}
