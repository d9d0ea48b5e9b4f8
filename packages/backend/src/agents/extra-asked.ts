import { euro } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { askedSentence } from '../reader/asking-clause.js';
import { REST_MOVED } from '../reader/rest-moved.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import { rateLabel } from './rate-base.js';

/** A surcharge rate as the knowledge base holds it. */
type SurchargeRate = Parameters<typeof rateLabel>[0];

// "quanto mi danno in più la domenica?", "di quanto è la maggiorazione in euro?": the extra, not the whole hour.
const ASKS_EXTRA =
  /\b(?:in piu|di piu|extra|in aggiunta|aggiuntiv\w*)\b|\bmaggiorazion\w* (?:in euro|in soldi)\b|\bdi quanto (?:e |è )?(?:la )?maggiorazion/;

/**
 * The extra an hour earns over the ordinary one, when the question asks how much more: said after the hour's
 * value (", cioè 3,25 € in più all'ora"), in bold since it is the figure asked. Empty otherwise.
 */
export function extraClause(message: string, hourly: number, percent: number): string {
  if (!ASKS_EXTRA.test(readable(message))) return '';
  return `, cioè ${bold(`${euro(cents((hourly * percent) / 100))} in più`)} all'ora`;
}

// "quanto le devo dare di maggiorazione notturna in tutto?", "solo la maggiorazione per quelle ore": the surcharge
// of the hours, not their whole value (ordinary hours at night are already paid by the monthly pay).
const ASKS_EXTRA_TOTAL =
  /\bdi maggiorazion\w*|\bimporto (?:della |delle )?maggiorazion\w*|\bsol[oa] (?:la )?maggiorazion\w*|\bquant\w* (?:\w+ ){0,4}?(?:la |le )?maggiorazion\w*|\bmaggiorazion\w*\b[^?.]{0,40}\bin tutto\b/;

// The surcharge of some hours asked by name ("qual è la maggiorazione per un turno di 8 ore?").
const SURCHARGE_OF_HOURS = /\bqual\w* (?:e |è )?la maggiorazion\w* (?:per|di|su) [^?.]{0,40}?\b\d+ ore\b/;

// The whole hour asked ("in tutto", "compresa la maggiorazione", "quanto vale l'ora").
const WHOLE_VALUE = /\bin tutto\b|\bcompres\w* (?:la )?maggiorazion|\btotale\b|\bquanto vale\b|\bvalore\b/;

/**
 * The opening sentence when the surcharge of several hours is asked: the surcharge alone for those hours, in bold,
 * before the hour's value. Empty when the question asks the hour's value or gives no hours.
 */
export function extraTotalLead(
  message: string,
  hourly: number,
  percent: number,
  hours: number | null | undefined,
  rate: SurchargeRate,
  earlier?: string,
): string {
  const kind = rateLabel(rate);
  // "e se invece è un manutentore non in turno, stesse 8 ore?" after "a quanto ammonta la sola maggiorazione?":
  // the follow-up that asks no value of its own asks what the turn before asked.
  const own = readable(message);
  const text =
    earlier && !ASKS_EXTRA_TOTAL.test(own) && !WHOLE_VALUE.test(own) ? `${own} ${readable(earlier)}` : own;
  // "quanto prendo in più?" for night, Sunday or holiday hours inside the normal schedule: the hours are already
  // paid by the monthly pay, so what is "in più" is the surcharge alone. For overtime the whole hour is extra.
  // "qual è la maggiorazione per un turno notturno di 8 ore?": the surcharge of ordinary hours, in euro.
  // Only the clause that asks counts for "in più": "a me sembra che la domenica sia pagata di più. Quanto avrebbero
  // dovuto pagargli quelle 6 ore?" tells a claim and asks the hours' whole value.
  const asked = own.includes('?') ? askedSentence(own) : own;
  const askedText = text === own ? asked : `${asked} ${readable(earlier ?? '')}`;
  const extraOfOrdinary =
    !kind.startsWith('straordinari') && (ASKS_EXTRA.test(askedText) || SURCHARGE_OF_HOURS.test(text));
  if (!hours || hours <= 1 || !(ASKS_EXTRA_TOTAL.test(text) || extraOfOrdinary)) return '';
  // Holiday hours the agreement pays as holiday overtime (Commercio: the hour's pay plus 30%, on top of the
  // holiday's own pay in the month): what is "in più" is the whole hour, surcharge included.
  if (extraOfOrdinary && !ASKS_EXTRA_TOTAL.test(text) && holidayPaidAsOvertime(rate))
    return holidayHoursLead(hourly, percent, hours);
  const each = (hourly * percent) / 100;
  const rest = kind.startsWith('straordinari') ? '' : restMoved(`${own} ${readable(earlier ?? '')}`);
  const shift = cents(each * hours);
  const times = repeatedShifts(own) ?? (text === own ? undefined : repeatedShifts(readable(earlier ?? '')));
  const repeated =
    times && !alreadyCounted(hours, times.count, text)
      ? `; per ${times.count} ${times.noun} fa ${bold(euro(cents(shift * times.count)))} (${euro(shift)} × ${times.count})`
      : '';
  return `La sola maggiorazione per ${String(hours).replace('.', ',')} ore di ${kind} è ${bold(euro(shift))} (${euro(cents(each))} l'ora × ${String(hours).replace('.', ',')})${repeated}${kind.startsWith('straordinari') ? '' : rest || "; le ore in sé sono già pagate con la retribuzione ordinaria se rientrano nell'orario normale"}. `;
}

