import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { domesticWorkedHolidayRule } from './domestic-worked-holiday.js';
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
// "resta a casa perché è festa": a holiday not worked, on one of her days or not, is paid by the same rule.
const NOT_WORKED =
  /\bnon (?:lavora|lavorera|lavorerebbe|viene|verra|verrebbe|e di turno|sarebbe di turno|doveva lavorare|avrebbe lavorato|dovrebbe lavorare)\b|\bgiorno libero\b|\bnon (?:e|sarebbe) (?:un )?(?:suo )?giorno di lavoro\b|\b(?:resta|sta|rimane|restera|stara|rimarra) a casa\b/;
// Her day off said ("non lavora", "giorno libero"), not only a holiday she stays home for.
const DAY_OFF = new RegExp(
  NOT_WORKED.source.replace(String.raw`|\b(?:resta|sta|rimane|restera|stara|rimarra) a casa\b`, ''),
);
const ASKS_PAY = /\bpag|\bquant[oaie]\b|\bspett/;
const WEEKLY = /\b(\d{1,2}) ore (?:a|alla|la|per|ogni|in) set+(?:iman|\b)/;

export function domesticHolidayPay(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || !isDomestic(ccnl)) return undefined;
  // "badante col lavoro domestico oppure un'operatrice della cooperativa: la maggiorazione festiva nell'uno e
  // nell'altro?": agreements compared are the comparison's, not the domestic rule alone.
  if (req.intent === 'comparison' && req.slots.agreements.length > 1) return undefined;
  const text = readable(ctx.message);
  // Worked holidays asked with no hours or pay told: the rule itself (domestic-worked-holiday.ts).
  const worked = domesticWorkedHolidayRule(ctx, ccnl);
  if (worked) return worked;
  // ("e il 26 dicembre, che è sabato e lei il sabato non lavora mai?": a holiday on her day off asks its pay.)
  if (!HOLIDAY.test(text) || !(ASKS_PAY.test(text) || NOT_WORKED.test(text))) return undefined;
  const hourly = domesticHourlyPay(req);
  const weekly = req.slots.weeklyHours ?? Number(WEEKLY.exec(text)?.[1] ?? Number.NaN);
  const rule = ccnl.hourly_divisor.text;
  if (hourly === undefined || !Number.isFinite(weekly) || !rule) return undefined;
  // "quanto le devo in tutto per queste tre festività?": each paid, worked day or not, and their sum.
  const count = holidaysCounted(text);
  if (
    count !== undefined &&
    !WORKED_ON_IT.test(text) &&
    !HOURS_ON_THEM.test(text.replace(WEEK_DAYS_SCHEDULE, ''))
  )
    return severalHolidaysPay(ccnl, { count, hourly, weekly, rule });
  if (!NOT_WORKED.test(text))
    return NAMED_HOLIDAY.test(text) ? workedHolidayPay(req, ccnl, { text, hourly, weekly, rule }) : undefined;
  const { hoursLabel } = dayOffHoliday(weekly);
  const amount = dayOffHolidayPay(weekly, hourly);
  const answer = DAY_OFF.test(text)
    ? `Sì: nel ${ccnl.short_name} la festività si paga anche se cade in un giorno in cui non avrebbe lavorato. Per chi è pagato a ore vale 1/6 dell'orario settimanale: ${hoursLabel} ore × ${euro(hourly)} = ${bold(euro(amount))}.`
    : `Per la festività non lavorata le spettano ${bold(euro(amount))}: nel ${ccnl.short_name} chi è pagato a ore riceve 1/6 dell'orario settimanale, ${hoursLabel} ore × ${euro(hourly)}, non le ore che avrebbe lavorato quel giorno.`;
  return compose({
    answer,
    steps: [
      `Orario settimanale: ${weekly} ore; 1/6 = ${hoursLabel} ore.`,
      `Festività: ${hoursLabel} × ${euro(hourly)} = ${euro(amount)}.`,
      `La regola: ${rule.replace(/\.$/, '')}.`,
    ],
    citations: ruleCitations(ccnl, rule),
    related: [],
  });
}

/** The holiday rule's citation, on the sources of the hourly pay it is read with. */
const ruleCitations = (ccnl: Ccnl, rule: string) =>
  citeSources(
    ccnl,
    `${ccnl.short_name}: ${rule}`,
    ccnl.hourly_divisor.article ?? null,
    ccnl.hourly_divisor.sources,
  );

// "il primo maggio ha lavorato 5 ore", "a Natale è venuta 3 ore": the hours worked on the holiday itself.
// Any count of hours she works or did ("fa 36 ore", "ha lavorato 5 ore"), the hours themselves read elsewhere.
const WORKED_SAID =
  /\b(?:ha|avra|abbia|aveva) lavorato\s+(\d{1,2}(?:[.,]\d+)?)\s*or[ae]\b|\b(?:e venut[oa]|ha fatto|fa|fara)\s+(\d{1,2}(?:[.,]\d+)?)\s*or[ae]\b/;
