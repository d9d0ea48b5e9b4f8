import type { Intent } from './request.js';

/**
 * Extra pay asked for the time worked, beside the word rules of intents.ts: an allowance for night, holiday or
 * shift work ("c'è un'indennità per chi lavora di notte?", "quanto di indennità per le sei notti?") and something
 * extra for a day or the night ("il sabato ci spetta qualcosa in più?"): that work's surcharge or allowance.
 */
export const EXTRA_PAY_RULES: [Intent, number, RegExp][] = [
  // An allowance for night, holiday or shift work asked ("c'è un'indennità per chi lavora di notte?"): its rate.
  [
    'overtime_value',
    4,
    /\b(?:indennit|supplement|maggiorazion)\w*\b[^?.]{0,40}\b(?:notturn|di notte|nott[ei]\b|festiv|domenic|turn[oi]\b)|\b(?:lavor\w* di notte|fa\w* (?:le|la) nott[ei]|turn[oi] (?:di notte|notturn\w*))\b[^?]{0,60}\b(?:indennit|supplement|maggior)/,
  ],
  // Something extra asked for a day or the night worked ("il sabato ci spetta qualcosa in più?", "di domenica mi
  // pagano di più?"): that day's or the night's surcharge.
  [
    'overtime_value',
    4,
    /\b(?:(?:il|di|al|nel|nei|i) sabat[oi]|(?:la|di|alla|nella|le) domenic(?:a|he)|di notte|(?:la|le) nott[ei]|(?:i|nei) festiv[io])\b[^?.]{0,40}\b(?:spett\w*|tocc\w*|pag\w*|prend\w*|dann\w*|dat\w*|riconosc\w*|vien\w*|aspett\w*)\b[^?.]{0,15}?\b(?:qualcosa (?:in piu|di piu|extra)|di piu|in piu|extra)\b|\b(?:qualcosa (?:in piu|di piu|extra)|pagat\w* di piu)\b[^?.]{0,30}\b(?:il|di|al) (?:sabato|domenica|notte)\b/,
  ],
];
