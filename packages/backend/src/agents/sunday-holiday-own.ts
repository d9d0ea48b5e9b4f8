import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { dayOffHoliday, dayOffHolidayPay, SIXTH_OF_WEEK } from './holiday-day-off.js';
import { domesticHourlyPay } from './pay-base.js';

/**
 * A holiday on a Sunday or on the worker's rest day, by the agreement file's own paid-holiday rule when it has one
 * ("per pagare una festività il giorno vale 1/26 della paga mensile per chi è pagato a mese, e 1/6 dell'orario
 * settimanale per chi è pagato a ore": the domestic agreement, art. 16). Kept apart from sunday-holiday-pay.ts,
 * which holds the law and the agreements' hand-read rules.
 */

export interface OwnSundayRule {
  divisor: number;
  article: string;
  sources: { url: string; date: string | null; confidence: 'high' | 'medium' | 'low' }[];
}

/** The monthly divisor the file's paid-holiday rule states ("1/26 della paga mensile"), with its sources. */
export function fileSundayRule(ccnl: Ccnl): OwnSundayRule | undefined {
  const fact = ccnl.hourly_divisor;
  const found = /\bfestivit\w*[^.;]{0,80}?\b1\/(\d{2}) della (?:paga|retribuzione) (?:mensile|globale)/.exec(
    fact.text ?? '',
  )?.[1];
  if (!found) return undefined;
  return {
    divisor: Number(found),
    article: fact.article ?? '',
    sources: fact.sources.map((s) => ({
      url: s.url,
      date: s.source_date ?? null,
      confidence: (s.confidence ?? 'medium') as 'high' | 'medium' | 'low',
    })),
  };
}

/**
 * A worker paid by the hour whose agreement pays a holiday as a sixth of the weekly hours ("colf a ore, 18 ore a
 * settimana a 10 € l'ora, il 1° novembre era domenica"): that sixth at the hourly pay, whatever day it falls on.
 */
export function hourlySundayHoliday(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  holidayName: string,
): AgentAnswer | undefined {
  const rule = ccnl.hourly_divisor.text;
  if (!rule || !SIXTH_OF_WEEK.test(rule)) return undefined;
  const hourly = domesticHourlyPay(req);
  const text = readable(ctx.message);
  const weekly =
    req.slots.weeklyHours ??
    Number(/\b(\d{1,2}) ore (?:a|alla|la|per|ogni|in) set+(?:iman|\b)/.exec(text)?.[1] ?? Number.NaN);
  if (hourly === undefined || !Number.isFinite(weekly) || !(weekly > 0)) return undefined;
  const { hoursLabel } = dayOffHoliday(weekly);
  const amount = dayOffHolidayPay(weekly, hourly);
  const yes = /\bo no\b|\bdevo\b|\bspett\w*|\bva pagat\w*/.test(text) && !/\bquant\w*\b/.test(text);
  return compose({
    answer:
      `${yes ? `${bold('Sì')}: ` : ''}nel ${ccnl.short_name} ${holidayName} si paga lo stesso, anche se cade in un giorno in cui non lavora: per chi è pagato a ore vale 1/6 dell'orario settimanale, ${hoursLabel} ore × ${euro(hourly)} = ${bold(euro(amount))}.`.replace(
        /^n/,
        yes ? 'n' : 'N',
      ),
    steps: [
      `Orario settimanale: ${weekly} ore; 1/6 = ${hoursLabel} ore.`,
      `Festività: ${hoursLabel} × ${euro(hourly)} = ${euro(amount)}.`,
      `La regola: ${rule.replace(/\.$/, '')}.`,
    ],
    assumptions: ['Festività non lavorata e non recuperata in un altro giorno.'],
    citations: citeSources(
      ccnl,
      `${ccnl.short_name}: ${rule}`,
      ccnl.hourly_divisor.article ?? null,
      ccnl.hourly_divisor.sources,
    ),
    related: [],
  });
}
