import { readable } from '../reader/text.js';

/**
 * The TFR of one month asked ("la retribuzione utile TFR del mese è 1.783,75: quanto si accantona in quel
 * mese?", "quanto TFR matura questo mese?"): that month's pay / 13,5 less the 0,50%, not the year's accrual
 * divided by 12 (which spreads the 13th and 14th over the months).
 */
const THAT_MONTH =
  /\b(?:in|nel|per|di|a) (?:quel|questo) mese\b|\bnel mese\b(?! di (?:dicembre|giugno|luglio))/;
const ACCRUAL = /\b(?:accanton\w*|matur\w*|tfr|quota)\b/;

export function asksOneMonthAccrual(message: string): boolean {
  const text = readable(message);
  return text
    .split(/[.?;!]/)
    .some(
      (clause) => THAT_MONTH.test(clause) && ACCRUAL.test(clause) && !/\b(?:anno|annu\w*)\b/.test(clause),
    );
}

// The 13th or 14th named as the payment the TFR is asked on ("sulla tredicesima quanto TFR matura?", "la quota
// di TFR della quattordicesima"), or "quella mensilità" right after a turn about one of them.
const ON_EXTRA_MONTH =
  /\b(?:sulla|della|dalla|per la|con la sola|nella) (?:tredicesim\w*|quattordicesim\w*|13(?:ª|a|esima|ma)|14(?:ª|a|esima|ma))\b/;
const EXTRA_MONTH = /\btredicesim\w*|\bquattordicesim\w*|\b1[34](?:ª|a|esima|ma)\b/;
const THAT_PAYMENT = /\b(?:quell[ao]|questa) (?:mensilit\w*|mensilita)\b/;

/**
 * The TFR of one extra month's payment asked: the 13th's (or 14th's) pay / 13,5 less the 0,50%, a single
 * payment's quota like a month's, not the year's accrual (tfr-answers.ts).
 */
export function extraMonthAccrualAsked(message: string, previous?: string): '13' | '14' | undefined {
  const text = readable(message);
  const before = readable(previous ?? '');
  const clause = text
    .split(/[.?;!]/)
    .find(
      (c) =>
        /\btfr\b/.test(c) &&
        !/\b(?:anno|annu\w*|ratei|rateo)\b/.test(c) &&
        (ON_EXTRA_MONTH.test(c) || (THAT_PAYMENT.test(c) && EXTRA_MONTH.test(before))),
    );
  if (!clause) return undefined;
  const named = `${clause} ${EXTRA_MONTH.test(text) ? '' : before}`;
  return /quattordicesim|\b14(?:ª|a|esima|ma)\b/.test(named) &&
    !/tredicesim|\b13(?:ª|a|esima|ma)\b/.test(named)
    ? '14'
    : '13';
}
