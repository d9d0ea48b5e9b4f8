import type { TypedRequest } from './request.js';

// The count or timing of the monthly payments asked ("quante mensilità", "quando si paga la tredicesima").
const PAYMENTS_ASKED =
  /\bquant[ei] (?:mensilit|buste|stipendi)|\b(?:quando|in che mese|che mese|entro quando)\b|\bnumero (?:di|delle) mensilit|\bcome (?:si |vengono )?pag|\btredicesim\w*|\bquattordicesim\w*/;

// The year's gross asked over the payments told.
// ("quanto fa di retribuzione lorda annua con tutte le mensilità": the gross word before "annua" too.)
export const YEAR_GROSS_ASKED =
  /\bquant\w* (?:\w+ ){0,3}?(?:la )?(?:retribuzione (?:lorda )?annua|ral\b|lordo annu|annu[oa] lord)|\b(?:retribuzione (?:lorda )?annua|ral|lordo annu\w*)\b[^?]{0,40}\bquant/;

/**
 * "quanto costa in più sull'intero 2027 (13 mensilità)?": a count of monthly payments told as the basis of a
 * figure asked is a term of the calculation (slots.payments), not the agreement's monthly payments asked beside it.
 * The extra ask is kept when the count or the timing of the payments is asked too.
 */
export function toldPayments(req: TypedRequest, text: string): TypedRequest {
  if (req.slots.payments === undefined || !req.alsoAsked.includes('monthly_payments')) return req;
  // ("quanto è la retribuzione annua lorda su 14 mensilità?": the year's gross over the payments is asked.)
  if (PAYMENTS_ASKED.test(text) || YEAR_GROSS_ASKED.test(text)) return req;
  return { ...req, alsoAsked: req.alsoAsked.filter((i) => i !== 'monthly_payments') };
}
