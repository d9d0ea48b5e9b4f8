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
