import { euro, figureValue, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { bold } from './compose.js';

/**
 * A payslip row that pays a holiday worked with the surcharge alone ("Maggiorazione lavoro festivo 50% - ore 8 x
 * 14,20 x 50% = 56,80") where the agreement pays the holiday's hours on top of the month's pay, each with its
 * surcharge ("oltre alla normale retribuzione, la giornata è pagata con la maggiorazione del 50%", Chimico art. 11;
 * Commercio's "quota oraria … più il 30%, oltre alla retribuzione della festività"): the hours themselves are due
 * too, unless the document pays them on a row of their own (a figure equal to hours × base).
 */

// The agreement's clause: the holiday worked paid beyond the ordinary (monthly) pay.
const PAID_WHOLE = /\bfestiv[^;]*\boltre (?:alla|al) (?:normale )?(?:retribuzione|stipendio)\b/i;
const HOLIDAY_KINDS = new Set(['festivo', 'straordinario_festivo']);
const FIGURE = /(?<![\d.,])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d,])/g;

/** Whether the holiday row's hours are due beside its surcharge, and not paid elsewhere in the document. */
export function holidayPaidWhole(ccnl: Ccnl, kind: string, document: string, plain: number): boolean {
  if (!HOLIDAY_KINDS.has(kind) || !PAID_WHOLE.test(ccnl.rates.text ?? '')) return false;
  const hours = cents(plain);
  return ![...document.matchAll(FIGURE)].some((m) => Math.abs(figureValue(m[0]) - hours) < 0.005);
}

/** The opening: the holiday's hours with their surcharge are due, the row paid the surcharge alone. */
export function holidayWholeOpening(
  agreement: string,
  label: string,
  due: number,
  how: string,
  owed: number,
  paid: number,
): string {
  const missing = cents(owed - paid);
  return `${bold('No')}: nel ${agreement} il ${label} si paga oltre alla retribuzione del mese: le ore lavorate con la maggiorazione del ${bold(percent(due))}, ${how} = ${bold(euro(owed))}. Nel cedolino c'è solo la maggiorazione (${euro(paid)}): mancano ${bold(`${euro(missing)} lordi`)} (le ore lavorate a paga oraria normale).`;
}
