import { documentTexts } from '../documents/summed-items.js';
import { countValue } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * The nights a worker tells, grouped by their night hours: "3 notti dalle 22 alle 6" is one group of 3 nights of 8
 * hours; a follow-up "una delle tre l'ho fatta solo dalle 22 all'una" moves one of them to a group of 3 hours; an
 * uploaded timesheet ("17/11 22:00-01:00") gives one night a row. Used by the per-night allowance (night-allowance.ts).
 */
export interface NightGroup {
  nights: number;
  hours: number;
}

/** The night window of an agreement's allowance ("22-6"). */
export interface NightWindow {
  from: number;
  to: number;
}

const NIGHTS = /\b(\d{1,2}|[a-z]+) (?:notti|volte|turni di notte|turni notturni)\b/;
// "dalle 22 alle 6", "dalle 22:00 alle 06:00", "dalle 22 all'una" (readable text keeps no accents).
const SPAN = /\bdalle (\d{1,2})(?:[:.]\d{2})? (?:alle (\d{1,2})(?:[:.]\d{2})?|all['’ ]?(una))\b/g;
// A timesheet row: a date, maybe its weekday, then the shift ("17/11 22:00-01:00", "03/11 lun 22.00 - 06.00"). Read
// on the whole text, since an indexed document's lines come back joined; undated shifts ("Altri giorni: turni diurni
// 07:00-14:00") are no row.
const ROW =
  /\b\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})? +(?:\p{L}{2,9}\.? +)?(\d{1,2})[:.]\d{2} ?[-–] ?(\d{1,2})[:.]\d{2}\b/gu;
// "una delle tre", "due di queste", "una di quelle notti": part of the nights told before.
const PART = /\b(una|due|tre|quattro|\d) (?:delle|di quelle|di queste|tra le|fra le)\b/;

export function nightsCount(text: string): number | undefined {
  const m = NIGHTS.exec(text);
  const n = m ? countValue(m[1] ?? '') : undefined;
  return n !== undefined && n > 0 && n <= 31 ? n : undefined;
}

/** The hours from `start` to `end` (o'clock, across midnight) inside the night window. */
function hoursInside(start: number, end: number, window: NightWindow): number {
  const length = (end - start + 24) % 24;
  let inside = 0;
  for (let h = 0; h < length; h++) {
    const hour = (start + h) % 24;
    if (hour >= window.from || hour < window.to) inside++;
  }
  return inside;
}

/** The night hours of the first span said ("dalle 3 alle 6"), or undefined when none is said. */
export function nightHours(text: string, window: NightWindow): number | undefined {
  for (const m of text.matchAll(SPAN)) {
    const start = Number(m[1]);
    const end = m[3] ? 1 : Number(m[2]);
    if (!((end - start + 24) % 24 > 0)) continue;
    return hoursInside(start, end, window);
  }
  return undefined;
}

/** An uploaded timesheet's night rows: one group of one night per row with night hours (day rows left out). */
function timesheetNights(ctx: AgentContext, window: NightWindow): NightGroup[] {
  const groups: NightGroup[] = [];
  for (const doc of documentTexts(ctx.documents)) {
    for (const m of doc.text.matchAll(ROW)) {
      const hours = hoursInside(Number(m[1]), Number(m[2]), window);
      if (hours > 0) groups.push({ nights: 1, hours });
    }
  }
  return groups;
}

/**
 * The nights told, by their hours: this turn's nights and span, else the turn before's; a part of the earlier
 * nights given other hours now ("una delle tre … dalle 22 all'una") splits them; with no nights told, an uploaded
 * timesheet's rows. Empty when nothing is told.
 */
export function nightGroups(ctx: AgentContext, window: NightWindow): NightGroup[] {
  const text = readable(ctx.message);
  const before = readable(ctx.history?.at(-1) ?? '');
  const ownNights = nightsCount(text);
  const ownHours = nightHours(text, window);
  const earlierNights = nightsCount(before);
  const earlierHours = nightHours(before, window);
  const part = PART.exec(text);
  const moved = part ? countValue(part[1] ?? '') : undefined;
  if (
    ownNights === undefined &&
    ownHours !== undefined &&
    earlierNights !== undefined &&
    earlierHours !== undefined &&
    moved !== undefined &&
    moved > 0 &&
    moved < earlierNights
  )
    return [
      { nights: earlierNights - moved, hours: earlierHours },
      { nights: moved, hours: ownHours },
    ];
  const nights = ownNights ?? earlierNights;
  const hours = ownHours ?? earlierHours;
  if (nights !== undefined && hours !== undefined) return [{ nights, hours }];
  return ownNights === undefined ? timesheetNights(ctx, window) : [];
}
