import { italianDate } from '../kb/format.js';
import { monthsWorked } from '../payroll/pay-items.js';
import type { TypedRequest } from '../reader/request.js';
import { bold } from './compose.js';
import { fractionWords } from './month-threshold.js';

/**
 * "assunto a termine dal 1° ottobre al 31 dicembre: quanti ratei di tredicesima gli spettano?": with the dates of
 * service told but no pay, the share is still an answer (3/12 of the month's pay), counted with the 15-day rule
 * over the accrual period; only the amount waits for the pay. Undefined when no date of service was told.
 */
export function rateiShareOpening(
  req: TypedRequest,
  name: 'tredicesima' | 'quattordicesima',
  year: number,
  /** The day a month needs to count: 16 by an agreement's "più di 15 giorni" (month-threshold.ts), else 15. */
  threshold: 15 | 16 = 15,
): string | undefined {
  const { hireDate: hire, endDate: end } = req.slots;
  const fourteenth = name === 'quattordicesima';
  const period = fourteenth
    ? { start: `${year - 1}-07-01`, end: `${year}-06-30` }
    : { start: `${year}-01-01`, end: `${year}-12-31` };
  const told = req.slots.monthsWorked;
  if (
    told === undefined &&
    !(hire && /^\d{4}-\d{2}-\d{2}$/.test(hire)) &&
    !(end && /^\d{4}-\d{2}-\d{2}$/.test(end))
  )
    return undefined;
  const from = hire && hire > period.start ? hire : period.start;
  const to = end && end < period.end ? end : period.end;
  const months =
    told !== undefined ? Math.min(told, 12) : monthsWorked(from, to, period.start, period.end, threshold);
  const span = told !== undefined ? '' : ` (dal ${italianDate(from)} al ${italianDate(to)})`;
  const share = months >= 12 ? 'la mensilità intera (12/12)' : `${months}/12 della retribuzione mensile`;
  return `Per ${months} ${months === 1 ? 'mese' : 'mesi'} di servizio${span} spettano ${bold(`${months} ratei`)} di ${name}: ${bold(share)}, un dodicesimo per mese (${fractionWords(threshold)} conta come mese intero).`;
}
