import { withoutLivingCosts } from './follow-up-changes.js';
import type { Slots } from './request.js';

// A band of a rule quoted in the question: "tra 20 e 40 mila euro", "fra 15.000 e 28.000".
const BAND = /\b(?:tra|fra) (\d[\d.,]*) ?(mila|k)?(?: euro)? e (?:i )?(\d[\d.,]*) ?(mila|k)?\b/;
// A figure the worker is said to be above or below: "supero i 32 mila", "sopra i 28.000", "sotto i 15 mila".
const SIDE =
  /\b(?:supero|superi|supera|superiamo|sopra|oltre|sotto|fino a) (?:i |gli |ai |a |il |la soglia (?:di |dei )?)?(\d[\d.,]*) ?(mila|k)?\b/g;

const value = (written: string, thousands?: string) => {
  const n = Number(written.replace(/\.(?=\d{3}\b)/g, '').replace(',', '.'));
  return thousands ? n * 1000 : n;
};

/**
 * The figures a question quotes as a rule's thresholds when it quotes the rule's band ("c'è una detrazione tra 20
 * e 40 mila, ma il collega dice che non mi spetta perché supero i 32 mila"): the band's ends and the sides of
 * it, which are not the worker's income. Empty when no band is quoted ("e se supero i 40 mila?" is a what-if
 * income). Runs on the folded text.
 */
export function ruleThresholds(text: string): Set<number> {
  const band = BAND.exec(text);
  if (!band) {
    const claimed = claimedThreshold(text);
    return new Set(claimed === undefined ? [] : [claimed]);
  }
  const unit = band[2] ?? band[4];
  const out = new Set([value(band[1] ?? '', unit), value(band[3] ?? '', band[4])]);
  for (const side of text.matchAll(SIDE)) out.add(value(side[1] ?? '', side[2]));
  return out;
}

/**
 * "il collega dice che non mi spetta perché supero i 32 mila": the threshold a reported claim gives as its reason
 * is the claim's bound, not the worker's income (which the conversation or the story gives).
 */
const CLAIMED =
  /\b(?:dic\w*|dett[oa]|sostien\w*|secondo (?:lui|lei|loro|il \w+|la \w+))\b[^.?;]{0,80}?\bperche (?:io )?(?:supero|superi|supera|sto sopra|sono sopra|sono oltre|prendo piu di|guadagno piu di) (?:i |la soglia de(?:i|gli) )?(\d[\d.,]*) ?(mila|k)?/;

/** The threshold a reported claim gives as its reason, or undefined. Runs on the folded text. */
export function claimedThreshold(text: string): number | undefined {
  const m = CLAIMED.exec(text);
  return m ? value(m[1] ?? '', m[2]) : undefined;
}

/** The slots without the amounts a conversation's turn quotes as a rule's thresholds (above). */
export function withoutRuleThresholds(slots: Slots, text: string): Slots {
  const thresholds = ruleThresholds(text);
  if (!thresholds.size || !slots.amounts.length) return slots;
  const amounts = slots.amounts.filter((a) => a.kind === 'hours' || !thresholds.has(a.value));
  return amounts.length === slots.amounts.length ? slots : { ...slots, amounts };
}

/** A later turn's amounts: without living costs (follow-up-changes.ts) and without a rule's thresholds. */
export const turnAmounts = (slots: Slots, text: string): Slots =>
  withoutRuleThresholds(withoutLivingCosts(slots, text), text);
