import { euro } from '../kb/format.js';
import type { LevelPay } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { isTaxYear } from '../payroll/rules.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentContext } from './context.js';
import { computeNet } from './net-steps.js';

/**
 * "Se passo dal 5° al 4° quanto guadagno in più netto?": the two levels' estimated monthly nets (full time, the
 * tax year of the date asked, the place named), each from its minimum over the agreement's payments (items paid
 * on fewer instalments counted on theirs), and their difference. Undefined when the net is not asked, the
 * agreement's payments are unknown or the year has no tax rules.
 */
export interface NetDifference {
  upper: number;
  lower: number;
  difference: number;
  year: number;
  payments: number;
}

const annualOf = (pay: LevelPay, payments: number) =>
  pay.row.components.reduce((sum, c) => sum + c.amount * (c.payments ?? payments), 0) ||
  pay.row.amount * payments;

export function levelNetDifference(
  ctx: Pick<AgentContext, 'kb'>,
  text: string,
  req: TypedRequest,
  ccnl: Ccnl,
  date: string,
  a: LevelPay,
  b: LevelPay,
): NetDifference | undefined {
  if (!/\bnett[oiae]\b|\bin tasca\b/.test(text)) return undefined;
  const payments = ccnl.monthly_payments.value;
  const year = Number(req.slots.taxYear ?? date.slice(0, 4));
  if (!payments || !isTaxYear(year)) return undefined;
  const place = { region: req.slots.region, municipality: req.slots.municipality };
  const net = (pay: LevelPay) =>
    cents(computeNet(ctx, annualOf(pay, payments), year, place).result.net / payments);
  const upper = net(a);
  const lower = net(b);
  return { upper, lower, difference: cents(upper - lower), year, payments };
}

/** The table rows that show the two nets and their difference. */
export const netRows = (d: NetDifference, upperName: string, lowerName: string): [string, string][] => [
  [
    `Netto mensile medio stimato ${upperName} (anno fiscale ${d.year}, ÷ ${d.payments} mensilità)`,
    euro(d.upper),
  ],
  [`Netto mensile medio stimato ${lowerName}`, euro(d.lower)],
  ['**Differenza netta al mese**', `**${euro(d.difference)}**`],
];
