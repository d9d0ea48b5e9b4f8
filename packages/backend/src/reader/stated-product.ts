import type { Amount } from './request.js';

/**
 * "1.818,75 per 14 mensilità = 25.462,50 di RAL": the story writes the product out, so the month's pay is a
 * factor of the RAL, not a second RAL. The factor is read as the monthly gross it is; the product stays the RAL.
 */
const TIMES_PAYMENTS =
  /^\s*(?:€|euro)?\s*(?:lord[oi]\s*)?(?:per|x|×|\*)\s*(1[2-5](?:[.,]5)?)\s*(?:mensilita|mensilità|mesi|rate)?\s*(?:=|fa|fanno|sono|danno|e cioe)/;

export function withStatedProduct(amounts: Amount[], text: string): Amount[] {
  const rals = amounts.filter((a) => a.kind === 'ral');
  if (rals.length < 2) return amounts;
  return amounts.map((a) => {
    if (a.kind !== 'ral') return a;
    const at = text.indexOf(figure(a.value));
    const m = at >= 0 ? TIMES_PAYMENTS.exec(text.slice(at + figure(a.value).length)) : null;
    const times = m?.[1] ? Number(m[1].replace(',', '.')) : undefined;
    const product = times && rals.find((r) => r !== a && Math.abs(r.value - a.value * times) < 1);
    return product ? { ...a, kind: 'monthly_gross' as const } : a;
  });
}

/** The figure as Italian text writes it ("1.818,75"). */
function figure(value: number): string {
  return value.toLocaleString('it-IT', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  });
}
