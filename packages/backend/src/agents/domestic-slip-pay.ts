import { figureValue, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { agreementOf, isDomestic } from './pay-base.js';

/**
 * The monthly pay a domestic payslip uploaded states ("Retribuzione mensile concordata: 1.350,00", "Indennita'
 * vitto e alloggio (26 gg): 177,06"): when the question says the pay stays the payslip's, the 13th is reckoned
 * on it — the agreed pay with its seniority increments and the board and lodging the family pays — not on the
 * table's minimum.
 */
const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})*,\d{2}|\d+(?:,\d{2})?)`;
// The figure after a colon, or after a payslip's dotted leader ("Retribuzione minima mensile CS ........ 1.183,19").
const LEADS = String.raw`\s*(?:[:=]|\.{2,})\s*(?:€|euro)?\s*`;
const AGREED_PAY = new RegExp(
  String.raw`\b(?:retribuzione|paga|stipendio)(?: minima)?(?: mensile)?(?: (?:concordata|pattuita|lorda|base))?(?: (?:[a-d]s?|conviventi?))?\s*(?:mensile)?${LEADS}${AMOUNT}`,
  'i',
);
// "Scatti anzianita' (n. 1 x 4%) ........ 47,33": the increments are part of the month's pay.
const INCREMENTS = new RegExp(
  String.raw`\bscatt\w* (?:di )?anzianit\S*\s*(?:\([^)\n]*\))?[^:\n.]{0,10}${LEADS}${AMOUNT}`,
  'i',
);
const BOARD = new RegExp(
  String.raw`\b(?:indennit\S* (?:di )?)?vitto e alloggio\b[^:\n.]{0,30}(?:\.[^.\n][^:\n.]{0,20})?${LEADS}${AMOUNT}`,
  'i',
);

export interface SlipPay {
  pay: number;
  /** The seniority increments' line, part of the month's pay. */
  increments: number | undefined;
  board: number | undefined;
}

export function domesticSlipPay(ctx: AgentContext): SlipPay | undefined {
  if (!ctx.documents.length) return undefined;
  const text = documentText(ctx);
  const pay = AGREED_PAY.exec(text)?.[1];
  if (!pay) return undefined;
  const board = BOARD.exec(text)?.[1];
  const increments = INCREMENTS.exec(text)?.[1];
  return {
    pay: figureValue(pay),
    increments: increments ? figureValue(increments) : undefined,
    board: board ? figureValue(board) : undefined,
  };
}

const SLIP_MONTH = new RegExp(String.raw`\b(${MONTH_NAMES})\s+(\d{4})\b`, 'i');

/**
 * The payslip's month ("novembre 2026") and the row of the level in the domestic table in force that month for
 * the regime given, in the unit the check needs (an hourly or a monthly table).
 */
export function slipMonthRow(ccnl: Ccnl, text: string, level: string, regime: string, unit: 'ora' | 'mese') {
  const month = SLIP_MONTH.exec(text);
  if (!month) return undefined;
  const monthIndex = MONTHS.findIndex((m) => m.toLowerCase() === month[1]?.toLowerCase());
  if (monthIndex < 0) return undefined;
  const current = tableAt(ccnl, `${month[2]}-${String(monthIndex + 1).padStart(2, '0')}-01`, regime).current;
  const row = current?.levels.find((r) => r.level === level);
  if (!current || current.unit !== unit || !row) return undefined;
  return { current, row, period: `${MONTHS[monthIndex]?.toLowerCase()} ${month[2]}` };
}

const WITHHOLDING = /\birpef\b|\btrattenut\w*|\bcontribut\w*|\binps\b/;

/**
 * A domestic agreement's uploaded document asked whether its pay is right (`payChecked` on the question), not its
 * withholdings: the agreement, the question and the document, each as written and as read.
 */
export function domesticPayAsked(ctx: AgentContext, req: TypedRequest, payChecked: RegExp) {
  const ccnl = agreementOf(ctx, req);
  if (!ccnl || !isDomestic(ccnl) || !ctx.documents.length) return undefined;
  const asked = readable(ctx.message);
  if (!payChecked.test(asked) || WITHHOLDING.test(asked)) return undefined;
  const text = documentText(ctx);
  return { ccnl, asked, text, plain: readable(text) };
}
