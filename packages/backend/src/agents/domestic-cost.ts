import { decimal, euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents, domesticContributions, isTaxYear } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { hourlyRow } from './domestic-pay.js';
import { computed, isAnswer, related } from './figure-answers.js';
import { payrollData, yearOf } from './pay-base.js';
import { levelName } from './shared/levels.js';
import { workedParts } from './worked.js';

/**
 * A family's yearly cost of a domestic worker from the level, with no pay figure given: a live-in worker's
 * monthly minimum on the agreement's payments (54 hours a week unless the question gives the hours), or a
 * non-live-in worker's hourly minimum for the weekly hours given, with the 13th's share; then the employer's
 * INPS contributions of the hourly band and the TFR accrual (pay / 13,5). Undefined without a level, or for a
 * worker paid by the hour whose weekly hours are not given.
 */

// A live-in worker's full week when the question gives none: the agreement's maximum for live-in staff.
const LIVE_IN_FULL_WEEK = 54;

export function domesticLevelCost(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  statedHourly?: number,
): AgentAnswer | undefined {
  const level = req.slots.level;
  if (statedHourly === undefined && (!level || req.slots.amounts.length)) return undefined;
  const year = yearOf(ctx, req);
  const data = payrollData();
  if (!data || !isTaxYear(year)) return undefined;
  const thisYear = Number(ctx.today.slice(0, 4));
  const date =
    req.slots.date ?? (year === thisYear ? ctx.today : year < thisYear ? `${year}-12-31` : `${year}-01-01`);
  const payments = ccnl.monthly_payments.value ?? 13;
  const name = level ? levelName(ccnl, level) : undefined;
  // A live-in worker unless the question says otherwise; weekly hours given without saying so ("colf livello B, 25
  // ore a settimana") are an hourly, non-live-in job: the live-in month is a full week's pay.
  // A pay stated by the hour ("pagata 8,50 euro l'ora") is an hourly job for the weekly hours given.
  const liveIn =
    statedHourly === undefined &&
    (req.slots.cohabiting ??
      (req.slots.weeklyHours === undefined || req.slots.weeklyHours >= LIVE_IN_FULL_WEEK));
  const monthly = liveIn && level ? levelPayAt(ccnl, level, date, 'conviventi') : undefined;
  const hourly = liveIn || statedHourly !== undefined || !level ? undefined : hourlyRow(ccnl, level, date);
  const hourPay = statedHourly ?? hourly?.row.amount;
  const weeklyHours = req.slots.weeklyHours ?? (liveIn ? LIVE_IN_FULL_WEEK : undefined);
  if (weeklyHours === undefined || (!monthly && hourPay === undefined)) return undefined;
  // The year's pay, the 13th included, and the effective hourly pay that picks the contribution band.
  const annual = monthly
    ? monthly.row.amount * payments
    : (hourPay ?? 0) * weeklyHours * 52 * (payments / 12);
  const worked = computed(ctx, () =>
    domesticContributions(data.domestic, {
      year,
      hourlyPay: annual / (52 * weeklyHours),
      weeklyHours,
      effective: true,
    }),
  );
  if (isAnswer(worked)) return worked;
  const r = worked.result.yearly;
  const parts = workedParts(worked);
  const table = monthly?.table ?? hourly?.table;
  const pay = monthly
    ? `${euro(monthly.row.amount)} al mese × ${payments} mensilità`
    : `${euro(hourPay ?? 0)} l'ora × ${decimal(weeklyHours)} ore × 52 settimane, più la tredicesima`;
  const monthlyAsked = /\bal mese\b|\bmensil|\bogni mese\b/.test(readable(ctx.message));
  const total = cents(r.employerCost);
  return compose({
    answer: `${name ? `Per il ${name} del ${ccnl.short_name}` : `Con ${euro(hourPay ?? 0)} l'ora per ${decimal(weeklyHours)} ore a settimana (${ccnl.short_name})`}, ${liveIn ? 'convivente' : 'non convivente'}, nel ${year} il costo per la famiglia è di circa ${bold(monthlyAsked ? `${euro(cents(total / 12))} al mese` : `${euro(total)} l'anno`)}${monthlyAsked ? ` (${euro(total)} l'anno diviso 12)` : ''}: retribuzione ${euro(cents(annual))} (${pay}), contributi INPS a carico del datore ${euro(cents(r.employer))} e TFR ${euro(cents(r.tfr))}.`,
    steps: [
      `Retribuzione annua: ${pay} = ${euro(cents(annual))}.`,
      `TFR dell'anno: ${euro(cents(annual))} / 13,5 = ${euro(cents(r.tfr))}.`,
      `Costo annuo: ${euro(cents(annual))} + ${euro(cents(r.employer))} + ${euro(cents(r.tfr))} = ${euro(total)}.`,
      '',
      ...parts.steps,
    ],
    assumptions: [
      ...(liveIn && req.slots.weeklyHours === undefined
        ? [`Convivente a tempo pieno, ${LIVE_IN_FULL_WEEK} ore settimanali (il massimo per i conviventi).`]
        : []),
      statedHourly !== undefined
        ? "La paga oraria indicata, per 52 settimane l'anno; la tredicesima ne è un dodicesimo."
        : 'Solo minimo tabellare: scatti di anzianità e superminimo si aggiungono se li indichi.',
      ...(liveIn
        ? [
            'Vitto e alloggio dati in natura non sono un esborso: il loro valore convenzionale entra però nel TFR, che qui è calcolato sulla sola retribuzione in denaro.',
          ]
        : []),
      ...parts.assumptions,
    ],
    unanswerable: parts.unanswerable,
    citations: [
      ...(table
        ? citeSources(
            ccnl,
            `${name}: minimo ${monthly ? euro(monthly.row.amount) : `${euro(hourly?.row.amount ?? 0)} l'ora`} dal ${italianDate(table.effective_from)}`,
            `tabella minimi dal ${italianDate(table.effective_from)}`,
            table.sources,
          )
        : []),
      ...parts.citations,
    ],
    related: related(ctx.message),
  });
}
