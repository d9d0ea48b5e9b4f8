import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { monthsWorked } from '../payroll/pay-items.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentContext } from './context.js';
import { holidayBasis } from './holiday-basis.js';
import { holidayDaysTold } from './holidays-left.js';

/**
 * "stagionale dal 1° maggio al 31 ottobre, di ferie ne ha fatte solo 4 giorni: quanto gli devo per quelle non
 * godute?": the days told are the ones taken, not the ones left. The untaken days are the holidays accrued over
 * the contract (the agreement's yearly days × months worked / 12) less the days taken. Undefined unless the
 * question tells the days taken, a leaving date (or the months worked) and the agreement states its yearly days.
 */
export interface UntakenAfterAccrual {
  days: number;
  accrued: number;
  taken: number;
  yearly: number;
  months: number;
  /** "dal 1° maggio 2026 al 31 ottobre 2026 (6 mesi)" or "6 mesi lavorati". */
  span: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function untakenAfterAccrual(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  text: string,
): UntakenAfterAccrual | undefined {
  const taken = holidayDaysTold(text);
  if (taken === undefined) return undefined;
  const { hireDate, endDate, monthsWorked: told } = req.slots;
  if (told === undefined && !endDate) return undefined;
  const basis = holidayBasis(ccnl.holidays.text ?? '', ctx.message, ctx.history);
  if (basis?.unit !== 'giorni') return undefined;
  let months = told;
  let span = `${told} mesi lavorati`;
  if (months === undefined && endDate) {
    const year = endDate.slice(0, 4);
    const from = hireDate && /^\d{4}-\d{2}-\d{2}$/.test(hireDate) ? hireDate : `${year}-01-01`;
    // A contract across the new year accrues over its whole span; otherwise the leaving year's share.
    const periodStart = from < `${year}-01-01` ? from : `${year}-01-01`;
    months = monthsWorked(from, endDate, periodStart, `${year}-12-31`, basis.threshold);
    span = `dal ${italianDate(from)} al ${italianDate(endDate)} (${months} mesi)`;
  }
  if (months === undefined || months <= 0) return undefined;
  const accrued = round2((basis.amount * months) / 12);
  const days = round2(accrued - taken);
  if (days <= 0) return undefined;
  return { days, accrued, taken, yearly: basis.amount, months, span };
}

/** A count of days as said aloud: "13", "6,5", no trailing zeros. */
export const dayCount = (value: number) =>
  new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(value);
