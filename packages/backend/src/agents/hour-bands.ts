/**
 * An allowance priced by bands of hours away ("23,80 € dalle 6 alle 12 ore, 35,02 € dalle 12 alle 18 ore") and
 * the hours the question tells ("fuori casa 14 ore", "14 ore di trasferta"): the band holding them, read off the
 * passage itself. Undefined when the question tells no hours or no band holds them.
 */

const BAND = /(\d{1,3}(?:\.\d{3})*,\d{2}) ?€ dalle (\d{1,2}) alle (\d{1,2}) ore/g;
// The hours away told, not the hours of a working day ("8 ore al giorno").
const HOURS_AWAY =
  /\b(?:fuori (?:casa|sede)|via da casa|lontano da casa|in trasferta|di trasferta|assente)\s+(?:per\s+)?(\d{1,2})\s*ore\b|\b(\d{1,2})\s*ore\s+(?:fuori (?:casa|sede)|di trasferta|in trasferta|via da casa|lontano da casa)\b/;

export function bandOfHoursAway(
  passage: string,
  question: string,
): { hours: number; amount: string; label: string } | undefined {
  const told = HOURS_AWAY.exec(question);
  const hours = Number(told?.[1] ?? told?.[2]);
  if (!Number.isFinite(hours) || hours <= 0) return undefined;
  for (const m of passage.matchAll(BAND)) {
    const from = Number(m[2]);
    const to = Number(m[3]);
    // ("dalle 12 alle 18 ore": 12 hours are the band above the one ending at 12, as the agreement counts them.)
    if (hours > from && hours <= to)
      return { hours, amount: `${m[1]} €`, label: `dalle ${from} alle ${to} ore` };
  }
  return undefined;
}
