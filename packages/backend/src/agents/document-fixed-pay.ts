import { figureValue } from '../kb/format.js';

// The items of a payslip's fixed monthly pay: the minimum and what is paid every month beside it (contingency,
// EDR, increments, superminimo); overtime, allowances by the day, totals, the extra months and withholdings are
// not.
const FIXED_PAY =
  /\b(?:minim[oa]|paga base|retribuzione (?:base|tabellare|minima)|contingenza|e\.?d\.?r\.?|elemento|3° el\w*|scatti|aumenti periodici|superminimo)/i;
const BASE_ITEM = /\b(?:minim[oa]|paga base|retribuzione (?:base|tabellare|minima))/i;
const NOT_FIXED =
  /straord|notturn|festiv|\btot(?:ale|\.)|imponibil|tredicesim|quattordicesim|rate[oi]\b|trattenut|contribut|irpef|nett[oa]|lord[oa]|buoni|rimborso|premio|una tantum|perequativ/i;
// The agreement's own figure asked ("quanto prevede il contratto?"): the table's minimum, not the payslip's pay.
const MONTHLY_TOTAL = /^(?:totale )?retribuzione (?:mensile|globale)(?: di fatto)?(?: lorda)?$/i;

// A hiring letter's pay agreed for the month, stated whole: "Retribuzione lorda mensile complessiva: euro 2.150,00".
const STATED_MONTHLY =
  /^retribuzione (?:lorda )?mensile(?: (?:lorda|complessiva|concordata|pattuita|convenuta))*$/i;

/** A payslip's fixed monthly pay: its own total of it, else its fixed items summed (a base item among them). */
export function fixedMonthlyPay(values: readonly { label: string; value: string }[]): number | undefined {
  const items = values.filter(
    (v) => FIXED_PAY.test(v.label) && !NOT_FIXED.test(v.label) && figureValue(v.value) > 0,
  );
  if (!items.some((v) => BASE_ITEM.test(v.label))) {
    // (A letter lists no items, only the month's pay it agrees.)
    const stated = values.find((v) => STATED_MONTHLY.test(v.label.trim()) && figureValue(v.value) >= 100);
    return stated ? figureValue(stated.value) : undefined;
  }
  const total = values.find((v) => MONTHLY_TOTAL.test(v.label.trim()) && figureValue(v.value) > 0);
  const monthly = total
    ? figureValue(total.value)
    : Math.round(items.reduce((s, v) => s + figureValue(v.value), 0) * 100) / 100;
  return monthly >= 100 ? monthly : undefined;
}

// "Indennità sostitutiva vitto e alloggio 199,80" on a household payslip: part of the global pay the domestic
// agreement's 13th month is worked out on (art. 39: "comprese le indennità di vitto e alloggio"); a deduction
// for them is not.
const BOARD_LODGING = /\bvitto\b|\balloggio\b/i;
const NOT_ALLOWANCE = /trattenut|ritenut|detrazion|\btot(?:ale|\.)/i;

/** The board and lodging allowance a payslip pays every month, summed; 0 when it lists none. */
export function boardLodging(values: readonly { label: string; value: string }[]): number {
  const lines = values.filter(
    (v) => BOARD_LODGING.test(v.label) && !NOT_ALLOWANCE.test(v.label) && figureValue(v.value) > 0,
  );
  return Math.round(lines.reduce((s, v) => s + figureValue(v.value), 0) * 100) / 100;
}
