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

const PART_TIME = /part.?time|tempo parziale/i;
const PERCENT_STATED = /part.?time[^\n%]{0,40}?\b(\d{1,2}(?:,\d+)?)\s*%/i;

/**
 * The share a part-timer's document states ("Part-time orizzontale 62,50%"), as a fraction: its items are then
 * paid at that share, and are weighed against the table's items times it. Undefined for a full-time document or
 * one that states no percentage.
 */
export function statedShare(text: string): number | undefined {
  if (!PART_TIME.test(text)) return undefined;
  const said = PERCENT_STATED.exec(text)?.[1];
  const share = said ? Number(said.replace(',', '.')) / 100 : undefined;
  return share !== undefined && share > 0 && share < 1 ? share : undefined;
}
