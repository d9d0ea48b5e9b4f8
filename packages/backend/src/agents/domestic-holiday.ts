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
// A public holiday by name or as "festività" (a Sunday or a "festivo" alone is a rest day, paid only the surcharge).
const NAMED_HOLIDAY = new RegExp(HOLIDAY.source.replace(String.raw`|\bfestivo\b`, ''));
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
  if (!HOLIDAY.test(text) || !ASKS_PAY.test(text)) return undefined;
  const hourly = domesticHourlyPay(req);
  const weekly = req.slots.weeklyHours ?? Number(WEEKLY.exec(text)?.[1] ?? Number.NaN);
  const rule = ccnl.hourly_divisor.text;
  if (hourly === undefined || !Number.isFinite(weekly) || !rule) return undefined;
  if (!NOT_WORKED.test(text))
    return NAMED_HOLIDAY.test(text) ? workedHolidayPay(req, ccnl, { text, hourly, weekly, rule }) : undefined;
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

// "il primo maggio ha lavorato 5 ore", "a Natale è venuta 3 ore": the hours worked on the holiday itself.
const WORKED_ON_IT =
  /\b(?:ha|avra|abbia|aveva) lavorato\s+(\d{1,2}(?:[.,]\d+)?)\s*or[ae]\b|\b(?:e venut[oa]|ha fatto|fa|fara)\s+(\d{1,2}(?:[.,]\d+)?)\s*or[ae]\b/;

/**
 * A holiday an hourly domestic worker works: the holiday is paid all the same (1/6 of the weekly hours) and the
 * hours worked come on top with the agreement's holiday surcharge (60%, art. 16), so the day is both.
 */
function workedHolidayPay(
  req: TypedRequest,
  ccnl: Ccnl,
  { text, hourly, weekly, rule }: { text: string; hourly: number; weekly: number; rule: string },
): AgentAnswer | undefined {
  const said = WORKED_ON_IT.exec(text);
  const worked = req.slots.extraHours ?? Number((said?.[1] ?? said?.[2] ?? '').replace(',', '.'));
  const surcharge = ccnl.rates.rates?.find((r) => r.kind === 'festivo')?.percent;
  if (!said || !(worked > 0) || surcharge === undefined) return undefined;
  const { hoursLabel } = dayOffHoliday(weekly);
  const holiday = dayOffHolidayPay(weekly, hourly);
  const hoursPay = Math.round(worked * hourly * (1 + surcharge / 100) * 100) / 100;
  const total = Math.round((holiday + hoursPay) * 100) / 100;
  const workedLabel = String(worked).replace('.', ',');
  return compose({
    answer: `Per la festività lavorata le spettano ${bold(euro(total))}: la festività, ${bold(euro(holiday))} (1/6 dell'orario settimanale, ${hoursLabel} ore × ${euro(hourly)}), più le ${workedLabel} ore lavorate maggiorate del ${surcharge}%, ${bold(euro(hoursPay))} (${workedLabel} × ${euro(hourly)} × ${(1 + surcharge / 100).toFixed(2).replace('.', ',')}).`,
    steps: [
      `Festività (paga oraria): 1/6 di ${weekly} ore = ${hoursLabel} ore × ${euro(hourly)} = ${euro(holiday)}.`,
      `Ore lavorate nel festivo: ${workedLabel} × ${euro(hourly)} + ${surcharge}% = ${euro(hoursPay)}.`,
      `Totale della giornata: ${euro(holiday)} + ${euro(hoursPay)} = ${euro(total)}.`,
      `La regola: ${rule.replace(/\.$/, '')}; ${ccnl.rates.text?.match(/Nelle 12 festività[^.]*/)?.[0] ?? `ore lavorate nelle festività maggiorate del ${surcharge}%`}.`,
    ],
    citations: [
      ...citeSources(
        ccnl,
        `${ccnl.short_name}: ${rule}`,
        ccnl.hourly_divisor.article ?? null,
        ccnl.hourly_divisor.sources,
      ),
      ...citeSources(
        ccnl,
        `${ccnl.short_name}: ${ccnl.rates.text ?? ''}`,
        ccnl.rates.article ?? null,
        ccnl.rates.sources,
      ),
    ],
    related: [],
  });
}
