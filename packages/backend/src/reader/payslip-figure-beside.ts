import { numbersIn } from './numbers.js';
import type { TypedRequest } from './request.js';

/**
 * "part time 20 ore, 4° livello: quanto devo prendere lordo al mese? in busta ho 891 e qualcosa": the figure is
 * what the payslip shows, told beside the question, not a net pay to gross up. The question asks the part-timer's
 * gross due at the level (the minimum's share), with that figure weighed against it (part-time-minimum.ts).
 */
// The figure read off the payslip: "in busta ho 891", "nel cedolino c'è 891", "in busta paga mi arrivano 891".
const PAYSLIP_BEFORE = /\b(?:in busta(?: paga)?|(?:nel|sul|in) cedolino)\b[^.;?!\d]{0,30}$/;
// The gross due asked: "quanto devo prendere lordo", "quanto mi spetta di lordo", "lordo dovrebbe essere".
const GROSS_DUE =
  /\b(?:quanto|cosa|che cifra) (?:\w+ ){0,2}?(?:devo|dovrei|dovrebbe\w*|deve|mi spett\w*|spett\w*|tocca\w*)\b[^?]{0,40}\blord\w*|\blord\w*\b[^?]{0,30}\b(?:mi spett\w*|spett\w*|dovrei prendere|dovrebbe essere|devo prendere)\b/;

/** Whether the figure found at `index` of the folded text is read off the payslip ("in busta ho 891"). */
export const payslipFigureAt = (text: string, index: number) =>
  PAYSLIP_BEFORE.test(text.slice(Math.max(0, index - 60), index));

export function payslipFigureBesideGross(request: TypedRequest, text: string): TypedRequest {
  const { slots } = request;
  if (request.intent !== 'net_to_gross' || !slots.level || !slots.agreements.length) return request;
  if (slots.weeklyHours === undefined && slots.partTimePercent === undefined) return request;
  const [figure, ...others] = slots.amounts.filter((a) => a.kind !== 'hours');
  if (!figure || others.length || figure.kind !== 'net' || /\bnett\w*/.test(text) || !GROSS_DUE.test(text))
    return request;
  const found = numbersIn(text).find((n) => n.value === figure.value);
  if (!found || !payslipFigureAt(text, found.start)) return request;
  const amounts = slots.amounts.map((a) => (a === figure ? { ...a, kind: 'other' as const } : a));
  return { ...request, intent: 'minimum_pay', alsoAsked: [], slots: { ...slots, amounts } };
}
