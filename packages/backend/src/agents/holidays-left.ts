import { wordsToNumber } from '../reader/numbers.js';

/**
 * Holidays accrued and the days already taken, both in one question ("finora ha fatto 6 giorni di ferie: quante
 * ne ha maturate al 31 dicembre e quante gliene restano?"): what is left is the accrual less the days taken.
 * Read on folded text.
 */
const NUMBER = String.raw`(\d{1,2}(?:[.,]5)?|un[oa]?|[a-z]{3,12})`;
const TAKEN_VERB = String.raw`(?:fatt\w*|godut\w*|gode\w*|pres[oaie]\b|preso|usat\w*|usufruit\w*|fruit\w*|consumat\w*|smaltit\w*)`;
const TAKEN = [
  // "ha fatto 6 giorni di ferie", "ne ha già goduti 6 giorni di ferie"
  new RegExp(
    String.raw`\b(?:ha|hanno|abbia|avra|ho)\s+(?:gia\s+)?${TAKEN_VERB}\s+(?:gia\s+)?${NUMBER}\s+(?:giorni|giornate|gg)\b(?:\s+(?:di|delle))?\s+ferie`,
  ),
  // "6 giorni di ferie già goduti", "6 giorni di ferie li ha fatti ad agosto"
  new RegExp(
    String.raw`\b${NUMBER}\s+(?:giorni|giornate|gg)\s+(?:di\s+)?ferie\s+(?:(?:li|le)\s+ha\s+|gia\s+|sono\s+(?:gia\s+)?(?:stat[ei]\s+)?)${TAKEN_VERB}`,
  ),
  // "di ferie ne ha fatte solo 4 giorni", "ferie ne ha godute appena 3 giornate"
  new RegExp(
    String.raw`\bferie\s+(?:ne\s+)?(?:ha|hanno|abbia|avra|ho)\s+(?:gia\s+)?${TAKEN_VERB}\s+(?:gia\s+|solo\s+|soltanto\s+|appena\s+)*${NUMBER}\s+(?:giorni|giornate|gg)\b`,
  ),
  // "ne ha fatti solo 4 giorni di ferie", "ha goduto soltanto 5 giorni di ferie"
  new RegExp(
    String.raw`\b(?:ne\s+)?(?:ha|hanno|abbia|avra|ho)\s+(?:gia\s+)?${TAKEN_VERB}\s+(?:solo|soltanto|appena)\s+${NUMBER}\s+(?:giorni|giornate|gg)\b(?:\s+(?:di|delle))?\s+ferie`,
  ),
];
const LEFT_ASKED =
  /\b(?:rest\w*|riman\w*|rimast\w*|residu\w*|avanz\w*)\b|\bda (?:smaltire|godere|fare|prendere)\b/;

/** The holiday days already taken the question tells, when it also asks what is left. */
export function holidayDaysTaken(text: string): number | undefined {
  return LEFT_ASKED.test(text) ? holidayDaysTold(text) : undefined;
}

/** The holiday days already taken the question tells ("di ferie ne ha fatte solo 4 giorni"). */
export function holidayDaysTold(text: string): number | undefined {
  for (const pattern of TAKEN) {
    const raw = pattern.exec(text)?.[1];
    if (raw === undefined) continue;
    const value = /^\d/.test(raw)
      ? Number(raw.replace(',', '.'))
      : /^un[oa]?$/.test(raw)
        ? 1
        : wordsToNumber(raw);
    if (value !== undefined && value > 0 && value <= 60) return value;
  }
  return undefined;
}
