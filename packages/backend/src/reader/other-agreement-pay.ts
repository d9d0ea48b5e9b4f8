import type { Slots } from './request.js';

/**
 * "e se invece è uno studio professionale, 3 livello?" after a pay told for a Terziario 4th level: a follow-up that
 * moves to another agreement and names a level asks that level's own pay, so the monthly pay the earlier turn
 * told (for the earlier level of the earlier agreement) is not carried. Kept when the turn says the pay is the
 * same ("stessa retribuzione", "stesso lordo").
 */
const SAME_PAY =
  /\bstess[oa]\s+(?:retribuzion\w*|paga|lordo|stipendio|importo|cifra|mensile)\b|\bstessi soldi\b/i;

export function withoutOtherAgreementPay(out: Slots, previous: Slots, own: Slots, text: string): void {
  if (!own.agreements.length || !previous.agreements.length) return;
  if (own.agreements.some((id) => previous.agreements.includes(id))) return;
  if (own.level === undefined || SAME_PAY.test(text)) return;
  const told = new Set(own.amounts);
  out.amounts = out.amounts.filter((a) => told.has(a) || (a.kind !== 'monthly_gross' && a.kind !== 'other'));
}
