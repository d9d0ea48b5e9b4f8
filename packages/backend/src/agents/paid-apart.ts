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
): { named: Component[]; monthly: number; composition: (total: number) => string } {
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
  return { named, monthly, composition };
}
