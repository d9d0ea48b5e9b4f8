import { readable } from '../reader/text.js';

/**
 * The part of a stated monthly gross that is seniority increments ("prendo 1.700 lordi di cui 40 sono scatti",
 * "1.850 compresi 62 euro di scatti"): a month whose rule leaves increments out (the FIPE 14th) is computed
 * on the gross without them.
 */
const PART =
  /\b(?:di cui|compres[io]|inclus[io]|con)\s+(\d{1,3}(?:,\d{1,2})?)\s*(?:€|euro)?\s*(?:sono\s+|di\s+|per\s+(?:gli\s+)?)?(?:gli\s+)?scatt/;

export function incrementsInGross(message: string): number | undefined {
  const m = PART.exec(readable(message));
  return m ? Number((m[1] ?? '').replace(',', '.')) : undefined;
}
