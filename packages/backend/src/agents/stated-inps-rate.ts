import { readable } from '../reader/text.js';

// "contributi a carico del lavoratore al 9,49% come da nostro cedolino", "aliquota INPS 9,49%", "9,49% di contributi".
const RATE = String.raw`(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|per ?cento)`;
const NAMED_BEFORE = new RegExp(
  String.raw`\b(?:contribut\w*|aliquota (?:inps|contributiv\w*)|inps|ivs|trattenut\w* previdenzial\w*|ritenut\w* previdenzial\w*)\b[^.?;%]{0,50}?\b(?:al|del|pari al|pari a|a|di)?\s*${RATE}`,
);
const NAMED_AFTER = new RegExp(String.raw`${RATE}\s*(?:di |dei )?(?:contribut\w*|inps)\b`);

/**
 * The worker's INPS rate the user states for the net ("contributi a carico del lavoratore al 9,49% come da nostro
 * cedolino": the ordinary 9,19% plus 0,30% CIGS), used instead of the ordinary one. Only a plausible employee rate
 * (5–12%) counts; anything else leaves the year's rule.
 */
export function statedInpsRate(message: string): { inpsRatePct: number } | undefined {
  const text = readable(message);
  const m = NAMED_BEFORE.exec(text) ?? NAMED_AFTER.exec(text);
  const rate = m ? Number((m[1] ?? '').replace(',', '.')) : Number.NaN;
  return rate >= 5 && rate <= 12 ? { inpsRatePct: rate } : undefined;
}

/**
 * The stated rate of this turn, else of the latest earlier user turn that states one: "ok e al mese?" after
 * "RAL 24.000, INPS 9,49%" keeps the 9,49% the user gave.
 */
export function conversationInpsRate(
  message: string,
  history: readonly string[] = [],
): { inpsRatePct: number } | undefined {
  for (const turn of [message, ...[...history].reverse()]) {
    const stated = statedInpsRate(turn);
    if (stated) return stated;
  }
  return undefined;
}