// The same hours told as repeated over some evenings, nights or shifts ("2 ore per 20 sere al mese", "e se nel mese
// faccio 12 notti così?"): the surcharge of one, times their number.
const REPEATED_SHIFTS = /\b(\d{1,2}) (sere|serate|notti|turni(?: notturni| di notte)?)\b/;

/**
 * Hours the reader already counted over the shifts ("8 notti da 7 ore" read as 56, "turno 22-6 per 5 notti" as 40)
 * or read from the shifts' own count: not multiplied again.
 */
function alreadyCounted(hours: number, count: number, text: string): boolean {
  if (hours === count) return true;
  const each = hours / count;
  if (!Number.isInteger(each)) return false;
  if (new RegExp(String.raw`\b${each} or[ae]\b`).test(text)) return true;
  return [...text.matchAll(/\b(\d{1,2})(?:[:.]\d{2})? ?(?:-|–|alle) ?(\d{1,2})\b/g)].some(
    (m) => (Number(m[2]) - Number(m[1]) + 24) % 24 === each,
  );
}

/** The number of evenings, nights or shifts the hours are repeated over, with their noun; undefined when none. */
export function repeatedShifts(text: string): { count: number; noun: string } | undefined {
  const found = REPEATED_SHIFTS.exec(text);
  const count = Number(found?.[1]);
  return found?.[2] && count > 1 ? { count, noun: found[2] } : undefined;
}

/** A holiday rate whose hours the agreement pays as holiday overtime, on top of the holiday's own pay. */
function holidayPaidAsOvertime(rate: SurchargeRate): boolean {
  return rate.kind === 'festivo' && /\bcome straordinari\w* festiv/.test(readable(rate.condition ?? ''));
}

/** Holiday hours paid whole with their surcharge, on top of the month's pay: the extra asked. */
function holidayHoursLead(hourly: number, percent: number, hours: number): string {
  const count = String(hours).replace('.', ',');
  const value = hourly * (1 + percent / 100);
  return `Per ${count} ore lavorate nel giorno festivo spettano in più ${bold(euro(cents(value * hours)))} (${euro(cents(value))} l'ora × ${count}): il contratto le paga come straordinario festivo, cioè la quota oraria più il ${percent}%, oltre alla retribuzione della festività che è già nello stipendio del mese. `;
}

/** The rest day the story moves to another day: why only the surcharge is owed on top of the month's pay. */
function restMoved(text: string): string {
  return REST_MOVED.test(text)
    ? "; la giornata in sé è già pagata nello stipendio del mese, perché il riposo che salti ti viene dato in un altro giorno (riposo compensativo): per questo in più spetta solo la maggiorazione, non un'altra giornata intera"
    : '';
}

/**
 * A payslip multiplies the hour's value as printed, rounded to the cent ("ore 4 x 13,05 = 52,20"), while the
 * total keeps the unrounded hour (52,19): when the two differ, the payslip's product is said beside it so the
 * reader can match either. Empty otherwise.
 */
export function roundedHourTotal(
  value: number,
  hours: number | null | undefined,
  total: number | null,
): string {
  if (!hours || total === null) return '';
  const printed = cents(cents(value) * hours);
  if (Math.abs(printed - cents(total)) < 0.005) return '';
  const count = String(hours).replace('.', ',');
  return ` (${euro(printed)} se in busta l'ora è arrotondata a ${euro(cents(value))}: ${euro(cents(value))} × ${count})`;
}
