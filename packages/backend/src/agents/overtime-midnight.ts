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

// An hour more at a clock time ("1 ora in più alle 23", "mezz'ora extra alle 22.30"): a point in time, not the
// end of a range ("dalle 20 alle 22", "fino alle 23"), which overtime-midnight's other readings handle.
const EXTRA_AT_CLOCK =
  /\b(?:in piu|extra|straordinari\w*)\b[^.?!]{0,30}?(?<!\b(?:dalle|fino|tra|fra) (?:le )?)\balle (?:ore )?(\d{1,2})(?:[.:]\d{2})?\b/;
// The agreement's night-overtime band as its rate's condition writes it: "tra le 22 e le 6".
const NIGHT_BAND = /\b(?:tra|fra|dalle) le (\d{1,2}) e (?:le|alle) (\d{1,2})\b/;

/**
 * Plain overtime asked at a clock hour that falls in the agreement's own night-overtime band ("colf a 8 € l'ora,
 * 1 ora in più alle 23": domestic night overtime runs from 22 to 6): night overtime. Agreements whose night starts
 * later (Turismo, from 24) keep the day rate at 23.
 */
export function nightByClock(ccnl: Ccnl, asked: Rate['kind'] | undefined, message: string): Rate['kind'] {
  const kind = asked ?? 'straordinario';
  if (kind !== 'straordinario') return kind;
  const at = EXTRA_AT_CLOCK.exec(readable(message));
  const night = (ccnl.rates.rates ?? []).find((r) => r.kind === 'straordinario_notturno');
  const band = night?.condition ? NIGHT_BAND.exec(night.condition) : null;
  if (!at || !band) return kind;
  const [hour, from, to] = [Number(at[1]), Number(band[1]), Number(band[2])];
  const inside = from > to ? hour >= from || hour < to : hour >= from && hour < to;
  return inside ? 'straordinario_notturno' : kind;
}
