import { wordsToNumber } from '../reader/numbers.js';

/**
 * "e se 2 di quelle ore le ho fatte dopo mezzanotte cm cambia il totale?", "3 delle ore in più erano di notte":
 * how many of a timesheet's overtime hours the question says were worked at night (valued at the agreement's
 * night overtime rate instead of the weekday one). Undefined when the question says no such share.
 */
const COUNT = String.raw`(\d{1,2}(?:,\d)?|una|un'|due|tre|quattro|cinque|sei|sette|otto)`;
const NIGHT = String.raw`(?:dopo (?:la )?mezzanotte|oltre (?:la )?mezzanotte|di notte|in orario notturno|notturn\w*|dopo le (?:22|23|24)|tra le (?:22|23|24) e le \d)`;
const SPLIT = new RegExp(
  String.raw`\b${COUNT}\s+(?:(?:di|delle|tra le) (?:quelle|queste|quest'|le)\s*)?(?:ore\b)?[^.?!;]{0,40}?\b${NIGHT}`,
);

export function nightOvertimeHours(question: string): number | undefined {
  const m = SPLIT.exec(question);
  if (!m?.[1]) return undefined;
  const written = m[1];
  const value = /^\d/.test(written)
    ? Number(written.replace(',', '.'))
    : wordsToNumber(written === "un'" ? 'una' : written);
  return value && value > 0 ? value : undefined;
}

/** A follow-up that changes the earlier valuation ("cm cambia il totale?", "quanto diventa?", "e quindi quanto?"). */
const AGAIN =
  /\bcambi\w*\b|\bdiventa\w*\b|\bquanto (?:viene|fa|sarebbe|verrebbe)\b|\bil totale\b|\bquanto (?:mi )?(?:spetta|devono)\b/;
export const revaluesEarlier = (question: string): boolean => AGAIN.test(question);
