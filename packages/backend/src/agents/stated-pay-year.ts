import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { amount } from './pay-base.js';

/**
 * One monthly pay offered under two agreements ("entrambe propongono 2.000 euro lordi al mese: quanto fa la RAL
 * nell'una e nell'altra?"): the year is that pay times each agreement's number of monthly payments (14 in the
 * Commercio, 13 in the Metalmeccanici), not the levels' minimums. Undefined unless a monthly gross is stated, the
 * year's pay is asked and every agreement compared holds its number of payments.
 */

const YEAR_ASKED =
  /\bral\b|\bretribuzione annua\b|\blordo annu\w*|\b(?:totale|importo) annu\w*|\bin un anno\b|\ball'anno\b|\bnell'anno\b/;

export function statedPayYear(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const monthly = amount(req, 'monthly_gross');
  if (monthly === undefined || monthly >= 10_000 || !YEAR_ASKED.test(readable(ctx.message))) return undefined;
  const agreements = req.slots.agreements
    .map((id) => ctx.kb.byCategory(id))
    .filter((c): c is Ccnl => c !== undefined);
  const payments = agreements.map((c) => c.monthly_payments.value);
  if (agreements.length < 2 || payments.some((p) => typeof p !== 'number')) return undefined;
  const years = agreements.map((c, i) => ({
    c,
    payments: payments[i] as number,
    year: Math.round(monthly * (payments[i] as number) * 100) / 100,
  }));
  const parts = years.map((y) => `${bold(euro(y.year))} nel ${y.c.short_name} (${y.payments} mensilità)`);
  const sorted = [...years].sort((a, b) => b.year - a.year);
  const [high, low] = [sorted[0], sorted.at(-1)];
  const gap =
    high && low && high.year !== low.year
      ? ` A parità di paga mensile, nel ${high.c.short_name} sono ${euro(high.year - low.year)} in più all'anno.`
      : ' Il totale annuo è lo stesso.';
  return compose({
    answer: `Con ${euro(monthly)} lordi al mese, la RAL è di ${parts.join(' e di ')}.${gap}`,
    steps: [
      '| CCNL | Mensilità | RAL |',
      '| --- | ---: | ---: |',
      ...years.map(
        (y) => `| ${y.c.short_name} | ${y.payments} | ${euro(monthly)} × ${y.payments} = ${euro(y.year)} |`,
      ),
    ],
    assumptions: [
      'La stessa paga lorda mensile fissa in entrambi i casi, anno intero; straordinari, premi e scatti esclusi.',
    ],
    citations: years.flatMap((y) =>
      citeSources(
        y.c,
        `${y.c.short_name}: ${y.payments} mensilità${y.c.monthly_payments.text ? ` (${y.c.monthly_payments.text})` : ''}`,
        y.c.monthly_payments.article ?? null,
        y.c.monthly_payments.sources,
        1,
      ),
    ),
    related: [],
  });
}
