import type { TypedRequest } from './request.js';

/**
 * The payments told as the case's premise of a calculation ("la paga di adesso (paga base + contingenza su 14
 * mensilità, EDR su 13), quanto le resterebbe netto in un anno?"): the count is a given, not the agreement's rule
 * on extra months asked beside the figure. Asking it keeps it ("su quante mensilità?", "quando si paga la 14ª?").
 */
const CALCULATED = new Set([
  'tfr',
  'thirteenth_pro_rata',
  'gross_to_net',
  'minimum_pay',
  'net_to_gross',
  'employer_cost',
  'part_time',
]);
const COUNT_STATED = /\bsu (?:1[2-5]|tredici|quattordici|quindici)(?: mensilit\w*)?\b/;
const PAYMENTS_ASKED =
  /\bquant[ei] mensilit|\bsu quant[ei]\b|\bmensilit\w*\s*\?|\b(?:quando|come) (?:si |me la |gliela |la )?(?:pag\w*|matur\w*|calcol\w*)\b[^.?!]{0,30}\b(?:tredicesim|quattordicesim|mensilit)|\b(?:ha|hanno|prevede|c'e) (?:la )?(?:quattordicesim|14)/;

/** Whether a calculation's text states its payments as a premise and does not ask them. */
export function paymentsAsPremise(request: TypedRequest, text: string): boolean {
  return CALCULATED.has(request.intent) && COUNT_STATED.test(text) && !PAYMENTS_ASKED.test(text);
}

export function withoutPaymentsPremise(request: TypedRequest, text: string): TypedRequest {
  if (!request.alsoAsked.includes('monthly_payments') || !paymentsAsPremise(request, text)) return request;
  return { ...request, alsoAsked: request.alsoAsked.filter((i) => i !== 'monthly_payments') };
}
