import { euro, italianDate, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { askedClause } from '../reader/asking-clause.js';
import { HOUR_UNIT } from '../reader/hourly-asked.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { hourlyRow } from './domestic-pay.js';
import { levelName } from './shared/levels.js';

/**
 * What the seniority increments add to an hour's pay of a worker paid by the hour ("quanto le spetta in più
 * l'ora per l'anzianità?", "di quanto sale la paga oraria con gli scatti?"): under a rule in percent of the
 * minimum (domestic work) the increments are that share of the level's hourly minimum, n × % × the hour. The
 * hourly table is the one in force on the date asked. Undefined when the hour is not asked, the rule is not a
 * share of the minimum or the level has no hourly table.
 */
export function hourlyIncrements(
  ccnl: Ccnl,
  message: string,
  level: string,
  count: number,
  date: string,
  steps: readonly string[],
): AgentAnswer | undefined {
  const rule = ccnl.seniority_increments;
  const pct = rule.percent_of_minimum;
  if (!pct || rule.amounts_eur_month || !HOUR_UNIT.test(askedClause(readable(message)))) return undefined;
  const hourly = hourlyRow(ccnl, level, date);
  if (!hourly) return undefined;
  const hour = hourly.row.amount;
  const share = count * pct;
  const added = cents((hour * share) / 100);
  const name = levelName(ccnl, level);
  const scatti = count === 1 ? 'uno scatto' : `${count} scatti`;
  // "quanto dovrei prendere l'ora con gli scatti?": the hour itself opens; "quanto in più?" the increase.
  const moreAsked = /\bin piu\b|\bdi quanto\b|\baument|\bsale\b|\baggiung/.test(
    askedClause(readable(message)),
  );
  return compose({
    answer: moreAsked
      ? `Nel ${ccnl.short_name}, con ${scatti} di anzianità il ${name} (non conviventi) prende ${bold(`${euro(added)} in più l'ora`)}: ${count} × ${percent(pct)} = ${percent(share)} della paga oraria minima di ${euro(hour)}, che sale a ${euro(cents(hour + added))} l'ora al ${italianDate(date)}.`
      : `Nel ${ccnl.short_name}, con ${scatti} di anzianità il ${name} (non conviventi) prende ${bold(`${euro(cents(hour + added))} l'ora`)} al ${italianDate(date)}: la paga oraria minima di ${euro(hour)} più ${count} × ${percent(pct)} = ${percent(share)}, cioè ${euro(added)} in più l'ora.`,
    steps: [...steps, `${euro(hour)} × ${percent(share)} = ${euro(added)} l'ora.`],
    assumptions: [
      `Paga oraria minima del ${name} dalla tabella in vigore dal ${italianDate(hourly.table.effective_from)}.`,
      ...(rule.max_count ? [`Il ${ccnl.short_name} prevede al massimo ${rule.max_count} scatti.`] : []),
    ],
    citations: [
      ...citeSources(
        ccnl,
        `${name}: paga oraria minima ${euro(hour)} dal ${italianDate(hourly.table.effective_from)}`,
        `tabella minimi orari dal ${italianDate(hourly.table.effective_from)}`,
        hourly.table.sources,
      ),
      ...(rule.text
        ? citeSources(ccnl, `Scatti di anzianità: ${rule.text}`, rule.article ?? null, rule.sources, 1)
        : []),
    ],
    related: [`Ogni quanto matura uno scatto nel ${ccnl.short_name}?`],
  });
}
