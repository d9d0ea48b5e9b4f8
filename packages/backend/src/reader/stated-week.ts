// The week a turn states outright, which wins over the hours an earlier turn gave and over a day's hours read as
// the week's: "le assumiamo a 20 ore, dal lunedì al venerdì 4 ore al giorno" after "12 ore settimanali" is 20 hours;
// "orario su 5 giorni (lun-ven, 8 ore)" is a full-time week of 40 hours, not a part-time of 8.
import { countValue } from './numbers.js';
import type { TypedRequest } from './request.js';

const COUNT = String.raw`(\d{1,2}(?:[.,]5)?|due|tre|quattro|cinque|sei|sette|otto|nove)`;
const FIVE = String.raw`(?:dal lun\w* al ven\w*|lun\w*\s*-\s*ven\w*|(?:su |per )?(?:5|cinque) giorni)`;
const SIX = String.raw`(?:dal lun\w* al sab\w*|lun\w*\s*-\s*sab\w*|(?:su |per )?(?:6|sei) giorni)`;
const DAY_HOURS = String.raw`${COUNT}\s*or[ae](?: (?:al giorno|giornalier\w*|ogni giorno|a giornata|per giorno))?`;
// "dal lunedì al venerdì 4 ore al giorno", "orario su 5 giorni (lun-ven, 8 ore)", "8 ore al giorno dal lunedì al
// venerdì": the days of the week and each day's hours, close together.
const DAYS_THEN_HOURS = new RegExp(
  String.raw`(${FIVE}|${SIX})\b[^.?;]{0,12}?\b${DAY_HOURS}(?!\s*(?:settiman|a sett|in tutto|totali|di straordinario|in piu|extra))`,
);
const HOURS_THEN_DAYS = new RegExp(
  String.raw`\b${COUNT}\s*or[ae] (?:al giorno|giornalier\w*|ogni giorno|per giorno)\b[^.?;]{0,12}?\b(${FIVE}|${SIX})`,
);
// "le assumiamo a 20 ore", "la prendiamo da 24 ore": the hire's week.
const HIRED_AT =
  /\b(?:assum\w*|prend\w*|mett\w*|facciamo|faccio|inquadr\w*)\s+(?:(?:a|da|con|per)\s+)(\d{1,2})\s*ore\b(?!\s*(?:al giorno|giornalier|ogni giorno|a giornata|in piu|extra|di (?:straordinario|permesso|ferie)|mensil|al mese))/;

/** The weekly hours the turn states by its days and each day's hours, or by the hire's hours. */
export function statedWeek(said: string): number | undefined {
  const days = DAYS_THEN_HOURS.exec(said);
  const hours = days ? undefined : HOURS_THEN_DAYS.exec(said);
  const dayWord = days?.[1] ?? hours?.[2];
  const each = countValue(days?.[2] ?? hours?.[1] ?? '');
  if (dayWord && each !== undefined && each > 0 && each <= 10)
    return each * (new RegExp(`^${SIX}$`).test(dayWord) ? 6 : 5);
  const hired = Number(HIRED_AT.exec(said)?.[1]);
  return hired > 0 && hired < 48 ? hired : undefined;
}

/**
 * The request with the week the turn states, when other hours were read (a week left unread is read by
 * calc-reading-2.ts). A full week of 40 hours is no part-time; a share said in percent stays.
 */
export function withStatedWeek(request: TypedRequest, said: string): Partial<TypedRequest> {
  const week = statedWeek(said);
  const read = request.slots.weeklyHours;
  if (week === undefined || read === undefined || week === read) return {};
  const { partTimePercent, weeklyHours: _hours, ...slots } = request.slots;
  const share =
    /\d\s*%|\bper ?cento\b/.test(said) && partTimePercent !== undefined ? { partTimePercent } : {};
  return { slots: week === 40 ? { ...slots, ...share } : { ...slots, ...share, weeklyHours: week } };
}
