import { euro, percent } from '../kb/format.js';
import type { GrossToNet } from '../payroll/gross-net.js';
import { cents } from '../payroll/index.js';
import { YEAR_RULES } from '../payroll/rules.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * Two follow-ups on two pays weighed (raise.ts), as clients ask them after the yearly nets:
 *
 * - each offer on its own payments ("e al mese? la prima è su 13 mensilità, la seconda su 14", "la prima con 14,
 *   l'altra con 13"): each year's net divided by its own count, never both by 13;
 * - why the net grows so much less than the gross ("perché? mi aspettavo almeno 3.500 netti", "come mai la
 *   differenza è così bassa?"): the opening says where the gross went, led by the IRPEF marginal rate of the
 *   bracket the higher taxable income reaches (payroll rules §1–§3), then the contributions, the smaller
 *   deduction and the surcharges, each as the engine worked it out.
 */

const COUNT = String.raw`(13|14|tredici|quattordici)`;
const FIRST = String.raw`(?:la |l')?(?:prima|offerta a|proposta a|uno)\b`;
const SECOND = String.raw`(?:la |l')?(?:seconda|altra|offerta b|proposta b|due)\b`;
/** "la prima è su 13 mensilità, la seconda su 14", "la prima con 14 e l'altra con 13 mensilità". */
const EACH_COUNT = new RegExp(
  String.raw`${FIRST}[^.?!;]{0,25}?\b${COUNT}\b[^.?!]{0,40}?${SECOND}[^.?!;]{0,25}?\b${COUNT}\b`,
);
const countOf = (word: string) => (/^(?:14|quattordici)$/.test(word) ? 14 : 13);

/** Each offer's payments in the order the conversation gave the pays; undefined unless both are told. */
export function paymentsPerOffer(message: string): [13 | 14, 13 | 14] | undefined {
  const text = readable(message);
  if (!/mensilit|\bsu 1[34]\b/.test(text)) return undefined;
  const m = EACH_COUNT.exec(text);
  return m ? [countOf(m[1] ?? ''), countOf(m[2] ?? '')] : undefined;
}

/** The monthly nets of two pays, each on its own payments, as the answer's opening. */
export function offersMonthlyOpening(label: string, before: GrossToNet, after: GrossToNet): string {
  const each = (r: GrossToNet) =>
    `con ${label === 'RAL' ? 'la RAL' : 'il lordo mensile'} di ${euro(r.ral)} su ${r.payments} mensilità ${bold(euro(cents(r.netMonthly)))}`;
  const diff = cents(after.netMonthly - before.netMonthly);
  const change =
    Math.abs(diff) < 0.01
      ? 'lo stesso al mese'
      : `${euro(Math.abs(diff))} al mese in ${diff > 0 ? 'più' : 'meno'} con la seconda`;
  return `Netto mensile medio nel ${after.year}: ${each(before)}, ${each(after)} (${change}; ogni netto annuo è diviso per le sue mensilità).`;
}

/** "perché?", "come mai?", "da dove viene la differenza?", "com'è possibile?": the reason is asked. */
const WHY =
  /\bperche\b|\bcome mai\b|\bda dove (?:viene|vengono|deriva|derivano|esce|escono)\b|\bcom'?e possibile\b|\bcome (?:si )?spiega\b/;

export const asksWhy = (message: string): boolean => WHY.test(readable(message));

/** The IRPEF rate of the bracket a taxable income falls in. */
function rateAt(taxable: number, year: GrossToNet['year']): { rate: number; from: number } {
  let from = 0;
  for (const b of YEAR_RULES[year].irpefBrackets) {
    if (b.upTo === null || taxable <= b.upTo) return { rate: b.ratePct, from };
    from = b.upTo;
  }
  return { rate: 0, from };
}

/** Why the net grows less than the gross: the marginal rate first, then each withholding's share. */
export function whyOpening(before: GrossToNet, after: GrossToNet): string {
  const d0 = before.detail;
  const d1 = after.detail;
  const gross = cents(after.ral - before.ral);
  const inps = cents(d1.contributions - d0.contributions);
  const irpef = cents(d1.grossIrpef - d0.grossIrpef);
  const deduction = cents(
    d0.employeeDeduction + d0.extraDeduction - d1.employeeDeduction - d1.extraDeduction,
  );
  const surcharges = cents(
    (d1.regionalSurcharge ?? 0) +
      (d1.municipalSurcharge ?? 0) -
      (d0.regionalSurcharge ?? 0) -
      (d0.municipalSurcharge ?? 0),
  );
  const net = cents(after.netAnnual - before.netAnnual);
  // (The cuneo's tax-free sum and the trattamento integrativo fall away as the income grows.)
  const lost = cents(d0.taxFreeSum + d0.integrativeTreatment - d1.taxFreeSum - d1.integrativeTreatment);
  const top = rateAt(d1.taxable, after.year);
  const low = rateAt(d0.taxable, after.year);
  const marginal = bold(`aliquota marginale IRPEF del ${percent(top.rate)}`);
  const bracket =
    low.rate === top.rate
      ? `l'imponibile in più è tassato tutto all'${marginal}`
      : `l'imponibile in più è tassato al ${percent(low.rate)} fino a ${euro(top.from)} e oltre all'${marginal}`;
  const parts = [
    `contributi INPS ${euro(inps)} (${percent(d1.inpsRatePct)} del lordo in più)`,
    `IRPEF lorda ${euro(irpef)} in più`,
    ...(deduction > 0.005
      ? [`detrazioni ${euro(deduction)} più basse (scendono al crescere del reddito)`]
      : []),
    ...(surcharges > 0.005 ? [`addizionali ${euro(surcharges)} in più`] : []),
    ...(lost > 0.005 ? [`somma esente e trattamento integrativo ${euro(lost)} più bassi`] : []),
  ];
  return `Perché ${bracket}: dei ${euro(gross)} lordi in più restano ${bold(`${euro(net)} netti l'anno`)} (${euro(cents(after.netMonthly - before.netMonthly))} al mese su ${after.payments} mensilità), il resto va in ${parts.join(', ')}.`;
}
