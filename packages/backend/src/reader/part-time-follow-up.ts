import type { Amount, Slots } from './request.js';

/**
 * "RAL 28.000, quanto netto?" then "e se fossi part-time al 50%?": the follow-up makes the same full-time pay
 * part-time, so the RAL or monthly gross the conversation gave is scaled by the share. A pay given with the
 * part-time in the same turn is already the part-time one, and a level's minimum is scaled by the agents.
 */
export function partTimeAmounts(previous: Slots, own: Slots, merged: Slots): Amount[] | undefined {
  const share = own.partTimePercent;
  if (share === undefined || share <= 0 || share >= 100) return undefined;
  if (previous.partTimePercent !== undefined || own.amounts.length || merged.level !== undefined)
    return undefined;
  const pay = merged.amounts.filter((a) => a.kind === 'ral' || a.kind === 'monthly_gross');
  if (!pay.length || pay.some((a) => a.perHour)) return undefined;
  return merged.amounts.map((a) =>
    a.kind === 'ral' || a.kind === 'monthly_gross'
      ? { ...a, value: Math.round(((a.value * share) / 100) * 100) / 100 }
      : a,
  );
}
