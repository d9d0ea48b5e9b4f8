import { euro } from '../kb/format.js';
import type { LevelPay } from '../kb/pay.js';
import { readable } from '../reader/text.js';

type Component = LevelPay['row']['components'][number];

/**
 * Items the table pays on fewer monthly payments than the agreement's (an EDR on 13 of 14) are kept out of its
 * monthly amount; a payslip or question that lists one ("E.D.R. (50%) 5,17") counts it in the monthly pay it
 * totals, so the minimum it is weighed against counts it too. The composition line sums what the minimum holds
 * and says the items left apart as such, so that its sum is right.
 */
export function paidApart(
  pay: LevelPay,
  said: string,
): {
  named: Component[];
  held: Component[];
  monthly: number;
  composition: (total: number) => string;
} {
  const text = readable(said).replace(/\./g, '');
  const apart = pay.row.components.filter((c) => c.payments !== undefined);
  const named = apart.filter((c) => {
    const word = readable(c.label).replace(/\./g, '').split(/[\s(]/)[0] ?? '';
    return word.length > 1 && new RegExp(`\\b${word}\\b`).test(text);
  });
  const monthly = pay.row.amount + named.reduce((sum, c) => sum + c.amount, 0);
  const held = pay.row.components.filter((c) => c.payments === undefined || named.includes(c));
  const left = apart.filter((c) => !named.includes(c));
  const composition = (total: number) =>
    `Composizione del minimo: ${held.map((c) => `${c.label} ${euro(c.amount)}`).join(' + ')} = ${euro(total)}${
      left.length
        ? ` (a parte: ${left.map((c) => `${c.label} ${euro(c.amount)} su ${c.payments} mensilità`).join(', ')})`
        : ''
    }.`;
  return { named, held, monthly, composition };
}

/**
 * A payslip whose total counts an item paid apart that it lists ("E.D.R. (50%) 5,17 … Totale retribuzione mensile
 * 689,26"): the figure weighed is that total, so the item is part of the pay the minimum is weighed against. The
 * document's text when so (for `paidApart`), else empty: a payslip that lists the item beside a total without it
 * weighs the minimum alone.
 */
export function documentTotalsApart(pay: LevelPay, document: string, given: number): string {
  if (!paidApart(pay, document).named.length) return '';
  const total = /\btotal\w*[^\n\d]{0,40}(\d{1,3}(?:\.\d{3})*,\d{2})/i.exec(document)?.[1];
  const value = total ? Number(total.replace(/\./g, '').replace(',', '.')) : undefined;
  return value !== undefined && Math.abs(value - given) < 0.01 ? document : '';
}
