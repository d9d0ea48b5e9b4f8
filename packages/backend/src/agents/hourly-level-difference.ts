import { euro, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import { hourlyRow } from './domestic-pay.js';
import { levelName } from './shared/levels.js';

/**
 * Two levels weighed by the hour ("entrambe a ore: che differenza c'è all'ora tra i due minimi?"): where the
 * agreement keeps an hourly table (domestic work, non-live-in workers), the gap of the hourly minimums, not of
 * the live-in monthly ones. Undefined when the hour is not asked or either level has no hourly row.
 */
const HOUR_ASKED = /\ball'ora\b|\bl'ora\b|\ba ore\b|\borari[oae]?\b|\bper ora\b|\bnon convivent/;

export function hourlyLevelDifference(
  ccnl: Ccnl,
  text: string,
  levels: readonly [string, string],
  date: string,
): AgentAnswer | undefined {
  if (!HOUR_ASKED.test(text)) return undefined;
  const [first, second] = levels;
  const a = hourlyRow(ccnl, first, date);
  const b = hourlyRow(ccnl, second, date);
  if (!a || !b) return undefined;
  const [upper, lower, hu, hl] = a.row.amount >= b.row.amount ? [first, second, a, b] : [second, first, b, a];
  const difference = cents(hu.row.amount - hl.row.amount);
  const from = italianDate(hu.table.effective_from);
  const nu = levelName(ccnl, upper);
  const nl = levelName(ccnl, lower);
  const answer = `Nel ${ccnl.short_name} il ${nu} prende ${bold(`${euro(difference)} lordi in più all'ora`)} del ${nl} (non conviventi, tabella dal ${from}): minimo orario ${euro(hu.row.amount)} contro ${euro(hl.row.amount)}.`;
  return compose({
    answer,
    steps: table(
      [
        [`Minimo orario ${nu} (tabella dal ${from})`, euro(hu.row.amount)],
        [`Minimo orario ${nl} (tabella dal ${italianDate(hl.table.effective_from)})`, euro(hl.row.amount)],
        ["**Differenza all'ora**", `**${euro(difference)}**`],
      ],
      ['Voce', 'Importo'],
    ),
    assumptions: ['Solo minimi orari tabellari dei non conviventi: scatti e superminimi esclusi.'],
    citations: citeSources(
      ccnl,
      `${nu}: ${euro(hu.row.amount)} l'ora; ${nl}: ${euro(hl.row.amount)} l'ora, tabella minimi orari dal ${from}`,
      `tabella minimi orari dal ${from}`,
      hu.table.sources,
    ),
    related: [],
  });
}
