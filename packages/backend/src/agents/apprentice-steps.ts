import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { apprenticeshipMonth } from './combined-pay.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

/**
 * An apprentice's pay where the agreement pays it as the minimum of lower levels month by month (Alimentari:
 * "Apprendista 4: mesi 1-6 come il 6° livello, 7-20 come il 5°, 21-36 come il 4°"), for the final level read:
 * - "dopo i primi sei mesi a che livello passa come retribuzione e fino a quale mese?", "al 10° mese come lo
 *   pago?": the step of the month asked opens, its level and its last month in bold, the other steps after;
 * - "quanto lo pago nei primi mesi?", "come viene retribuito l'apprendista di 4° livello?": every step in order.
 * Each step's minimum at today's table follows. Undefined when the agreement has no steps for that level.
 */
export function apprenticeSteps(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const level = req.slots.level;
  const steps = (ccnl.apprenticeship.level_steps ?? [])
    .filter((s) => level !== undefined && s.levels.includes(level))
    .sort((a, b) => a.from_month - b.from_month);
  if (!level || !steps.length) return undefined;
  const month = apprenticeshipMonth(readable(ctx.message));
  const asked =
    month === undefined ? undefined : steps.find((s) => month >= s.from_month && month <= s.to_month);
  const span = (s: (typeof steps)[number]) =>
    s.from_month === 1 ? `nei mesi 1-${s.to_month}` : `dal ${s.from_month}° al ${s.to_month}° mese`;
  const as = (s: (typeof steps)[number], strong: boolean) => {
    const name = levelShort(s.paid_as);
    return `come il ${strong ? bold(name) : name}`;
  };
  const final = levelShort(level);
  const last = steps.at(-1)?.to_month;
  const after = asked ? steps.filter((s) => s.from_month > asked.to_month) : [];
  const answer = asked
    ? `Nel ${ccnl.short_name} l'apprendista destinato al ${final} dal ${month}° mese è retribuito ${as(asked, true)} fino al ${bold(`${asked.to_month}° mese`)}${after.length ? `; poi ${after.map((s) => `${as(s, false)} ${span(s)}`).join(', ')}` : ''}.`
    : `Nel ${ccnl.short_name} l'apprendista destinato al ${final} è retribuito ${steps.map((s, i) => `${as(s, i === 0)} ${span(s)}`).join(', ')}.`;
  const date = req.slots.date ?? ctx.today;
  const pays = steps.map((s) => ({ step: s, pay: levelPayAt(ccnl, s.paid_as, date) }));
  const lines = pays.map(
    ({ step, pay }) =>
      `${span(step)
        .replace(/^nei mesi /, 'Mesi ')
        .replace(
          /^dal /,
          'Dal ',
        )}: ${as(step, false)}${pay ? `, minimo ${euro(pay.row.amount)} (tabella dal ${italianDate(pay.table.effective_from)})` : ''}.`,
  );
  const table = pays.find((p) => p.pay)?.pay?.table;
  return compose({
    answer,
    steps: [
      `Percorso dell'apprendista destinato al ${final}${last ? `, fino al ${last}° mese` : ''}:`,
      ...lines,
      ...(table?.note ? [`Cosa comprende il minimo della tabella: ${table.note}`] : []),
    ],
    assumptions: ccnl.apprenticeship.gap ? [`Da verificare: ${ccnl.apprenticeship.gap}`] : [],
    citations: citeSources(
      ccnl,
      answer,
      ccnl.apprenticeship.article ?? null,
      ccnl.apprenticeship.sources.filter((s) => /\bcome \d/.test(s.note ?? '')),
    ),
    related: [`Quanto dura l'apprendistato nel ${ccnl.short_name}?`],
  });
}
