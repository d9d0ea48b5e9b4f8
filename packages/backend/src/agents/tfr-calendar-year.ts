import { euro, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/index.js';
import type { AmountKind, TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { amount, type PayBase } from './pay-base.js';

/** The months the 13th and the 14th are paid in, whose table values them (payroll rules §8). */
const EXTRA_MONTH: Record<number, number> = { 13: 12, 14: 7 };

/**
 * A calendar year's TFR base on a level's table ("quota TFR 2026, tutto l'anno, solo minimo"): each month at the
 * minimum in force that month, the 13th at December's and the 14th at July's, so a tranche in the year counts
 * from its month and not for the whole year. Undefined when the question gives its own pay, names no year, or
 * the table does not change within it.
 */
export function calendarYearBase(
  ctx: AgentContext,
  req: TypedRequest,
  base: PayBase,
): { annual: number; step: string; note: string } | undefined {
  const ccnl = base.ccnl;
  const level = req.slots.level;
  if (
    !ccnl ||
    !level ||
    (['ral', 'monthly_gross', 'other'] as AmountKind[]).some((k) => amount(req, k) !== undefined)
  )
    return undefined;
  // A base that is not one month's table times the payments is already the year's months (year-tfr.ts).
  if (Math.abs(base.annual - base.monthly * (base.yearMonths ?? base.payments)) > 0.005) return undefined;
  const year = /\b(20[2-3]\d)\b/.exec(readable(ctx.message))?.[1];
  // "il minimo di novembre 2025": a pay fixed at a month is that month's, not the year's months.
  // ("considerate la tranche di febbraio 2027": a month naming a rise within the year is not the pay's month.)
  const told = readable(ctx.message).replace(
    new RegExp(
      String.raw`\b(?:tranche|aument\w*|rinnov\w*|adeguament\w*)\s+(?:di|da|del|dal|a)\s+(?:${MONTH_NAMES})`,
      'g',
    ),
    ' ',
  );
  if (!year || new RegExp(`\\b(?:${MONTH_NAMES}) ${year}\\b`).test(told)) return undefined;
  // "pagata esattamente al minimo attuale": a pay fixed at today's table is today's, for every month of the year.
  if (
    /\bminim\w* (?:attual\w*|odiern\w*|corrent\w*|di oggi|in vigore oggi|in vigore adesso)\b/.test(
      readable(ctx.message),
    )
  )
    return undefined;
  const fixed = (date: string) =>
    levelPayAt(ccnl, level, date)
      ?.row.components.filter((c) => !c.payments)
      .reduce((s, c) => s + c.amount, 0);
  const ref = fixed(req.slots.date ?? ctx.today);
  if (ref === undefined) return undefined;
  const share = (req.slots.partTimePercent ?? 100) / 100;
  const months = Array.from({ length: 12 }, (_, i) => fixed(`${year}-${String(i + 1).padStart(2, '0')}-01`));
  if (months.some((m) => m === undefined) || months.every((m) => m === ref)) return undefined;
  const pays = months as number[];
  const extras = Array.from(
    { length: base.payments - 12 },
    (_, i) => pays[(EXTRA_MONTH[13 + i] ?? 12) - 1] ?? ref,
  );
  // A 14th at half a month (Cooperative sociali, 13,5), paid in June at June's pay: half of June's difference.
  const half = base.yearMonths && !Number.isInteger(base.yearMonths) ? (pays[5] ?? ref) : undefined;
  const delta =
    [...pays, ...extras].reduce((s, m) => s + (m - ref) * share, 0) + (half ? ((half - ref) * share) / 2 : 0);
  const annual = cents(base.annual + delta);
  // Runs of months at the same minimum: "gennaio–maggio 5 × 2.158,26 €".
  const runs: { from: number; to: number; pay: number }[] = [];
  pays.forEach((pay, i) => {
    const last = runs.at(-1);
    if (last && last.pay === pay) last.to = i;
    else runs.push({ from: i, to: i, pay });
  });
  const run = (r: (typeof runs)[number]) =>
    `${MONTHS[r.from]}${r.to > r.from ? `–${MONTHS[r.to]}` : ''} ${r.to - r.from + 1} × ${euro(cents(r.pay * share))}`;
  const extraText = [
    ...extras.map((pay, i) => `${13 + i}ª ${euro(cents(pay * share))}`),
    ...(half ? [`14ª al 50% ${euro(cents((half * share) / 2))}`] : []),
  ].join(', ');
  return {
    annual,
    step: `Retribuzione utile ${year}, con il minimo in vigore mese per mese: ${runs.map(run).join('; ')}${extraText ? `; ${extraText}` : ''} = ${euro(annual)}.`,
    note: `nel ${year} il minimo cambia in corso d'anno: ${runs.map((r) => `${euro(cents(r.pay * share))} da ${MONTHS[r.from]}`).join(', ')}`,
  };
}
