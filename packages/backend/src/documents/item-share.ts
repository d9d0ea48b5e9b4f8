import type { Passage } from '../kb/passages.js';

// "Paga base (1.257,46 x 60%)   754,48": an item stated at its full-time figure times the part-time share.
const ITEM_AT_SHARE = /\d{1,3}(?:\.\d{3})*,\d{2}\s*[x×*]\s*(\d{1,2}(?:,\d+)?)\s*%/i;

/**
 * The part-time share a payslip applies to its items, when it writes each as the full-time figure times it: the
 * figures read are then full-time ones, and what the worker misses a month is their gap times the share.
 */
export function itemsShare(passages: readonly Passage[]): number | undefined {
  for (const p of passages) {
    const m = ITEM_AT_SHARE.exec(p.text);
    const share = m?.[1] ? Number(m[1].replace(',', '.')) / 100 : undefined;
    if (share && share > 0 && share < 1) return share;
  }
  return undefined;
}
