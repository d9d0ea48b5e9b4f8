import { readable } from '../reader/text.js';

/**
 * "ok e la colf invece?", "e per l'altra badante?": a few words that only turn the conversation to another
 * person, the question itself coming in the sentences after them. Answered alone, such a part is the earlier
 * turn's case again (the other worker's figures), so it is no part of its own.
 */
const SWITCH =
  /^(?:(?:ok|okay|va bene|allora|ma|grazie)[,.]?\s+)?e\s+(?:per\s+|invece\s+)?(?:(?:la|il|lo|l'|l)\s?)?(?:mia\s+|nostra\s+|sua\s+|altr[oa]\s+)?[a-z]+(?:\s+invece)?\s*\?*$/;
const ASKS = /\b(?:quant\w*|come|quando|cosa|perche|spett\w*|devo|deve|dobbiamo)\b/;

export function onlySwitchesSubject(part: string): boolean {
  const text = readable(part).trim();
  return text.split(/\s+/).length <= 6 && SWITCH.test(text) && !ASKS.test(text);
}
