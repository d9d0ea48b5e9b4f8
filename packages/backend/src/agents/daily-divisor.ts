import type { Ccnl } from '../kb/schema.js';
import { citeSources } from './answer.js';

/** The daily divisor the agreement states ("la paga giornaliera si ottiene dividendo per 26"), with its source. */
export function dailyDivisorOf(ccnl: Ccnl) {
  for (const fact of [ccnl.hourly_divisor, ccnl.weekly_hours]) {
    const found = /giornalier\w*[^.;\d]{0,60}?\b(\d{2})\b/.exec(fact.text ?? '')?.[1];
    if (found)
      return {
        value: Number(found),
        citations: citeSources(
          ccnl,
          `Divisore giornaliero del ${ccnl.short_name}: ${fact.text}`,
          fact.article ?? null,
          fact.sources,
          1,
        ),
      };
  }
  return undefined;
}

/**
 * The value of a day of holidays: the daily divisor, else the one the holiday rule itself states ("per chi è
 * pagato a mese ogni giorno di ferie vale 1/26 della retribuzione globale di fatto mensile": the domestic
 * agreement, art. 18), with its source.
 */
export function holidayDayDivisorOf(ccnl: Ccnl) {
  const held = dailyDivisorOf(ccnl);
  if (held) return held;
  const text = ccnl.holidays.text ?? '';
  const found = /\bgiorno di ferie vale 1\/(\d{2}) della retribuzione\b/.exec(text)?.[1];
  if (!found) return undefined;
  return {
    value: Number(found),
    citations: citeSources(
      ccnl,
      `Ferie del ${ccnl.short_name}: ${text}`,
      ccnl.holidays.article ?? null,
      ccnl.holidays.sources,
      1,
    ),
  };
}
