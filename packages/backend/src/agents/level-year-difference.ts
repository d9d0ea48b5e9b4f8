import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { YEAR_OF_PAY } from './annual-cell.js';

/**
 * Two levels' monthly gap asked also over the year ("che differenza c'è tra i due minimi, e quanto vale su base
 * annua con 13 mensilità?", "e all'anno?"): the month's difference times the payments the user says, else the
 * agreement's own number of monthly payments. Undefined when no year is asked or the number is not known.
 */
export interface YearDifference {
  payments: number;
  amount: number;
  /** Whether the number of payments is the user's rather than the agreement's. */
  told: boolean;
}

export function levelYearDifference(
  text: string,
  req: TypedRequest,
  ccnl: Ccnl,
  monthly: number,
): YearDifference | undefined {
  if (!YEAR_OF_PAY.test(text)) return undefined;
  const agreed = ccnl.monthly_payments.value;
  const payments = req.slots.payments ?? (typeof agreed === 'number' ? agreed : undefined);
  if (!payments) return undefined;
  return { payments, amount: cents(monthly * payments), told: req.slots.payments !== undefined };
}

/** The sentence that follows the month's difference. */
export function yearDifferenceSentence(year: YearDifference, monthly: number): string {
  const whose = year.told ? '' : ' (quelle del contratto)';
  return ` Su base annua, con ${year.payments} mensilità${whose}, la differenza è di **${euro(Math.abs(year.amount))}** (${euro(Math.abs(monthly))} × ${year.payments}).`;
}

/** The table row of the year's difference. */
export function yearDifferenceRow(year: YearDifference): [string, string] {
  return [`**Differenza annua (${year.payments} mensilità)**`, `**${euro(year.amount)}**`];
}
