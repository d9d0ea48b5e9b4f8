import { figureValue } from '../kb/format.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';

/**
 * The monthly pay a domestic payslip uploaded states ("Retribuzione mensile concordata: 1.350,00", "Indennita'
 * vitto e alloggio (26 gg): 177,06"): when the question says the pay stays the payslip's, the 13th is reckoned
 * on it — the agreed pay and the board and lodging the family pays — not on the table's minimum.
 */
const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})*,\d{2}|\d+(?:,\d{2})?)`;
const AGREED_PAY = new RegExp(
  String.raw`\b(?:retribuzione|paga|stipendio)(?: mensile)?(?: (?:concordata|pattuita|lorda|base))?\s*(?:mensile)?\s*[:=]\s*(?:€|euro)?\s*${AMOUNT}`,
  'i',
);
const BOARD = new RegExp(
  String.raw`\b(?:indennit\S* (?:di )?)?vitto e alloggio\b[^:\n]{0,30}:\s*(?:€|euro)?\s*${AMOUNT}`,
  'i',
);

export interface SlipPay {
  pay: number;
  board: number | undefined;
}

export function domesticSlipPay(ctx: AgentContext): SlipPay | undefined {
  if (!ctx.documents.length) return undefined;
  const text = documentText(ctx);
  const pay = AGREED_PAY.exec(text)?.[1];
  if (!pay) return undefined;
  const board = BOARD.exec(text)?.[1];
  return { pay: figureValue(pay), board: board ? figureValue(board) : undefined };
}