// ("se poteva venire comunque 4 ore", "le chiedo di lavorare 3 ore", "lavorare regolarmente le sue 4 ore": asked
// to come is the same; her weekly or daily schedule, "viene 24 ore a settimana", is not.)
const WORKED_ON_IT =
  /\b(?:ha|avra|abbia|aveva) lavorato\s+(\d{1,2}(?:[.,]\d+)?)\s*or[ae]\b|\b(?:e venut[oa]|ha fatto|fa|fara|venire|venga|venisse|verra|verrebbe|lavorare|lavori|lavorasse|lavorera|fare|faccia|facesse)\s+(?:(?:comunque|anche|lo stesso|solo|soltanto|per|almeno|le|sue|solite|regolarmente|normalmente|ugualmente|tutte|normali) ){0,4}(\d{1,2}(?:[.,]\d+)?)\s*or[ae]\b(?!\s*(?:a|la|alla|per|ogni|in|al|su|nei|di)\s+(?:set+(?:iman|\b)|giorn|mese|sui|suoi))/;

/**
 * A holiday an hourly domestic worker works: the holiday is paid all the same (1/6 of the weekly hours) and the
 * hours worked come on top with the agreement's holiday surcharge (60%, art. 16), so the day is both.
 */
function workedHolidayPay(
  req: TypedRequest,
  ccnl: Ccnl,
  { text, hourly, weekly, rule }: { text: string; hourly: number; weekly: number; rule: string },
): AgentAnswer | undefined {
  // (Two or more holidays, or the hour's value asked, "quanto gliele dobbiamo pagare all'ora?", are not one day's total.)
  const asked = text
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.includes('?'))
    .join(' ');
  if ((holidaysCounted(text) ?? 1) > 1 || /\b(?:all'ora|l'ora|ogni ora|orari[ao])\b/.test(asked))
    return undefined;
  // ("fa 30 ore settimanali": her week, not hours on the holiday.)
  const bare = text.replace(WEEK_HOURS, '');
  const said = WORKED_ON_IT.exec(bare) ?? WORKED_SAID.exec(bare);
  const worked =
    req.slots.extraHours ??
    (said ? Number((said[1] ?? said[2] ?? '').replace(',', '.')) : hoursOnTheHoliday(text));
  const surcharge = ccnl.rates.rates?.find((r) => r.kind === 'festivo')?.percent;
  if (worked === undefined || !(worked > 0) || surcharge === undefined) return undefined;
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
      ...ruleCitations(ccnl, rule),
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

const WEEK_HOURS = /\b\d{1,2}(?:[.,]\d+)? ore (?:settimanali|(?:a|alla|la|per|ogni|in) set+(?:iman\w*|\b))/g;
// "dalle 11 alle 16 del 25 dicembre", "a Natale dalle 9 alle 13": a span of the clock on the holiday itself.
const CLOCK_SPAN = /\bdalle (?:ore )?(\d{1,2})(?:[:.](\d{2}))? alle (?:ore )?(\d{1,2})(?:[:.](\d{2}))?\b/;

/** The hours of a clock span told next to the holiday's name (not her usual daily schedule). */
function hoursOnTheHoliday(text: string): number | undefined {
  const span = CLOCK_SPAN.exec(text);
  if (!span) return undefined;
  // The sentence the span is told in.
  const start = Math.max(text.lastIndexOf('.', span.index), text.lastIndexOf('?', span.index)) + 1;
  const end = text.slice(span.index).search(/[.?!]/);
  const near = text.slice(start, end < 0 ? undefined : span.index + end);
  if (!NAMED_HOLIDAY.test(near)) return undefined;
  const at = (h?: string, m?: string) => Number(h) + Number(m ?? 0) / 60;
  const hours = at(span[3], span[4]) - at(span[1], span[2]);
  return hours > 0 && hours <= 14 ? Math.round(hours * 100) / 100 : undefined;
}

/** Hours worked on the holidays, or an hour's pay asked ("può venire 5 ore ciascun giorno", "quelle ore"). */
const HOURS_ON_THEM =
  /\b(?:puo|potra|verra|viene|venire|lavora|lavorera|lavorare)\b[^.?]{0,20}\b\d+ ore\b(?! (?:a|la|alla|per|ogni|in) set+(?:iman|\b))|\bquelle ore\b|\ball'ora\b|\bore (?:nei|dei|di) (?:giorni )?festiv/;
// "viene lunedì e mercoledì 3 ore": her week's schedule, not hours worked on the holidays.
const WEEK_DAYS_SCHEDULE =
  /\b(?:viene|lavora|fa)\b[^.?]{0,10}?\b(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)\b[^.?\d]{0,25}?\d+ ore\b/g;
