import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * A 13th or 14th month asked at a leaving ("mi dimetto a fine aprile: di tredicesima cosa mi spetta?", "lascio
 * il 20 marzo, la quattordicesima me la pagano?"): the ratei up to the leaving day, not when the agreement pays
 * the month or how many it has. Called from `short-asks.ts`.
 */

const EXTRA_MONTH = /\btredicesim\w*|\bquattordicesim\w*|\b1[34](?:a|ª|esima)\b|\bratei\b/;
const LEAVING =
  /\bdimett\w*|\bdimission\w*|\blicenzi\w*|\blascio\b|\blascia\w*|\bcess\w*|\bse ne va\b|\bme ne vado\b|\bultimo giorno\b|\bfine rapporto\b/;
const ASKS_AMOUNT =
  /\bspett\w*|\bquant\w*|\bcosa mi\b|\bcosa gli\b|\bcosa le\b|\bmatur\w*|\bratei\b|\bprendo\b|\bdanno\b|\bpagan\w*/;

export function extraMonthAtLeaving(req: TypedRequest, text: string): Partial<TypedRequest> | undefined {
  if (req.intent !== 'monthly_payments') return undefined;
  if (req.slots.endDate === undefined && !LEAVING.test(text)) return undefined;
  if (!LEAVING.test(text)) return undefined;
  const clause = askedClause(text);
  if (!EXTRA_MONTH.test(clause) || !ASKS_AMOUNT.test(clause)) return undefined;
  // "quando si paga la tredicesima?" asks the timing, not the amount.
  if (/\bquando\b/.test(clause) && !/\bquant\w*/.test(clause)) return undefined;
  return {
    intent: 'thirteenth_pro_rata',
    alsoAsked: req.alsoAsked.filter((i) => i !== 'thirteenth_pro_rata'),
  };
}
