import { decimal, euro, italianDate } from '../kb/format.js';
import { levelPayAt, sections, tableAt } from '../kb/pay.js';
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

/**
 * An hourly pay doubted with no level ("mi paga 8 euro l'ora come cameriera in un bar, è legale?"): set against
 * the hourly minimum of every level at the date. Below the lowest it is below the agreement whatever the level;
 * above the highest it is above every minimum; in between the answer depends on the level, and says where.
 */
export function hourlyRangeCheck(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  given: number,
): AgentAnswer | undefined {
  const date = req.slots.date ?? ctx.today;
  const divisor = ccnl.hourly_divisor.value;
  const hourlyTable = req.slots.cohabiting ? undefined : tableAt(ccnl, date, 'non conviventi').current;
  const table =
    hourlyTable?.unit === 'ora'
      ? hourlyTable
      : sections(ccnl)
          .map((s) => tableAt(ccnl, date, s).current)
          .find((t) => t?.unit === 'mese');
  if (!table || (table.unit === 'mese' && !divisor)) return undefined;
  const rows = table.levels
    .map((r) => ({
      level: r.level,
      monthly: table.unit === 'mese' ? r.amount : undefined,
      hourly: table.unit === 'ora' ? r.amount : cents(r.amount / (divisor ?? 1)),
    }))
    .sort((a, b) => a.hourly - b.hourly);
  const lowest = rows[0];
  const highest = rows.at(-1);
  if (!lowest || !highest) return undefined;
  const name = (level: string) => levelName(ccnl, level);
  const stated = `${euro(given)} l'ora`;
  const at = `al ${italianDate(date)}`;
  const below = rows.filter((r) => r.hourly > given + 0.005);
  const answer =
    given + 0.005 < lowest.hourly
      ? `No: ${stated} è ${bold('sotto il minimo orario di ogni livello')} del ${ccnl.short_name} ${at}: il più basso, del ${name(lowest.level)}, è ${bold(`${euro(lowest.hourly)} l'ora`)} (${euro(cents(lowest.hourly - given))} l'ora in più della paga indicata).`
      : !below.length
        ? `${stated} è ${bold('pari o sopra il minimo orario di ogni livello')} del ${ccnl.short_name} ${at}: il più alto, del ${name(highest.level)}, è ${euro(highest.hourly)} l'ora (un importo superiore al minimo è lecito).`
        : `${bold('Dipende dal livello')}: nel ${ccnl.short_name} ${at} ${stated} è sotto il minimo orario dal ${name(below[0]?.level ?? '')} in su (${euro(below[0]?.hourly ?? 0)} l'ora) e pari o sopra quello dei livelli più bassi (il minimo più basso, del ${name(lowest.level)}, è ${euro(lowest.hourly)} l'ora). Indica il livello per la verifica esatta.`;
  const how =
    table.unit === 'mese'
      ? `Paga oraria minima = minimo mensile ÷ ${decimal(divisor ?? 0)} (il divisore orario del contratto).`
      : 'Paga oraria minima fissata dal contratto per chi è pagato a ore (non conviventi).';
  const lines = rows
    .slice()
    .reverse()
    .map((r) =>
      r.monthly !== undefined
        ? `| ${name(r.level)} | ${euro(r.monthly)} | ${euro(r.hourly)} |`
        : `| ${name(r.level)} | ${euro(r.hourly)} |`,
    );
  const head =
    table.unit === 'mese'
      ? ['| Livello | Minimo mensile | Minimo orario |', '| --- | ---: | ---: |']
      : ['| Livello | Minimo orario |', '| --- | ---: |'];
  return compose({
    answer,
    steps: [how, [...head, ...lines].join('\n')],
    assumptions: [
      `Tabella in vigore dal ${italianDate(table.effective_from)}${table.section ? ` (${table.section})` : ''}; il confronto è con il solo minimo tabellare (scatti, superminimo e indennità sono voci a parte).`,
    ],
    citations: levelMinimumCitations(
      ccnl,
      name(lowest.level),
      lowest.hourly,
      { effective_from: table.effective_from, sources: table.sources },
      'paga oraria minima',
    ),
    related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
  });
}
