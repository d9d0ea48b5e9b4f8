import { countValue } from './numbers.js';
import type { TypedRequest } from './request.js';

const COUNT = String.raw`(\d{1,2}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|quindici|venti)`;
const HOURS = String.raw`(\d{1,2}(?:[.,]\d{1,2})?)`;
/**
 * "8 notti da 7 ore", "4 turni di notte di 8 ore", "3 domeniche da 6 ore", "due festivi da 8 ore": a count of
 * nights, Sundays or holidays worked, each of so many hours. (A count of plain days, "5 giorni da 8 ore", is the
 * schedule, not the hours asked.)
 */
const SHIFTS_OF_HOURS = new RegExp(
  String.raw`\b${COUNT} (?:nott[ie]|nottat[ae]|turn[oi] (?:di notte|notturn[oi]|festiv[oi])|domenich[ae]|festiv[io]|giornat[ae] festiv[ae]|sabati) (?:da|di|ciascun[oa] da|ognuno da|ognuna da) ${HOURS} or[ae]\b`,
);

/**
 * The value of night, Sunday or holiday hours asked, told as a count of shifts each of so many hours: the hours
 * valued are the shifts' total (8 × 7 = 56), not the hours of one shift nor a weekly schedule of 7 hours.
 * Left as read when the hours asked were told otherwise.
 */
export function shiftCountHours(req: TypedRequest, text: string): TypedRequest {
  if (req.intent !== 'overtime_value') return req;
  const m = SHIFTS_OF_HOURS.exec(text);
  const count = m ? countValue(m[1] ?? '') : undefined;
  const each = m ? countValue(m[2] ?? '') : undefined;
  if (!count || !each || count < 2 || each > 24) return req;
  const { slots } = req;
  if (slots.extraHours !== undefined && slots.extraHours !== each) return req;
  const { weeklyHours, ...rest } = slots;
  const total = Math.round(count * each * 100) / 100;
  return {
    ...req,
    slots: {
      ...rest,
      ...(weeklyHours !== undefined && weeklyHours !== each ? { weeklyHours } : {}),
      extraHours: total,
    },
  };
}

const WEEKDAYS = ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica'];
const DAY = String.raw`(luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica)`;
/** "2 ore in più al giorno dal lunedì al giovedì", "3 ore di straordinario ogni giorno da lunedì a venerdì". */
const DAILY_OVER_RANGE = new RegExp(
  String.raw`\b${HOURS} ore (?:in pi[uù] |extra |di straordinario )?(?:al giorno|ogni giorno|per giorno|a giornata)(?: \w+){0,2}? dal? ${DAY} (?:al?|fino al?) ${DAY}\b`,
  'i',
);

/**
 * Overtime told as so many hours a day over a range of weekdays ("2 ore in più al giorno dal lunedì al giovedì"):
 * the hours valued are the days' total (2 × 4 = 8), not one day's. Left as read when the hours were told
 * otherwise (a count other than the day's).
 */
export function dailyHoursOverDays(req: TypedRequest, text: string): TypedRequest {
  if (req.intent !== 'overtime_value' && req.slots.overtimeKind === undefined) return req;
  const m = DAILY_OVER_RANGE.exec(text);
  const each = m ? Number((m[1] ?? '').replace(',', '.')) : undefined;
  const from = WEEKDAYS.indexOf((m?.[2] ?? '').toLowerCase().replace('ì', 'i'));
  const to = WEEKDAYS.indexOf((m?.[3] ?? '').toLowerCase().replace('ì', 'i'));
  if (!each || each > 12 || from < 0 || to <= from) return req;
  if (req.slots.extraHours !== undefined && req.slots.extraHours !== each) return req;
  return { ...req, slots: { ...req.slots, extraHours: Math.round(each * (to - from + 1) * 100) / 100 } };
}
