import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { dayOffHoliday, dayOffHolidayPay } from './holiday-day-off.js';
import { domesticHourlyPay, isDomestic } from './pay-base.js';

/**
 * A public holiday that falls on a day an hourly domestic worker does not work is still paid: one sixth of the
 * weekly hours at the hourly pay (the agreement's rule, kept in the file's hourly_divisor text). "Il primo maggio
 * cade di venerdì, che non lavora: devo pagarglielo?" asks that amount.
 */

const HOLIDAY =
  /\bfestivit|\bfestivo\b|\bnatale\b|santo stefano|capodanno|\bepifania\b|pasquetta|ferragosto|\bpatrono\b|\b(?:25|26|8) dicembre\b|\b1 (?:gennaio|maggio|novembre)\b|\b6 gennaio\b|\bprimo (?:maggio|novembre|gennaio)\b|\b25 aprile\b|\b2 giugno\b|\b15 agosto\b/;
const NOT_WORKED =
  /\bnon (?:lavora|lavorera|viene|verra|e di turno|doveva lavorare|avrebbe lavorato)\b|\bgiorno libero\b|\bnon (?:e|sarebbe) (?:un )?(?:suo )?giorno di lavoro\b/;
const ASKS_PAY = /\bpag|\bquant[oaie]\b|\bspett/;
const WEEKLY = /\b(\d{1,2}) ore (?:a|alla|la|per|ogni|in) set+iman/;

export function domesticHolidayPay(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || !isDomestic(ccnl)) return undefined;
  const text = readable(ctx.message);
  if (!HOLIDAY.test(text) || !NOT_WORKED.test(text) || !ASKS_PAY.test(text)) return undefined;
  const hourly = domesticHourlyPay(req);
  const weekly = req.slots.weeklyHours ?? Number(WEEKLY.exec(text)?.[1] ?? Number.NaN);
  const rule = ccnl.hourly_divisor.text;
  if (hourly === undefined || !Number.isFinite(weekly) || !rule) return undefined;
  const { hoursLabel } = dayOffHoliday(weekly);
  const amount = dayOffHolidayPay(weekly, hourly);
  const answer = `Sì: nel ${ccnl.short_name} la festività si paga anche se cade in un giorno in cui non avrebbe lavorato. Per chi è pagato a ore vale 1/6 dell'orario settimanale: ${hoursLabel} ore × ${euro(hourly)} = ${bold(euro(amount))}.`;
  return compose({
    answer,
    steps: [
      `Orario settimanale: ${weekly} ore; 1/6 = ${hoursLabel} ore.`,
      `Festività: ${hoursLabel} × ${euro(hourly)} = ${euro(amount)}.`,
      `La regola: ${rule.replace(/\.$/, '')}.`,
    ],
    citations: citeSources(
      ccnl,
      `${ccnl.short_name}: ${rule}`,
      ccnl.hourly_divisor.article ?? null,
      ccnl.hourly_divisor.sources,
    ),
    related: [],
  });
}
