import { countValue, parseNumber } from '../reader/numbers.js';
import { readable } from '../reader/text.js';

/**
 * Increments said on top of a stated monthly pay ("minimo 1.692,69 + 2 scatti da 33,05", "1.500 più tre scatti
 * di 25 euro", "paga base 1.600 e 2 scatti da 30 €"): the month a 13th, a net or a cost is computed on is the pay
 * plus count × amount. A rule that leaves the increments out (the FIPE 14th) drops the count from the request
 * and gets the pay alone. Increments said inside the pay ("1.700 di cui 40 di scatti") are increments-given.ts's.
 */

const COUNT = String.raw`(\d{1,2}|un[oa]?|due|tre|quattro|cinque|sei|sette|otto|nove|dieci)`;
const ON_TOP = new RegExp(
  String.raw`\d(?:[\d.]*\d)?(?:,\d{1,2})?\s*(?:€|euro)?\s*(?:\+|piu|oltre a|oltre|e|con)\s*(?:i |gli )?${COUNT}\s*scatt\w*\s*(?:da|di)\s*(?:€\s*)?(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:€|euro)?`,
);

/** The count and the amount of each increment said on top of a pay; undefined when the message says none. */
export function incrementsOnTop(message: string): { count: number; each: number } | undefined {
  const m = ON_TOP.exec(readable(message));
  if (!m?.[1] || !m[2]) return undefined;
  const count = countValue(m[1]);
  const each = parseNumber(m[2]);
  if (!count || !each || each >= 500) return undefined;
  return { count, each };
}

// "ha due scatti di anzianità da 33,05 € l'uno", "con 3 scatti di 25 euro": the increments told with their amount.
const TOLD_EACH = new RegExp(
  String.raw`\b${COUNT}\s*scatt\w*(?:\s+(?:di\s+)?anzianita)?\s*(?:da|di)\s*(?:€\s*)?(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:€|euro)?(?!\s*(?:ann|mes|%))`,
);

/**
 * The amount of each increment the message tells ("due scatti da 33,05 € l'uno"), for an agreement whose file has
 * no amount per level; undefined when the message tells none.
 */
export function incrementToldEach(message: string): { count: number; each: number } | undefined {
  const m = TOLD_EACH.exec(readable(message));
  if (!m?.[1] || !m[2]) return undefined;
  const count = countValue(m[1]);
  const each = parseNumber(m[2]);
  if (!count || !each || each >= 500) return undefined;
  return { count, each };
}
