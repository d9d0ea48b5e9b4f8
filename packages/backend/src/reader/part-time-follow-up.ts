import { withoutOtherLevelPay } from './level-pay-follow-up.js';
import { changedShare } from './part-time-share.js';
import type { Amount, Slots, TypedRequest } from './request.js';

/** "stessa RAL", "stesso lordo mensile": the pay stays what it was, whatever the hours. */
const SAME_PAY = /\bstess[oa] (?:ral|lordo|lorda|retribuzione (?:annua|mensile|lorda)|stipendio|importo)\b/;

/**
 * "RAL 28.000, quanto netto?" then "e se fossi part-time al 50%?": the follow-up makes the same full-time pay
 * part-time, so the RAL or monthly gross the conversation gave is scaled by the share ("stessa paga oraria"
 * says the same). A pay given with the part-time in the same turn is already the part-time one, and a level's
 * minimum is scaled by the agents.
 */
export function partTimeAmounts(
  previous: Slots,
  own: Slots,
  merged: Slots,
  text = '',
  share = own.partTimePercent,
): Amount[] | undefined {
  if (share === undefined || share <= 0 || share >= 100) return undefined;
  // A level named in the follow-up is the pay asked (its minimum, scaled by the agents); "stessa RAL" keeps the
  // pay as it was. A level only carried from the earlier turn beside a stated pay leaves that pay the case's.
  if (previous.partTimePercent !== undefined || own.amounts.length || own.level !== undefined)
    return undefined;
  if (SAME_PAY.test(text)) return undefined;
  const pay = merged.amounts.filter((a) => a.kind === 'ral' || a.kind === 'monthly_gross');
  if (!pay.length || pay.some((a) => a.perHour)) return undefined;
  return merged.amounts.map((a) =>
    a.kind === 'ral' || a.kind === 'monthly_gross'
      ? { ...a, value: Math.round(((a.value * share) / 100) * 100) / 100 }
      : a,
  );
}

/** Calculations on a yearly or monthly pay that a part-time share scales. */
const SHARED_PAY: ReadonlySet<string> = new Set([
  'gross_to_net',
  'employer_cost',
  'tfr',
  'thirteenth_pro_rata',
]);

/**
 * The amounts of a follow-up once every pass has read it: the conversation's pay scaled by the share the turn
 * states, whichever pass read the share ("30 ore su 40" is read late), for the calculations on that pay.
 */
export function sharedPay(earlier: Slots, own: Slots, request: TypedRequest, text: string): Amount[] {
  // "e per il custode al 6° livello?": another level's table, not the earlier level's pay (level-pay-follow-up.ts).
  const ownLevel = withoutOtherLevelPay(request.intent, earlier, own, request.slots.amounts);
  if (ownLevel) return ownLevel;
  // "e al 50%?" after a part-time of 60%: the share the turn gives replaces the conversation's.
  const share = own.partTimePercent === undefined ? changedShare(earlier.partTimePercent, text) : undefined;
  if (share !== undefined) request.slots.partTimePercent = share;
  const { amounts, partTimePercent } = request.slots;
  const hours = changedHours(earlier, own, text);
  // "e se passa a 30 ore?" after a part-time of 20: the share moves with the hours, whatever is asked.
  if (hours) {
    const share = Math.round((earlier.partTimePercent ?? 100) * hours * 100) / 100;
    if (share < 100) request.slots.partTimePercent = share;
    else delete request.slots.partTimePercent;
  }
  // (A net read as the rules applied to a pay, "quanto netto l'anno?", is a net on that pay too.)
  const netOfPay = request.intent === 'payroll_rules' && /\bnett[oi]\b/.test(text);
  if (!SHARED_PAY.has(request.intent) && !netOfPay) return amounts;
  const scaled = partTimeAmounts(earlier, own, request.slots, text, partTimePercent);
  const ratio = hours ?? payHours(earlier, own, text, request.slots.weeklyHours);
  if (scaled || !ratio) return scaled ?? amounts;
  return amounts.map((a) =>
    (a.kind === 'ral' || a.kind === 'monthly_gross') && !a.perHour
      ? { ...a, value: Math.round(a.value * ratio * 100) / 100 }
      : a,
  );
}

/**
 * The pay of a net or a cost in a follow-up that changes a part-time's hours: "part-time 24 ore, 1.091,25 € al
 * mese" then "e se fossi a 30 ore invece che 24, quanto netto?" is the same hourly pay on the new hours. Only
 * the pay moves here: the share a minimum is scaled by stays as the turn's own hours give it.
 */
function payHours(earlier: Slots, own: Slots, text: string, read: number | undefined): number | undefined {
  const before = earlier.weeklyHours;
  // (The turn's hours as the later passes read them: "a 30 ore invece che 24".)
  const after = own.weeklyHours ?? read;
  if (before === undefined || after === undefined || before <= 0 || after === before) return undefined;
  // A part-time told by its hours alone ("part-time 24 ore": fewer than any full-time week) counts as one.
  if ((earlier.partTimePercent === undefined && before >= 36) || own.partTimePercent !== undefined)
    return undefined;
  const pay = own.amounts.filter((a) => a.kind !== 'hours');
  if (pay.length || own.level !== undefined || SAME_PAY.test(text)) return undefined;
  return after / before;
}

/**
 * "part-time 20 ore, RAL 11.000" then "e se passa a 30 ore settimanali?": the ratio of the new weekly hours to
 * the part-time's the conversation gave (the pay it gave moves with it, at the same hourly pay).
 */
function changedHours(earlier: Slots, own: Slots, text: string): number | undefined {
  const before = earlier.weeklyHours;
  const after = own.weeklyHours;
  if (before === undefined || after === undefined || before <= 0 || after === before) return undefined;
  if (earlier.partTimePercent === undefined || own.partTimePercent !== undefined) return undefined;
  if (own.amounts.length || own.level !== undefined || SAME_PAY.test(text)) return undefined;
  return after / before;
}
