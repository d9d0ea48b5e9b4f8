import { readable } from '../reader/text.js';

/**
 * A weekly schedule said without "settimanali" ("benzinaio con le 45 ore", "faccio 42 ore"): the hours of the
 * schedule, for the divisor written for them; not hours of overtime, night or leave.
 */
export function scheduleSaid(message: string): number | undefined {
  const text = readable(message);
  if (/straordinar|supplementar/.test(text)) return undefined;
  const found =
    /\b(?:con|su|da|faccio|fa|lavoro|orario di)\s+(?:le\s+)?(\d{2})\s*ore\b(?!\s*(?:di\s+)?(?:nott|notturn|festiv|domenic|permess|ferie|rol\b))/.exec(
      text,
    )?.[1];
  return found ? Number(found) : undefined;
}

/** The divisor the agreement states for another weekly schedule ("182 con 42 ore"), if it states one. */
export function divisorForHours(text: string, hours: number | undefined): number | undefined {
  if (hours === undefined) return undefined;
  for (const m of text.matchAll(/(\d{3}) con (\d{2}) ore/g)) if (Number(m[2]) === hours) return Number(m[1]);
  return undefined;
}
