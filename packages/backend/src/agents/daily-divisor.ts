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
