import type { Ccnl } from '../kb/schema.js';

// "e poi quando la pagano", "in che mese arriva?", "quando viene pagata?", "entro quando va data?".
const WHEN_ASKED =
  /\bquando (?:me |ce |te |glie)?(?:la |le |lo |li )?(?:pagan\w*|paga\b|da\b|danno|vers\w*|arriv\w*|ricev\w*|prend\w*|eroga\w*|va data|va pagata)|\bquando (?:viene|vengono|e|va) (?:pagat|erogat|versat|dat)\w*|\bin (?:che|quale) mese\b|\bentro quando\b|\bquando si (?:paga|riceve|prende)\b/;

/** " La quattordicesima si paga entro il 15 luglio.": when the agreement pays the extra month, if the text asks. */
export function paidWhen(text: string, ccnl: Ccnl | undefined, payment: string): string {
  const paid = ccnl?.monthly_payments.extra?.find((e) => e.name === payment)?.paid;
  if (!paid || !WHEN_ASKED.test(text)) return '';
  return ` La ${payment} si paga **${paid}**.`;
}
