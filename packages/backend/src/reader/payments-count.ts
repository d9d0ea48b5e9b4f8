import { countValue, parseNumber } from './numbers.js';
import type { Amount } from './request.js';

/**
 * The yearly payments a turn states ("14 mensilità", "su 13", "x 14"). A count the turn replaces is not the
 * case's: "e se invece delle 14 mensilità ne avessi 13?", "con 13 anziché 14 mensilità", "al posto delle 14
 * mensilità fossero 13": the count kept is the other one (the 14 names what the conversation had).
 */
const PAYMENTS = [
  /\b(12|13|14|dodici|tredici|quattordici)\s*mensilit/,
  // ("TFR diviso per 13,5" is the TFR divisor, not a count of payments: a decimal after the number is no count.)
  /\b(?:su|x|per) (13|14)\b(?![.,]\d)(?!\s*(?:ore|mesi|giorni|%|dipendenti))/,
  // ("2.000 € lordi × 14", "1.970,37 € ×14": a monthly pay times the payments.)
  /(?:€|euro|lord[oi]|\d)\s*× ?(13|14)\b(?![.,]\d)(?!\s*(?:ore|mesi|giorni|%|dipendenti))/,
];
/** The count replaced: "invece delle 14 (mensilità)", "anziché 14", "al posto delle 14", "piuttosto che 14". */
const REPLACED =
  /\b(?:invece (?:di|delle|dei|che)|anziche|al posto (?:di|delle|dei)|piuttosto che|non piu)\s+(?:le |i |su |con )?(?:12|13|14|dodici|tredici|quattordici)\b(?:\s*mensilit\w*)?/;
/** The count kept beside a replaced one: any 12, 13 or 14 not a number of hours, months, days or a share. */
const KEPT =
  /\b(12|13|14|dodici|tredici|quattordici)\b(?!\s*(?:ore|mesi|giorni|anni|%|dipendenti|euro|€|[.,]\d))/;

/**
 * The count the calculation is asked on, beside another told as context ("oggi ha una RAL su 13 mensilità …
 * ragionando su 14 mensilità come da nostro contratto"): the one the asker reasons on.
 */
const REASONED_ON =
  /\b(?:ragionando|calcolando|considerando|contando|facendo (?:il |i )?(?:conto|conti|calcolo))\s+(?:su|con|per|in)\s+(?:le\s+)?(12|13|14|dodici|tredici|quattordici)\b/;

/**
 * The extra months told beside a count of the ordinary ones, as paid too ("ha preso le 12 mensilità, la
 * quattordicesima a giugno e la tredicesima a dicembre", "12 mensilità più la tredicesima"): each named after the
 * count, in its sentence and not denied ("senza la quattordicesima"), is one more payment of the year.
 */
const EXTRA_AFTER = /^[^.?!;]{0,120}/;
// (Listed as paid: after a comma, "e", "più", "+" or "oltre"; not asked of, "quanto è (folded "e") la tredicesima".)
const LISTED = String.raw`(?:,|(?<!\b(?:quanto|quanta|quale|come|cosa|quando|dove|chi|com|cos|perche)'?\s?)\be\b|\bpiu\b|\+|\boltre(?: a)?\b)\s*(?:anche )?(?:la |alla |le )?`;
const EXTRA_MONTHS: [RegExp, number][] = [
  [new RegExp(String.raw`${LISTED}(?:tredicesim\w*|13(?:a|ª|esima)\b)`), 13],
  [new RegExp(String.raw`${LISTED}(?:quattordicesim\w*|14(?:a|ª|esima)\b)`), 14],
];
function withExtraMonths(count: number, after: string): number {
  if (count !== 12 && count !== 13) return count;
  const told = EXTRA_AFTER.exec(after)?.[0] ?? '';
  return EXTRA_MONTHS.reduce(
    (n, [pattern, month]) => (month > count && pattern.test(told) ? n + 1 : n),
    count,
  );
}

/** The payments count the turn states, or undefined. */
export function paymentsCount(text: string): number | undefined {
  const reasoned = REASONED_ON.exec(text)?.[1];
  if (reasoned !== undefined) return countValue(reasoned);
  const replaced = REPLACED.exec(text);
  const rest = replaced
    ? `${text.slice(0, replaced.index)} ${text.slice(replaced.index + replaced[0].length)}`
    : text;
  for (const pattern of replaced ? [...PAYMENTS, KEPT] : PAYMENTS) {
    const found = pattern.exec(rest);
    const raw = found?.[1];
    if (found && raw !== undefined) {
      const count = countValue(raw);
      // ("le 12 mensilità" named only as the ordinary months, the 13ª and 14ª told beside them.)
      return pattern === PAYMENTS[0] && count !== undefined
        ? withExtraMonths(count, rest.slice(found.index + found[0].length))
        : count;
    }
  }
  return undefined;
}

/** A pay times the year's payments: "1.970,37 € × 14", "2.000 euro lordi x 13". */
const TIMES_PAYMENTS =
  /(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d{3,5}(?:,\d{1,2})?)\s*(?:€|euro)?\s*(?:lord[oi]\s*)?(?:×|x)\s?(?:12|13|14)\b(?![.,]\d)(?!\s*(?:ore|mesi|giorni|anni|%|dipendenti))/g;

/**
 * "nel 2025 prendeva 1.970,37 € × 14": a figure multiplied by the payments is a monthly gross, whatever verb tells
 * it; a figure read without a kind becomes one. Other amounts stay as read.
 */
export function monthlyTimesPayments(text: string, amounts: readonly Amount[]): Amount[] {
  const times = [...text.matchAll(TIMES_PAYMENTS)].map((m) => parseNumber(m[1] ?? ''));
  if (!times.length) return [...amounts];
  return amounts.map((a) =>
    a.kind === 'other' && !a.perHour && a.value >= 300 && times.includes(a.value)
      ? { ...a, kind: 'monthly_gross' }
      : a,
  );
}
