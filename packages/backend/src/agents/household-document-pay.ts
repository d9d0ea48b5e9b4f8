import { figureValue } from '../kb/format.js';
import type { Slots, TypedRequest } from '../reader/request.js';

/**
 * A household payslip's 13th month: the agreement (lavoro domestico, art. 39) sets it on the "retribuzione globale
 * di fatto", board and lodging included, so the payslip's own agreed pay plus its board-and-lodging line is the
 * base — not the table's minimum with the conventional board and lodging of the tables.
 */
const HOUSEHOLD = /\b(?:lavoro domestico|badante|colf|convivente|assistente familiare)\b/i;
const AGREED_PAY =
  /^[^\n]*\b(?:retribuzione|paga|stipendio)\b[^\n\d]{0,30}\b(?:concordat|pattuit|mensile|lorda)\w*[^\n\d]{0,15}(\d{1,3}(?:\.\d{3})*,\d{2})/im;
const BOARD_AND_LODGING = /^[^\n]*\bvitto\b[^\n]{0,10}\balloggio\b[^\n\d]{0,40}(\d{1,3}(?:\.\d{3})*,\d{2})/im;
// "Retribuzione: 1.000,00 euro lordi mensili": the monthly pay written before its unit.
const MONTHLY_PAY =
  /^[^\n]*\b(?:retribuzione|paga|stipendio)\b\s*:?\s*(?:di\s*)?(?:€\s*)?(\d{1,3}(?:\.\d{3})*,\d{2})\s*(?:€|euro)?\s*(?:lord[oi]\s*)?mensil/im;
// No board and lodging: "nessun vitto né alloggio", "senza vitto e alloggio", a worker not living in.
const NO_BOARD = /\b(?:nessun|senza|no)\b[^\n]{0,10}\bvitto\b|\bnon convivente\b/i;

// The payslip's hire date ("Data di assunzione: 01/05/2026"): the months of a first year count from it.
const HIRED = /\bdata (?:di )?assunzione\s*:?\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/i;

function hiredThisYear(req: TypedRequest, text: string, today: string): string | undefined {
  if (req.slots.hireDate || req.slots.monthsWorked !== undefined) return undefined;
  const [, d, m, y] = HIRED.exec(text) ?? [];
  if (!d || !m || !y || y !== String(req.slots.taxYear ?? today.slice(0, 4))) return undefined;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

export function householdThirteenth(
  req: TypedRequest,
  slots: Slots,
  text: string,
  today: string,
): TypedRequest | undefined {
  if (req.intent !== 'thirteenth_pro_rata' || req.slots.amounts.length || !HOUSEHOLD.test(text))
    return undefined;
  const pay = AGREED_PAY.exec(text)?.[1] ?? MONTHLY_PAY.exec(text)?.[1];
  // (A letter for a worker without board and lodging: the agreed pay alone is the base.)
  const board = BOARD_AND_LODGING.exec(text)?.[1] ?? (NO_BOARD.test(text) ? '0,00' : undefined);
  if (!pay || !board) return undefined;
  const monthly = Math.round((figureValue(pay) + figureValue(board)) * 100) / 100;
  const hireDate = hiredThisYear(req, text, today);
  const amounts = [{ kind: 'monthly_gross' as const, value: monthly }];
  return { ...req, slots: { ...slots, amounts, ...(hireDate ? { hireDate } : {}) } };
}
