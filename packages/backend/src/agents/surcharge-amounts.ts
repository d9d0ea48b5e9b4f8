import { euro, percent } from '../kb/format.js';
import type { LocalTaxes } from '../payroll/local-taxes.js';
import { cents, netPay, surcharge } from '../payroll/net-pay.js';
import type { TaxYear } from '../payroll/rules.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
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
  taxableGiven = false,
  irpefAsked = false,
): { answer: string; steps: string[]; assumptions: string[]; ral: number } | undefined {
  const ral = amount(req, 'ral');
  if (ral === undefined || (!local.regional?.rule && !local.municipal?.rule)) return undefined;
  if (taxableGiven) return onTaxableIncome(req, ral, year, local);
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
  // "quanto mi tolgono di irpef e quanto di addizionali?": the net IRPEF first, from the same taxable income.
  if (irpefAsked) {
    parts.push(`${bold(euro(cents(pay.netIrpef)))} di IRPEF netta`);
    rows.push(...irpefRows(pay));
  }
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
  if (parts.length === (irpefAsked ? 1 : 0)) return undefined;
  const total = cents(
    (pay.regionalSurcharge ?? 0) + (req.slots.municipality ? (pay.municipalSurcharge ?? 0) : 0),
  );
  const surcharges = parts.length - (irpefAsked ? 1 : 0);
  if (surcharges > 1) rows.push(['Totale addizionali', euro(total)]);
  const listed = `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
  const totalText =
    surcharges > 1 ? `, in tutto ${euro(total)} l'anno${irpefAsked ? ' di addizionali' : ''}` : " l'anno";
  return {
    answer: `Con una RAL di ${euro(ral)}, nel ${year} paghi circa ${parts.length > 1 ? listed : parts[0]}${totalText}, calcolate sull'imponibile IRPEF di ${euro(cents(pay.taxable))}.`,
    steps: table(rows),
    assumptions: [
      'Imponibile IRPEF = RAL meno i contributi INPS a carico del lavoratore, senza altri redditi né oneri deducibili.',
      "Le addizionali dell'anno si trattengono in gran parte nell'anno successivo (la regionale in 11 rate, la comunale con acconto e saldo).",
    ],
    ral,
  };
}

/**
 * The surcharges on a taxable income the question states ("imponibile 27.243 €, IRPEF netta > 0"): each place's
 * rates on that figure itself, with no INPS taken off (payroll rules §5), assuming some net IRPEF is due.
 */
function onTaxableIncome(
  req: TypedRequest,
  taxable: number,
  year: TaxYear,
  local: LocalTaxes,
): { answer: string; steps: string[]; assumptions: string[]; ral: number } | undefined {
  const regional = local.regional?.rule ? cents(surcharge(taxable, local.regional.rule)) : undefined;
  const municipal =
    local.municipal?.rule && req.slots.municipality
      ? cents(surcharge(taxable, local.municipal.rule))
      : undefined;
  const parts: string[] = [];
  const rows: [string, string][] = [['Imponibile IRPEF', euro(taxable)]];
  if (regional !== undefined && local.regional) {
    parts.push(`${bold(euro(regional))} di addizionale regionale (${local.regional.place})`);
    rows.push([`Addizionale regionale ${local.regional.place}`, euro(regional)]);
  }
  if (municipal !== undefined && local.municipal) {
    parts.push(`${bold(euro(municipal))} di addizionale comunale (${local.municipal.place})`);
    rows.push([`Addizionale comunale ${local.municipal.place}`, euro(municipal)]);
  }
  if (!parts.length) return undefined;
  const total = cents((regional ?? 0) + (municipal ?? 0));
  if (parts.length > 1) rows.push(['Totale addizionali', euro(total)]);
  return {
    answer: `Con un imponibile IRPEF di ${euro(taxable)}, nel ${year} le addizionali sono ${parts.join(' e ')}${parts.length > 1 ? `, in tutto ${euro(total)} l'anno` : " l'anno"}.`,
    steps: table(rows),
    assumptions: [
      "Calcolate sull'imponibile IRPEF indicato, senza togliere i contributi INPS; si pagano solo se è dovuta IRPEF netta.",
      "Le addizionali dell'anno si trattengono in gran parte nell'anno successivo (la regionale in 11 rate, la comunale con acconto e saldo).",
    ],
    ral: taxable,
  };
}

/** The steps from the taxable income to the net IRPEF (payroll rules §2–§4), as the net pay takes them. */
function irpefRows(pay: ReturnType<typeof netPay>): [string, string][] {
  const rows: [string, string][] = [
    ['IRPEF lorda', euro(cents(pay.grossIrpef))],
    ['Detrazione per lavoro dipendente', `−${euro(cents(pay.employeeDeduction))}`],
  ];
  if (pay.extraDeduction > 0) rows.push(['Ulteriore detrazione', `−${euro(cents(pay.extraDeduction))}`]);
  if (pay.family?.total) rows.push(['Detrazioni per familiari', `−${euro(cents(pay.family.total))}`]);
  rows.push(['IRPEF netta', euro(cents(pay.netIrpef))]);
  return rows;
}

/**
 * Whether the IRPEF itself is asked beside the surcharges ("quanto mi tolgono di irpef e quanto di addizionali?"),
 * not only named as the surcharges' base ("addizionali IRPEF", "imponibile IRPEF").
 */
export function irpefAskedBeside(message: string): boolean {
  const text = readable(message)
    .replace(/\baddizional[ei]\s+(?:(?:regional[ei]|comunal[ei])\s+)?(?:(?:all|dell)'\s*)?irpef\b/g, ' ')
    .replace(/\bimponibile\s+(?:ai\s+fini\s+)?(?:dell'\s*)?irpef\b/g, ' ');
  return /\birpef\b/.test(text) && /\baddizional/.test(text);
}
