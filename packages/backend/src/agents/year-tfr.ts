import { euro, MONTHS } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { domesticMonthlyBase } from './domestic-monthly.js';
import { agreementOf, amount, isDomestic, type PayBase, payBase } from './pay-base.js';

/**
 * The TFR of a calendar year from a level's minimum ("quanto TFR ho maturato nel 2025 col minimo B1"): when the
 * table changed during the year (a June tranche), the year's pay is each month's minimum plus the extra months
 * at the pay they are paid on, not twelve times December's.
 */
function yearPayBase(ctx: AgentContext, req: TypedRequest, base: PayBase | undefined): PayBase | undefined {
  const year = req.slots.taxYear;
  if (!base?.ccnl || !req.slots.level || year === undefined || amount(req, 'ral') !== undefined) return base;
  if (amount(req, 'monthly_gross') !== undefined || req.slots.monthsWorked !== undefined) return base;
  if (String(year) >= ctx.today.slice(0, 4)) return base;
  // A pay fixed at a month ("il minimo di novembre 2025") is that month's, not the year's; the year is asked.
  if (
    req.slots.date !== `${year}-12-31` ||
    !new RegExp(`\\b(?:nel|del|durante il|per il|in tutto il) ${year}\\b`).test(readable(ctx.message))
  )
    return base;
  const at = (day: string) => payBase(ctx, { ...req, slots: { ...req.slots, date: day } })?.monthly;
  const months = Array.from({ length: 12 }, (_, i) => at(`${year}-${String(i + 1).padStart(2, '0')}-15`));
  if (months.some((m) => m === undefined)) return base;
  const values = months as number[];
  if (values.every((v) => Math.abs(v - (values[0] ?? 0)) < 0.005)) return base;
  // The 13th at December's pay, a 14th at June's (the months they are paid with).
  const extras = [values[11] ?? 0, ...(base.payments === 14 ? [values[5] ?? 0] : [])];
  const annual = cents([...values, ...extras].reduce((s, v) => s + v, 0));
  const spans: string[] = [];
  let start = 0;
  for (let i = 1; i <= 12; i++)
    if (i === 12 || Math.abs((values[i] ?? 0) - (values[start] ?? 0)) >= 0.005) {
      spans.push(
        `${MONTHS[start]}${i - 1 > start ? `–${MONTHS[i - 1]}` : ''} ${year}: ${i - start} × ${euro(values[start] ?? 0)}`,
      );
      start = i;
    }
  return {
    ...base,
    annual,
    monthly: values[11] ?? base.monthly,
    label: `i minimi del ${year} mese per mese (${euro(annual)} nell'anno)`,
    assumptions: [
      ...base.assumptions,
      `Retribuzione del ${year}: ${spans.join('; ')}; ${base.payments === 14 ? 'tredicesima e quattordicesima' : 'tredicesima'} sulla paga del mese in cui si pagano.`,
    ],
  };
}

/** The pay a TFR (or an employer's cost) is computed on: the year's months, or an hourly household wage. */
export function tfrOrCostBase(ctx: AgentContext, req: TypedRequest): PayBase | undefined {
  if (req.intent !== 'tfr') return payBase(ctx, req);
  // "livello A, 15 ore a settimana a 6,50 l'ora": the hourly pay and hours said are the pay, not the level's
  // live-in minimum.
  return domesticMonthlyBase(ctx, req) ?? yearPayBase(ctx, req, payBase(ctx, req));
}

/** The month a 13th or 14th is a share of: the pay at its date, or an hourly household wage's month. */
export function extraMonthBase(ctx: AgentContext, req: TypedRequest): PayBase | undefined {
  // A household worker's own hourly pay and hours are her month, before her level's minimum.
  const hourly = domesticMonthlyBase(ctx, req);
  if (hourly) return hourly;
  // A household worker who does not live in is paid by the hour: with neither her hours nor her pay told, the
  // live-in monthly minimum is not her month, so the hours are asked for.
  const ccnl = agreementOf(ctx, req);
  if (ccnl && isDomestic(ccnl) && req.slots.cohabiting === false && !req.slots.amounts.length)
    return undefined;
  return payBase(ctx, req);
}
