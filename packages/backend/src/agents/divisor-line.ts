import { NOT_AVAILABLE } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { citeSources } from './answer.js';
import { divisorForHours, scheduleSaid } from './schedule-said.js';
import type { Line } from './topic-line.js';

/**
 * "quante ore si fanno e che divisore usate per l'ora?": the hourly divisor the working-hours question also asks,
 * read from the agreement's own fact (the weekly hours alone would leave that part unanswered).
 */
export function divisorLine(ccnl: Ccnl, asked: string, weeklyHours?: number): Line | undefined {
  if (!/\bdivisor/.test(asked)) return undefined;
  const fact = ccnl.hourly_divisor;
  // "con orario normale di 45 ore settimanali": the divisor the agreement writes for that schedule, alone (the
  // full-time one beside it would read as the answer to the schedule asked).
  const hours = scheduleSaid(asked) ?? weeklyHours;
  const forHours = divisorForHours(fact.text ?? '', hours);
  if (forHours !== undefined && forHours !== fact.value) {
    const text = `Divisore orario del ${ccnl.short_name} con ${hours} ore settimanali: **${forHours}** (la paga oraria è la retribuzione mensile divisa per ${forHours}).`;
    return { text, citations: citeSources(ccnl, text, fact.article ?? null, fact.sources) };
  }
  if (fact.value === null)
    return {
      text: `Divisore orario del ${ccnl.short_name}: ${NOT_AVAILABLE}${fact.gap ? ` (${fact.gap.replace(/\.$/, '')})` : ''}.`,
      citations: [],
    };
  const text = `Divisore orario del ${ccnl.short_name}: **${fact.value}**${fact.text ? ` (${fact.text.replace(/\.$/, '')})` : ''}.`;
  return { text, citations: citeSources(ccnl, text, fact.article ?? null, fact.sources) };
}
