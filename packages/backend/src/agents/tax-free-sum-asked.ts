import { euro, percent } from '../kb/format.js';
import { cents, type NetPay } from '../payroll/net-pay.js';
import { parseNumber } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * "quanto le resta in tasca, e soprattutto quanto vale la somma esente del cuneo che le spetta?": the tax-free
 * sum of the cuneo fiscale (L. 207/2024, payroll rules §4a) asked beside a net opens the answer, before the
 * net. A figure the user's software gives that equals the rate on the RAL is said to be computed on the wrong
 * base: the rate applies to the employment income, after the employee's contributions.
 */
const ASKED =
  /\bsomma esente\b|\bsomma\b[^?.]{0,20}\besentasse\b|\bcuneo\b[^?.]{0,40}\b(?:quant|vale|spett)|\b(?:quant|vale|spett)\w*\b[^?.]{0,40}\bcuneo\b/;

export function taxFreeSumOpening(message: string, detail: NetPay, year: number): string {
  const text = readable(message);
  if (!ASKED.test(text) || !detail.taxFreeSumRatePct || detail.taxFreeSum <= 0) return '';
  const amount = cents(detail.taxFreeSum);
  const rate = detail.taxFreeSumRatePct;
  const onRal = cents((detail.ral * rate) / 100);
  // "il software mi dà 1.056": the rate applied to the RAL instead of the income.
  const claimed = [...text.matchAll(/\b(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d{3,4}(?:,\d{1,2})?)\b/g)]
    .map((m) => parseNumber(m[1] ?? ''))
    .find((v) => v !== undefined && Math.abs(v - onRal) < 1);
  const why =
    claimed !== undefined
      ? ` I ${euro(claimed)} del software sono il ${percent(rate)} della RAL (${euro(detail.ral)}): la percentuale va applicata al reddito di lavoro dipendente, cioè la RAL meno i contributi INPS.`
      : '';
  return `Nel ${year} la somma esente del cuneo fiscale che spetta è di ${bold(euro(amount))} (${percent(rate)} × ${euro(cents(detail.taxable))} di reddito di lavoro dipendente).${why} `;
}
