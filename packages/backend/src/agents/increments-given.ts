import { readable } from '../reader/text.js';

/**
 * The part of a stated monthly gross that is seniority increments ("prendo 1.700 lordi di cui 40 sono scatti",
 * "1.850 compresi 62 euro di scatti"): a month whose rule leaves increments out (the FIPE 14th) is computed
 * on the gross without them.
 */
// "con 3 scatti" counts increments: "con" needs a euro amount; a bare number under 10 is a count.
const PART =
  /\b(?:di cui|compres[io]|inclus[io])\s+(\d{1,3}(?:,\d{1,2})?)\s*(€|euro)?\s*(?:sono\s+|di\s+|per\s+(?:gli\s+)?)?(?:gli\s+)?scatt|\bcon\s+(\d{1,3}(?:,\d{1,2})?)\s*(€|euro)\s*(?:di\s+)?scatt/;

export function incrementsInGross(message: string): number | undefined {
  const m = PART.exec(readable(message));
  if (!m) return undefined;
  const value = Number((m[1] ?? m[3] ?? '').replace(',', '.'));
  return m[2] || m[4] || value >= 10 ? value : undefined;
}
