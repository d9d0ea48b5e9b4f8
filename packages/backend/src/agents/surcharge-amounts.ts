import { euro, percent } from '../kb/format.js';
import type { LocalTaxes } from '../payroll/local-taxes.js';
import { cents, netPay } from '../payroll/net-pay.js';
import type { TaxYear } from '../payroll/rules.js';
import type { TypedRequest } from '../reader/request.js';
import { bold, table } from './compose.js';
import { amount } from './pay-base.js';

/**
 * The regional and municipal IRPEF surcharges of a pay, when the question gives one ("ho una RAL di 45.000 e
 * vivo a Roma: quanto pago di addizionali?"): each place's rates on the IRPEF taxable income (the RAL less the
 * employee's INPS contributions, payroll rules §5), zero when no net IRPEF is due, as in the net pay.
 */
export function surchargeAmounts(
  req: TypedRequest,
  year: TaxYear,
  local: LocalTaxes,
): { answer: string; steps: string[]; assumptions: string[]; ral: number } | undefined {
  const ral = amount(req, 'ral');
  if (ral === undefined || (!local.regional?.rule && !local.municipal?.rule)) return undefined;
  const pay = netPay({
    ral,
    year,
    regional: local.regional?.rule ?? null,
    municipal: local.municipal?.rule ?? null,
  });
  const parts: string[] = [];
  const rows: [string, string][] = [
    ['RAL', euro(ral)],
    [
      `Contributi INPS a carico del lavoratore (${percent(pay.inpsRatePct)})`,
      `−${euro(cents(pay.contributions))}`,
    ],
    ['Imponibile IRPEF', euro(cents(pay.taxable))],
  ];
  if (pay.regionalSurcharge !== null && local.regional) {
    parts.push(
      `${bold(euro(cents(pay.regionalSurcharge)))} di addizionale regionale (${local.regional.place})`,
    );
    rows.push([`Addizionale regionale ${local.regional.place}`, euro(cents(pay.regionalSurcharge))]);
  }
  if (pay.municipalSurcharge !== null && local.municipal && req.slots.municipality) {
    parts.push(
      `${bold(euro(cents(pay.municipalSurcharge)))} di addizionale comunale (${local.municipal.place})`,
    );
    rows.push([`Addizionale comunale ${local.municipal.place}`, euro(cents(pay.municipalSurcharge))]);
  }
  if (!parts.length) return undefined;
  const total = cents(
    (pay.regionalSurcharge ?? 0) + (req.slots.municipality ? (pay.municipalSurcharge ?? 0) : 0),
  );
  if (parts.length > 1) rows.push(['Totale addizionali', euro(total)]);
  return {
    answer: `Con una RAL di ${euro(ral)}, nel ${year} paghi circa ${parts.join(' e ')}${parts.length > 1 ? `, in tutto ${euro(total)} l'anno` : " l'anno"}, calcolate sull'imponibile IRPEF di ${euro(cents(pay.taxable))}.`,
    steps: table(rows),
    assumptions: [
      'Imponibile IRPEF = RAL meno i contributi INPS a carico del lavoratore, senza altri redditi né oneri deducibili.',
      "Le addizionali dell'anno si trattengono in gran parte nell'anno successivo (la regionale in 11 rate, la comunale con acconto e saldo).",
    ],
    ral,
  };
}
