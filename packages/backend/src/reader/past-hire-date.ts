import { MONTH_NAMES, MONTHS } from '../kb/format.js';
import { PAY_TABLE_INTENTS } from './asked-topic.js';
import { nowOverStoryDate, nowSaidDate } from './now-over-story.js';
import { relativeDate } from './relative-dates.js';
import type { TypedRequest } from './request.js';

/**
 * A start said as the worker's: "lavoro da settembre 2021", "assunta a marzo del 2019", "sono qui dall'estate del
 * 2020", "a tempo indeterminato da gennaio 2025" (the contract's start, not the table asked).
 */
const START = new RegExp(
  String.raw`\b(?:(?:lavor(?:o|a|ano|iamo)|sono (?:qui|li|in azienda|in servizio)|in servizio|in forza)\s+(?:[\w']+\s+){0,4}?(?:da|dal mese di|dall['’ ]\s*(?:estate|inverno|autunno|inizio)\s+del)|assunt[oaie]\s+(?:a|ad|nel mese di|il\s+\d{1,2}°?)|(?:assunt[oaie]\s+)?a tempo indeterminato\s+(?:da|dal mese di)|entrat[oaie]\s+(?:a|ad|il\s+\d{1,2}°?))\s+(?:(${MONTH_NAMES})\s+)?(?:del\s+)?(20\d\d)\b`,
);

/** The pay asked in the past ("quanto prendevo", "allora", "a quel tempo"): the day said is the one asked. */
const PAST_ASKED =
  /\b(?:prendevo|prendeva|guadagnavo|era|erano|avevo|aveva|spettava|allora|a quel tempo|all'epoca|in quel periodo)\b/;

const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

/**
 * "lavoro da settembre 2021 al 4° livello commercio, quanto prendo netto?", "sono stata assunta a settembre 2021…
 * quanto prendo?": a start more than a year ago is the service's, not the day the pay is asked at, which is
 * today (a recent start stays: "assunta a marzo 2026" can be the month whose pay is asked). The start is kept as
 * the hiring day.
 */
function pastHireDate(request: TypedRequest, text: string, today: string): void {
  const { slots } = request;
  if (!slots.date || !PAY_TABLE_INTENTS.has(request.intent) || PAST_ASKED.test(text)) return;
  const m = START.exec(text);
  const saidStart =
    m !== null &&
    slots.date.startsWith(m[2] as string) &&
    (m[1] === undefined || slots.date.slice(0, 4) === m[2]);
  if (slots.date !== slots.hireDate && !saidStart) return;
  if (monthsBetween(slots.date, today) <= 12) return;
  slots.hireDate ??= slots.date;
  if (slots.taxYear === Number(slots.date.slice(0, 4))) delete slots.taxYear;
  delete slots.date;
}

/**
 * "e all'ora quanto prendo?" after "assunto il 3 marzo 2026…": the hire day carried as the conversation's date
 * is no date for today's pay; a date the follow-up says itself stays.
 */
function withoutHireDayDate(request: TypedRequest, own: TypedRequest): void {
  if (
    own.slots.date === undefined &&
    request.slots.date !== undefined &&
    request.slots.date === request.slots.hireDate &&
    (request.intent === 'hourly_rate' || request.intent === 'minimum_pay')
  )
    delete request.slots.date;
}

/**
 * "assunta a febbraio di quest'anno … giovedì scorso sono rimasta due ore in più: quanto mi spetta?": hours of
 * overtime are paid at the table of the days they were worked, not the hiring day's. The hire day read as the
 * day asked gives way (a month the hours were worked in is read after: workedMonth), unless the hire's month is
 * named again ("assunta a marzo 2025 … a marzo ho fatto 5 ore").
 */
function withoutHireDayForHours(request: TypedRequest, text: string): void {
  const { slots } = request;
  if (request.intent !== 'overtime_value' || !slots.hireDate || slots.date !== slots.hireDate) return;
  const month = MONTHS[Number(slots.hireDate.slice(5, 7)) - 1];
  if (month && (text.match(new RegExp(`\\b${month}\\b`, 'g')) ?? []).length > 1) return;
  if (slots.taxYear === Number(slots.hireDate.slice(0, 4))) delete slots.taxYear;
  delete slots.date;
}

/**
 * The day a pay is asked at: neither a hiring day carried by a follow-up nor a start long ago; a day said
 * relative to a month or a year ("prima di novembre", "a inizio 2026": relative-dates.ts).
 */
export function datesAsked(request: TypedRequest, own: TypedRequest, text: string, today: string): void {
  withoutHireDayDate(request, own);
  withoutHireDayForHours(request, text);
  pastHireDate(request, text, today);
  relativeDate(request, text, today);
  nowSaidDate(request, text); // "adesso, novembre 2026": the month said as now
  nowOverStoryDate(request, text, today); // "le buste di giugno 2025 … in vigore adesso?": today (now-over-story.ts)
}
