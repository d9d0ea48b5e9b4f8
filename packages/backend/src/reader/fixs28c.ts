import type { Intent, TypedRequest } from './request.js';

/**
 * Session 28 (fixs28c), read last: an extra month and a pay component said in or out of it ("e nella
 * quattordicesima di luglio ci vanno dentro anche gli scatti?", "il superminimo entra nella tredicesima?") asks
 * what the month is paid on (monthly_payments), not the component's amount nor the month's.
 */
const COMPONENT_IN_EXTRA_MONTH =
  /^(?=.*(?:tredicesim|quattordicesim|\b1[34] ?(?:a|esim\w*|ma)\b))(?=.*\b(?:scatt[oi]|superminim\w*|contingenz\w*|terzo elemento|integrativ\w*)\b)(?=.*\b(?:dentro|compres\w*|comprend\w*|inclus\w*|includ\w*|entra(?:no)?|rientra(?:no)?|ci vanno|vanno|va|si contano|conta(?:no)?|conteggiat\w*|esclus\w*|ci sono)\b)/;
// An amount or a calculation asked: the extra month's figure, whatever it is paid on.
const AMOUNT_ASKED = /\bquant[oiae]?\b|\bimport\w*|\bcalcol(?:a|ami|are)\b|\bdi quanto\b/;
const READ_AS: ReadonlySet<Intent> = new Set([
  'seniority',
  'monthly_payments',
  'thirteenth_pro_rata',
  'minimum_pay',
  'out_of_scope',
]);

export function fixs28cAsks(request: TypedRequest, text: string): TypedRequest {
  if (!READ_AS.has(request.intent) || !COMPONENT_IN_EXTRA_MONTH.test(text) || AMOUNT_ASKED.test(text))
    return request;
  return {
    ...request,
    intent: 'monthly_payments',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'monthly_payments' && i !== 'seniority'),
  };
}
