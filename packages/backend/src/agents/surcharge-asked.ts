import { euro } from '../kb/format.js';
import type { LocalTaxes } from '../payroll/local-taxes.js';
import { cents, type NetPay } from '../payroll/net-pay.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';
import type { Surcharge } from './net-steps.js';

/**
 * "e l'addizionale regionale Liguria su quel reddito quanto viene?": the surcharge asked opens the answer with
 * its yearly amount, before the net it comes off. Only the surcharge named (regional or municipal) and only
 * when the place's rule gave a figure; the net IRPEF first when it is asked beside.
 */
const REGIONAL = /\baddizional\w*\s+(?:irpef\s+)?regional\w*|\bregional\w*\s+(?:irpef\s+)?addizional/;
const MUNICIPAL = /\baddizional\w*\s+(?:irpef\s+)?comunal\w*|\bcomunal\w*\s+(?:irpef\s+)?addizional/;

// "mi calcoli l'IRPEF netta e l'addizionale regionale?": the net tax asked beside the surcharge opens with it.
// (The folded text reads "netta" as "netto".)
const NET_IRPEF = /\birpef nett[oa]\b|\bimposta nett[oa]\b|\birpef (?:effettiva|dovuta|a debito)\b/;

// "quanto mi resta netto? Considera solo l'addizionale regionale base 1,23%": the rate is given to compute the net
// asked, so the surcharge is a step of it, not the figure that opens the answer.
const rateGivenForNet = (text: string) =>
  /\bregional\w*\b[^.?!;\d]{0,30}\d(?:[.,]\d+)?\s*%/.test(text) && /\bnett[oi]\b/.test(text);

export function surchargeOpening(message: string, detail: NetPay, local: LocalTaxes, year: number): string {
  const text = readable(message);
  const lines: string[] = [];
  if (REGIONAL.test(text) && !rateGivenForNet(text) && detail.regionalSurcharge !== null && local.regional)
    lines.push(
      `l'addizionale regionale IRPEF (${local.regional.place}) è di ${bold(`${euro(cents(detail.regionalSurcharge))} l'anno`)}`,
    );
  if (MUNICIPAL.test(text) && detail.municipalSurcharge !== null && local.municipal)
    lines.push(
      `l'addizionale comunale IRPEF (${local.municipal.place}) è di ${bold(`${euro(cents(detail.municipalSurcharge))} l'anno`)}`,
    );
  if (!lines.length) return '';
  if (NET_IRPEF.test(text))
    lines.unshift(`l'IRPEF netta è di ${bold(`${euro(cents(detail.netIrpef))} l'anno`)}`);
  return `Nel ${year}, su un imponibile IRPEF di ${euro(cents(detail.taxable))}, ${lines.join(' e ')}. `;
}

/**
 * The same opening for a net worked out from a level's pay ("aggiungiamo l'addizionale regionale
 * dell'Emilia-Romagna: quanto vale e quanto scende il netto?"): the surcharge named, with its place's figure.
 */
export function levelSurchargeOpening(
  message: string,
  detail: NetPay,
  places: { regional: Surcharge; municipal: Surcharge },
  year: number,
): string {
  const text = readable(message);
  const lines: string[] = [];
  const { regional, municipal } = places;
  if (REGIONAL.test(text) && detail.regionalSurcharge !== null && regional.rule)
    lines.push(
      `l'addizionale regionale IRPEF (${regional.label}) è di ${bold(`${euro(cents(detail.regionalSurcharge))} l'anno`)}`,
    );
  if (MUNICIPAL.test(text) && detail.municipalSurcharge !== null && municipal.rule)
    lines.push(
      `l'addizionale comunale IRPEF (${municipal.label}) è di ${bold(`${euro(cents(detail.municipalSurcharge))} l'anno`)}`,
    );
  if (!lines.length) return '';
  return `Nel ${year}, su un imponibile IRPEF di ${euro(cents(detail.taxable))}, ${lines.join(' e ')}. `;
}
