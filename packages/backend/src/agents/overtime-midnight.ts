import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

type Rate = NonNullable<Ccnl['rates']['rates']>[number];

// "restiamo fino all'una e mezza di notte", "fino alle 2 di notte", "finiamo alle tre del mattino": overtime
// that runs from the evening into the small hours.
const PAST_MIDNIGHT =
  /\b(?:fino|finiamo|finisco|finisce|chiudiamo|chiudo|staccare|stacco|stacchiamo|usciamo|esco)\s+(?:a(?:ll)?['’ ]\s*|alle\s+|alla\s+)?(?:una|1|2|3|4|5|due|tre|quattro|cinque)(?:[:.]\d\d)?\b(?:\s+e\s+\w+)?\s+(?:di notte|del mattino|di mattina|passata la mezzanotte)\b|\b(?:oltre|passat\w*|dopo) (?:la )?mezz?a ?nott?e\b[^.?]{0,20}\bfino\b/;
// The hour the night overtime starts: "tra le 24 e le 6", "dalle 22 alle 6".
const NIGHT_FROM = /\b(?:tra|fra|dalle) le (\d{1,2})\b|\bdalle (\d{1,2})\b/;

/**
 * Session 38: overtime said to run past midnight ("il sabato restiamo fino all'una e mezza di notte") is plain
 * overtime until the night band starts and night overtime after it: both rates open, the plain one first.
 * Undefined unless the reader kept night overtime, the message says hours across midnight and the agreement
 * has a plain overtime rate.
 */
export function acrossMidnightLead(
  message: string,
  rates: readonly Rate[],
  first: Rate,
  hourly: number,
): string {
  if (first.kind !== 'straordinario_notturno' || !PAST_MIDNIGHT.test(readable(message))) return '';
  const plain =
    rates.find((r) => r.kind === 'straordinario' && !r.condition) ??
    rates.find((r) => r.kind === 'straordinario');
  if (!plain) return '';
  const from = NIGHT_FROM.exec(first.condition ?? '');
  const start = from ? Number(from[1] ?? from[2]) : undefined;
  const split = start === 24 || start === 0 ? 'mezzanotte' : start !== undefined ? `le ${start}` : undefined;
  const value = (p: number) => euro(cents(hourly * (1 + p / 100)));
  return split
    ? `Le ore in più fino a ${split} sono straordinario: ${bold(`+${percent(plain.percent)}`)} (${value(plain.percent)} l'ora); quelle dopo ${split === 'mezzanotte' ? 'mezzanotte' : `le ${start}`} sono straordinario notturno: ${bold(`+${percent(first.percent)}`)}${first.condition ? ` (${first.condition})` : ''}. `
    : `Le ore in più di sera sono straordinario: ${bold(`+${percent(plain.percent)}`)} (${value(plain.percent)} l'ora); quelle di notte sono straordinario notturno: ${bold(`+${percent(first.percent)}`)}. `;
}
