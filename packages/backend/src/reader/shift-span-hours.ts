import { countValue } from './numbers.js';
import type { TypedRequest } from './request.js';

const WEEKDAYS = ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica'];
const DAY = String.raw`(luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica)`;
const CLOCK = String.raw`(\d{1,2})(?:[:.]\d{2})?`;
/** "turno di notte, 22-6", "turno 22:00-06:00", "notte dalle 22 alle 6": a shift told by its clock times. */
const SPAN = new RegExp(
  String.raw`\b(?:turn[oi]|nott[ei]|notturn[oi]|lavoro)\b[^.?!\d]{0,30}?(?:dalle\s+)?${CLOCK}\s*(?:-|–|alle\s+)\s*${CLOCK}\b(?!\s*(?:€|euro|%|ore\b))`,
  'i',
);
/** "da lunedì a venerdì", "dal lunedì al sabato". */
const DAY_RANGE = new RegExp(String.raw`\bdal?\s+${DAY}\s+(?:al?|fino al?)\s+${DAY}\b`, 'i');
/** "per 5 notti", "cinque turni": a count of such shifts. */
const SHIFT_COUNT =
  /\b(\d{1,2}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) (?:nott[ie]|nottat[ae]|turn[oi])\b/i;

const dayIndex = (day: string) => WEEKDAYS.indexOf(day.toLowerCase().replace('ì', 'i'));

function shiftsTold(text: string): number | undefined {
  const range = DAY_RANGE.exec(text);
  if (range) {
    const from = dayIndex(range[1] ?? '');
    const to = dayIndex(range[2] ?? '');
    return from >= 0 && to > from ? to - from + 1 : undefined;
  }
  const count = SHIFT_COUNT.exec(text);
  return count ? countValue(count[1] ?? '') : undefined;
}

/**
 * Night (or shift) hours told as a shift's clock times over a run of days ("turno di notte 22-6, da lunedì a
 * venerdì"): the hours valued are the shift's length times the days (8 × 5 = 40), not hours an earlier turn
 * valued nor the weekly schedule the turn names. Left as read when the hours the turn asks about were told
 * otherwise (a count of hours in the turn's own words other than the schedule).
 */
export function shiftSpanHours(req: TypedRequest, text: string): TypedRequest {
  if (req.intent !== 'overtime_value') return req;
  const span = SPAN.exec(text);
  if (!span) return req;
  const start = Number(span[1]);
  const end = Number(span[2]);
  if (start > 24 || end > 24) return req;
  const length = (end - start + 24) % 24;
  const shifts = shiftsTold(text);
  if (!length || length > 12 || !shifts || shifts > 31) return req;
  const total = length * shifts;
  const told = req.slots.extraHours;
  // hours the turn itself counts ("6 ore di notte") stay the hours asked; the schedule ("le mie 40 ore") does not.
  if (
    told !== undefined &&
    told !== total &&
    new RegExp(String.raw`\b${told} ore\b(?! (?:normali|settimanali|contrattuali))`).test(text)
  )
    return req;
  return { ...req, slots: { ...req.slots, extraHours: total } };
}
