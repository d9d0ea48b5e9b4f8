import type { TypedRequest } from './request.js';

/**
 * A payroll office checking payslips that asks one figure outright ("sto controllando i cedolini di dicembre …
 * il gestionale mi propone una cifra che non mi torna. Quanto deve essere la sua tredicesima lorda di
 * quest'anno?"): with no figure of the payslip told there is nothing to check, and the question asks the 13th
 * or 14th month the case gives (hire date, level), not the payslip's other figures.
 */
const ASKS_EXTRA_MONTH =
  /\bquant[oa] (?:\w+ ){0,5}?(?:tredicesim\w*|quattordicesim\w*|13(?:a|esima|ª)|14(?:a|esima|ª))\b|\b(?:tredicesim\w*|quattordicesim\w*)\b[^?.;]{0,40}\bquant[oa]\b/;

/** The last sentence that asks, up to its question mark. */
const asking = (text: string) => text.match(/[^.;!?]*\?/g)?.at(-1);

export function askedExtraMonth(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'payslip_check') return {};
  // A figure of the payslip told (a gross, a net, a deduction, a sum) is checked by the payslip check.
  if (request.slots.amounts.some((a) => a.kind !== 'hours')) return {};
  const sentence = asking(text);
  if (!sentence || !ASKS_EXTRA_MONTH.test(sentence)) return {};
  return { intent: 'thirteenth_pro_rata' };
}