const COUNT_WORDS: Record<string, number> = { due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7 };
/** "queste tre festività", "le 2 feste", "tutte e tre le festività": how many holidays are asked together. */
const COUNTED =
  /\b(\d{1,2}|due|tre|quattro|cinque|sei|sette)\s+(?:le\s+)?(?:festivita|feste|giorni festivi|festivi)\b/;
const NAMED: readonly RegExp[] = [
  /\bnatale\b|\b25 dicembre\b/,
  /santo stefano|\b26 dicembre\b/,
  /\bimmacolata\b|\b8 dicembre\b/,
  /capodanno|\b(?:1|primo) gennaio\b/,
  /\bepifania\b|\b6 gennaio\b/,
  /pasquetta|lunedi dell'angelo/,
  /\b25 aprile\b|\bliberazione\b/,
  /\b(?:1|primo) maggio\b/,
  /\b2 giugno\b/,
  /ferragosto|\b15 agosto\b/,
  /\b(?:1|primo) novembre\b|ognissanti/,
];

// "il 25 e 26 dicembre", "l'1 e il 6 gennaio": days sharing one month, each spelled with it.
const DAYS_ONE_MONTH =
  /\b(\d{1,2}) e (?:il |l')?(\d{1,2}) (gennaio|aprile|maggio|giugno|agosto|novembre|dicembre)\b/g;
// "a dicembre ci sono l'8, il 25 e il 26": a list of days after its month (or before it), each given the month.
const MONTHS =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
const DAY_LIST = /\b(?:(?:l'|il |lo )?\d{1,2}(?:,\s*|\s+e\s+)){1,10}(?:l'|il |lo )?\d{1,2}\b/g;
const MONTH_BEFORE = new RegExp(String.raw`\b(${MONTHS})\b[^.?\d]{0,30}$`);
const MONTH_AFTER = new RegExp(String.raw`^\s+(${MONTHS})\b`);
function listedDates(text: string): string {
  const dates: string[] = [];
  for (const m of text.matchAll(DAY_LIST)) {
    const before = text.slice(0, m.index);
    const month = MONTH_AFTER.exec(text.slice(m.index + m[0].length))?.[1] ?? MONTH_BEFORE.exec(before)?.[1];
    if (month) for (const day of m[0].match(/\d{1,2}/g) ?? []) dates.push(`${Number(day)} ${month}`);
  }
  return dates.join(', ');
}
const spelledDates = (text: string) =>
  `${text.replace(DAYS_ONE_MONTH, '$1 $3 e $2 $3')} ${listedDates(text)}`;

/** Two or more holidays asked together: the number said, else the distinct holidays named. */
function holidaysCounted(text: string): number | undefined {
  const said = COUNTED.exec(text)?.[1];
  const listed = spelledDates(text);
  const count = said ? (COUNT_WORDS[said] ?? Number(said)) : NAMED.filter((r) => r.test(listed)).length;
  return count >= 2 && count <= 12 ? count : undefined;
}

/**
 * Several holidays of an hourly domestic worker: each is paid 1/6 of the weekly hours whether or not it falls on
 * one of her working days, and whether or not the family is away; the sum is what is owed.
 */
function severalHolidaysPay(
  ccnl: Ccnl,
  { count, hourly, weekly, rule }: { count: number; hourly: number; weekly: number; rule: string },
): AgentAnswer {
  const { hoursLabel } = dayOffHoliday(weekly);
  const each = dayOffHolidayPay(weekly, hourly);
  // The exact sixth times the days, rounded once (8/6 × 8,50 × 2 = 22,67, not 2 × 11,33).
  const total = dayOffHolidayPay(weekly * count, hourly);
  return compose({
    answer: `Per le ${count} festività le spettano in tutto ${bold(euro(total))}: ${bold(euro(each))} ciascuna (1/6 dell'orario settimanale, ${hoursLabel} ore × ${euro(hourly)}). Nel ${ccnl.short_name} chi è pagato a ore ha diritto a ogni festività anche se cade in un giorno in cui non avrebbe lavorato, non solo a quelle che cadono nei suoi giorni di lavoro.`,
    steps: [
      `Orario settimanale: ${weekly} ore; 1/6 = ${hoursLabel} ore per festività.`,
      `Una festività: ${hoursLabel} × ${euro(hourly)} = ${euro(each)}.`,
      `${count} festività: ${count} × ${hoursLabel} ore × ${euro(hourly)} = ${euro(total)} (arrotondato una volta sola).`,
      `La regola: ${rule.replace(/\.$/, '')}.`,
    ],
    assumptions: [
      'Se lavora in una di queste festività, le ore lavorate si pagano in più con la maggiorazione del lavoro festivo.',
    ],
    citations: ruleCitations(ccnl, rule),
    related: [],
  });
}
