import type { Intent } from './request.js';

// A pay worked out from a figure: the conversation's case, which a later turn may ask another sum of.
const PAY_CALCULATIONS = new Set<Intent>([
  'minimum_pay',
  'hourly_rate',
  'gross_to_net',
  'net_to_gross',
  'employer_cost',
  'part_time',
]);
// "e di tredicesima", "la 14ª", "la quattordicesima": the extra monthly payment named as the turn's subject. A month
// of service counted ("e dal 13° mese?", "al 14° mese di contratto", "dal 13° al 24°": an apprentice's band) is not.
const EXTRA_PAYMENT =
  /\b(?:tredicesima|quattordicesima|1[34] ?(?:esima|ma|a|ª|°)(?![\p{L}\p{N}])(?!\s*(?:mes[ei]\b|al\s+\d)))(?![\p{L}\p{N}])/u;
// What makes it a sum of that payment: the months it accrued over, or an amount asked.
const ITS_SUM =
  /\bmes[ei]\b|\b(?:da|dal) (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b|\blavorat\w*|\bmatur\w*|\bquant[oaie]\b|\bassunt\w*|\bproporzion\w*|\brate[oi]\b/;

/**
 * "e di tredicesima, se ha lavorato a 24 ore da aprile a dicembre (9 mesi)?" after a pay worked out (the part-time's
 * monthly pay, a net pay): the turn names a new sum of the same case, the extra monthly payment's pro rata, not the
 * pay before once more. A net asked of it ("e la tredicesima netta?") stays the net pay's calculation.
 */
export function calculationSubject(text: string, intent: Intent, previous: Intent): Intent | undefined {
  if (intent !== previous || !PAY_CALCULATIONS.has(previous)) return undefined;
  if (/\bnett[aoie]\b/.test(text)) return undefined;
  // ("diviso per le mensilità quanto fa al mese? ha 13esima e 14esima": the payments counted, the month's pay asked.)
  if (/\bmensilit|\bal mese\b/.test(text)) return undefined;
  return EXTRA_PAYMENT.test(text) && ITS_SUM.test(text) ? 'thirteenth_pro_rata' : undefined;
}
