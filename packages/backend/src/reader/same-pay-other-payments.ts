import type { Slots, TypedRequest } from './request.js';

/** "la stessa RAL", "lo stesso lordo annuo", "a parità di RAL": the year's pay is kept, not the month's. */
const SAME_YEAR_PAY =
  /\bstess[ao] (?:ral|retribuzione annua|lordo annuo|reddito annuo)\b|\ba parita di (?:ral|retribuzione annua|lordo annuo)\b|\b(?:ral|lordo annuo) (?:uguale|invariat[oa])\b/;

/**
 * "e se la stessa RAL me la pagassero in 13 mensilità invece che 14?" after a net computed from a monthly gross on
 * 14 payments: the year's pay stays (monthly gross × the payments before) and only its division changes. Without
 * this the monthly gross would be kept and the year's pay would shrink by one month.
 */
export function samePayOtherPayments(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
): TypedRequest {
  const before = earlier?.payments;
  const now = request.slots.payments;
  if (!before || !now || before === now || own.payments !== now || !SAME_YEAR_PAY.test(text)) return request;
  if (own.amounts.length) return request;
  const monthly = request.slots.amounts.filter((a) => a.kind === 'monthly_gross' && !a.perHour);
  if (monthly.length !== 1 || request.slots.amounts.some((a) => a.kind === 'ral')) return request;
  const [pay] = monthly;
  if (!pay) return request;
  const ral = Math.round(pay.value * before * 100) / 100;
  const amounts = request.slots.amounts.map((a) => (a === pay ? { kind: 'ral' as const, value: ral } : a));
  return { ...request, slots: { ...request.slots, amounts } };
}
