/**
 * Extra hours told by the clock instead of counted ("dalle 14 alle 16 per allestire la sala e poi dopo la
 * mezzanotte fino alle 3", "dalle 20 alle 24 e dalle 6 alle 8"): each span split into day and night hours at
 * the agreement's night window (22 to 6 unless its night overtime says otherwise: "tra le 24 e le 6" in FIPE), written as counts ("2 ore di giorno, 3 ore di notte") for the reading of hours by case
 * (hours-by-case.ts). Undefined unless the spans give hours of both kinds: one kind alone is the plain answer.
 */

// "dalle 14 alle 16", "dalle 22.30 all'1": a span by the clock.
const SPAN = /\bdalle (\d{1,2})(?:[:.,](\d{2}))? (?:alle|all') ?(\d{1,2}|una)(?:[:.,](\d{2}))?\b/g;
// "dopo la mezzanotte fino alle 3", "da mezzanotte alle 2": a span from midnight.
const FROM_MIDNIGHT =
  /\b(?:dopo (?:la )?|da(?:lla)? |oltre (?:la )?)mezzanotte\b[^.?!;]{0,40}?\b(?:fino )?(?:alle|all') ?(\d{1,2}|una)(?:[:.,](\d{2}))?\b/g;

/** The night window of a night-overtime condition ("tra le 24 e le 6"), on a clock running past midnight. */
export function nightWindow(condition: string | undefined): { from: number; to: number } {
  const m = /\btra le (\d{1,2}) e le (\d{1,2})\b/.exec(condition ?? '');
  const from = m ? Number(m[1]) : 22;
  const to = m ? Number(m[2]) : 6;
  return from >= 18 && from <= 24 && to >= 4 && to <= 8 ? { from, to: to + 24 } : { from: 22, to: 30 };
}

function clock(hour: string | undefined, minutes: string | undefined): number {
  const h = hour === 'una' ? 1 : Number(hour ?? 0);
  return h + Number(minutes ?? 0) / 60;
}

/** The day and night hours of one span; the hours after midnight counted on the next day's clock. */
function split(
  from: number,
  to: number,
  night: { from: number; to: number },
): { day: number; night: number } | undefined {
  let start = from;
  let end = to;
  if (start < 6) start += 24;
  while (end <= start) end += 24;
  if (end - start > 12) return undefined;
  const hours =
    Math.max(0, Math.min(end, night.to) - Math.max(start, night.from)) +
    Math.max(0, Math.min(end, night.to - 24) - Math.max(start, 0));
  return { day: end - start - hours, night: hours };
}

const count = (h: number) =>
  `${Number.isInteger(h) ? h : String(Math.round(h * 100) / 100).replace('.', ',')} ore`;

export function clockHoursAsCounts(text: string, window = nightWindow(undefined)): string | undefined {
  let day = 0;
  let night = 0;
  for (const m of text.matchAll(SPAN)) {
    const part = split(clock(m[1], m[2]), clock(m[3], m[4]), window);
    if (!part) return undefined;
    day += part.day;
    night += part.night;
  }
  for (const m of text.matchAll(FROM_MIDNIGHT)) {
    const part = split(24, clock(m[1], m[2]), window);
    if (!part) return undefined;
    night += part.night;
  }
  if (day <= 0 || night <= 0) return undefined;
  return `${count(day)} di giorno, ${count(night)} di notte.`;
}
