import { parseNumber } from './numbers.js';
import type { Slots } from './request.js';

/** The figures a text gives as the bounds of a range ("tra 28 e 50 mila", "da 28.000 a 50.000 €"). */
export function rangeBounds(text: string): number[] {
  const found: number[] = [];
  const pattern =
    /\b(?:tra|fra|da)(?: i| gli)? (\d[\d.,]*)\s*(mila|k)?(?: ?(?:€|euro))? (?:e|a) (?:i |gli )?(\d[\d.,]*)\s*(mila|k)?/g;
  for (const m of text.matchAll(pattern)) {
    const low = parseNumber(m[1] ?? '');
    const high = parseNumber(m[3] ?? '');
    if (low === undefined || high === undefined) continue;
    // "tra 28 e 50 mila": the thousands of the second bound are the first's too.
    const thousands = Boolean(m[4]);
    const lowValue = m[2] || (thousands && low < 1000) ? low * 1000 : low;
    found.push(lowValue, thousands && high < 1000 ? high * 1000 : high);
  }
  // "l'irpef al 35% vale fino a 50.000 euro?", "oltre i 50 mila si paga il 43%": one bound beside a rate.
  const single = [
    /\b\d{1,2}(?:,\d+)?\s*%[^.?;%]{0,30}?\b(?:fino a|fino ai|oltre|oltre i|sopra|sopra i|sotto|sotto i)\s+(\d[\d.,]*)\s*(mila|k)?/g,
    /\b(?:fino a|fino ai|oltre|oltre i|sopra|sopra i|sotto|sotto i)\s+(\d[\d.,]*)\s*(mila|k)?(?: ?(?:€|euro))?[^.?;%]{0,30}?\b\d{1,2}(?:,\d+)?\s*%/g,
  ];
  for (const pattern of single)
    for (const m of text.matchAll(pattern)) {
      const value = parseNumber(m[1] ?? '');
      if (value !== undefined) found.push(m[2] && value < 1000 ? value * 1000 : value);
    }
  return found;
}

// A bracket, a rate or a tax band named: the figures of a range are its bounds.
const BRACKET_WORDS = /\bscaglion|\baliquot|\birpef\b|\bfascia\b|\bfasce\b/;

/**
 * "per i redditi da 28 a 50mila l'aliquota è ancora al 35%?": a range's bounds beside a bracket or a rate are
 * the bracket's, not a RAL or a pay to compute a net from; they leave the amounts. True when some left.
 */
export function withoutBracketBounds(slots: Slots, text: string): boolean {
  if (!BRACKET_WORDS.test(text)) return false;
  const bounds = new Set(rangeBounds(text));
  const kept = slots.amounts.filter((a) => !bounds.has(a.value));
  const removed = kept.length < slots.amounts.length;
  slots.amounts = kept;
  return removed;
}
