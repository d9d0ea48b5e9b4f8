/**
 * A part-time share said without its sign, as people type or dictate it: "e part time 50?", "part-time al 60",
 * "pt 75". After "al"/"del" the number is a percentage ("a 20" would be hours); a bare number is one only when no
 * full-time week has that many hours (above 40), so "part time 30" stays unread rather than guessed.
 */

/** What may not follow the number: a decimal, a sign already read, hours, days, a level, money, a headcount. */
const NOT_A_SHARE = String.raw`(?![.,]\d|\s*(?:%|per ?cento|ore\b|h\b|settiman|ann[oi]\b|mes[ei]\b|giorn|euro|€|°|ª|º|liv|dipendent))`;
const AFTER_PREPOSITION = new RegExp(String.raw`part.?time\s*(?:al|all'|del)\s*(\d{2})\b${NOT_A_SHARE}`);
const BARE = new RegExp(String.raw`part.?time\s*(\d{2})\b${NOT_A_SHARE}`);

/** The share of a part-time typed without "%" in a folded text, when it can only be a percentage. */
export function unsignedPartTimeShare(text: string): number | undefined {
  const afterPreposition = Number(AFTER_PREPOSITION.exec(text)?.[1]);
  if (afterPreposition >= 10 && afterPreposition < 100) return afterPreposition;
  const bare = Number(BARE.exec(text)?.[1]);
  if (bare > 40 && bare < 100) return bare;
  return undefined;
}

/** A turn that is only a share: "e al 50%?", "e al 40?", "e 75%?", "e se fosse al 60 per cento?". */
const SHARE_TURN =
  /^(?:e|ed|ma|invece|e se (?:fosse|fossi|fossero|passa|passasse|passo|diventa)(?: un| una)?)?\s*(al |all'|del |a )?(\d{2})\s*(%|per ?cento)?\s*\?*\s*$/;

/**
 * The share a follow-up changes a part-time conversation to ("e part time 60" then "e al 50%?"): a sign, "al"/
 * "del", or a number no week's hours reach makes it a percentage ("e a 30?" may be hours, and stays unread).
 */
export function changedShare(earlierShare: number | undefined, text: string): number | undefined {
  if (earlierShare === undefined) return undefined;
  const m = SHARE_TURN.exec(text.trim());
  if (!m) return undefined;
  const value = Number(m[2]);
  const percentage = m[3] !== undefined || /^(?:al|all'|del)\s?$/.test(m[1] ?? '') || value > 40;
  return percentage && value >= 10 && value < 100 && value !== earlierShare ? value : undefined;
}
