import type { Slots } from './request.js';

// The figure named as the worker's monthly pay: "minimo 1.800,73 €", "paga base di 1.650", "1.800,73 € per 14".
const MONTH_PAY_BEFORE =
  /\b(?:minimo|minimi|tabellare|paga(?: base)?|stipendio(?: base)?|lordo mensile|retribuzione(?: mensile| base)?)\s*(?:di|da|a|:|=|pari a)?\s*(?:€|euro)?\s*$/;
const MONTH_PAY_AFTER =
  /^\s*(?:€|euro)?\s*(?:lord[io]\s+)?(?:(?:sempre |ancora )?per 1[234]\b|al mese\b|mensil)/;

/**
 * "pagato 1.692,69 € per 14, quindi RAL 23.697,66" then "e al 3° livello, minimo 1.800,73 € sempre per 14?": the
 * monthly pay the follow-up names replaces the conversation's, and the RAL that was only that pay times the
 * payments goes with it (else the earlier RAL would be computed again). Changes `out` in place.
 */
export function replacedMonthlyPay(out: Slots, previous: Slots, own: Slots, text: string): void {
  const before = previous.amounts.find((a) => a.kind === 'monthly_gross' && !a.perHour);
  if (!before || own.amounts.some((a) => a.kind === 'monthly_gross' || a.kind === 'ral')) {
    dropDerivedRal(out, previous, own);
    return;
  }
  const named = own.amounts.find(
    (a) =>
      a.kind === 'other' &&
      !a.perHour &&
      a.value >= 300 &&
      a.value < 10_000 &&
      namedAsMonthPay(text, a.value),
  );
  if (!named) return;
  out.amounts = [
    ...out.amounts.filter((a) => a !== named && a.kind !== 'monthly_gross'),
    { ...named, kind: 'monthly_gross' },
  ];
  dropDerivedRal(out, previous, { ...own, amounts: [{ ...named, kind: 'monthly_gross' }] });
}

/** The conversation's RAL, when it was only its monthly pay times the payments and the turn gives a new monthly pay. */
function dropDerivedRal(out: Slots, previous: Slots, own: Slots): void {
  if (!own.amounts.some((a) => a.kind === 'monthly_gross') || own.amounts.some((a) => a.kind === 'ral'))
    return;
  const monthly = previous.amounts.find((a) => a.kind === 'monthly_gross')?.value;
  const ral = previous.amounts.find((a) => a.kind === 'ral')?.value;
  if (monthly === undefined || ral === undefined) return;
  const derived = [12, 13, 14].some((n) => Math.abs(monthly * n - ral) <= 1);
  if (derived) out.amounts = out.amounts.filter((a) => a.kind !== 'ral');
}

// A written figure: "1.800,73", "1800,73", "1800.73", "1800".
const FIGURE = /\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?/g;
const figureValue = (written: string) =>
  Number(
    written.includes(',')
      ? written.replace(/\./g, '').replace(',', '.')
      : written.replace(/\.(?=\d{3}\b)/g, ''),
  );

/** The figure stands in the text as the monthly pay (its words before or after it). */
function namedAsMonthPay(text: string, value: number): boolean {
  for (const m of text.matchAll(FIGURE)) {
    if (Math.abs(figureValue(m[0]) - value) > 0.005) continue;
    const ahead = text.slice(Math.max(0, m.index - 40), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
    if (MONTH_PAY_BEFORE.test(ahead) || MONTH_PAY_AFTER.test(after)) return true;
  }
  return false;
}
