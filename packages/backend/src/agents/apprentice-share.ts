import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { apprenticeshipMonth, periodMonths } from './combined-pay.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The share of the final level's pay at the month of apprenticeship asked ("al 14° mese", "da 30 mesi"), when
 * no level is given to turn it into euro: the percentage of the period that holds that month, not the table.
 */
export function apprenticeShare(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const month = apprenticeshipMonth(text);
  const rows = ccnl.apprenticeship.pay ?? [];
  if (month === undefined || !rows.length) return undefined;
  const row = rows.find((r) => {
    const span = periodMonths(r.period);
    return span && month >= span[0] && month <= span[1];
  });
  if (!row || row.percent === null) return undefined;
  const others = rows.filter((r) => r !== row && r.percent !== null);
  return compose({
    answer: `Nel ${ccnl.short_name} l'apprendista al ${month}° mese (${row.period}) ha ${bold(percent(row.percent))} della retribuzione del livello di arrivo.`,
    steps: [
      `Il ${month}° mese cade nel periodo «${row.period}»${row.rule ? ` (${row.rule})` : ''}: ${percent(row.percent)}.`,
      ...(others.length
        ? [`Gli altri periodi: ${others.map((r) => `${r.period} ${percent(r.percent ?? 0)}`).join('; ')}.`]
        : []),
    ],
    assumptions: [
      ...(ccnl.apprenticeship.text ? [`Regola del ${ccnl.short_name}: ${ccnl.apprenticeship.text}`] : []),
      ...(ccnl.apprenticeship.gap ? [`Da verificare: ${ccnl.apprenticeship.gap}`] : []),
      'Indica il livello di arrivo per il minimo in euro.',
    ],
    citations: citeSources(
      ccnl,
      `Apprendistato: ${row.period} ${row.percent}%`,
      ccnl.apprenticeship.article ?? null,
      ccnl.apprenticeship.sources,
      1,
    ),
    related: [`Quanto dura l'apprendistato nel ${ccnl.short_name}?`],
  });
}
