import { MONTHS } from '../kb/format.js';
import { countValue } from './numbers.js';
import type { TypedRequest } from './request.js';

/**
 * "Nel 2026 ha fruito di congedo straordinario per assistere il padre da marzo a giugno (4 mesi interi) … Quanto gli
 * spetta di tredicesima lorda a dicembre?": the 13th month's amount asked after the months of the extraordinary care
 * leave (D.Lgs. 151/2001, art. 42 c. 5). Those months accrue no 13th month (c. 5-quinquies), so the amount is the
 * 13th of the months left, not whether it accrues. Runs on the folded text; other leaves keep their own reading.
 */
const CARE_LEAVE =
  /\bcongedo straordinari\w*|\bcongedo (?:retribuito )?(?:per (?:assistere|l.?assistenza)|104)\b/;
// "quanto gli spetta di tredicesima", "a quanto ammonta la tredicesima", "quanto prende di 13a".
const AMOUNT_ASKED =
  /\bquant[oa]\b[^?]{0,60}\b(?:tredicesim\w*|13(?:a|ma|esima))\b|\b(?:tredicesim\w*|13(?:a|ma|esima))\b[^?]{0,30}\b(?:ammont\w*|importo|quant[oa])\b/;
const MONTH = `(${MONTHS.join('|')})`;
const SPAN = new RegExp(String.raw`\bda (?:inizio |fine )?${MONTH} (?:a|fino a) (?:fine )?${MONTH}\b`);
const COUNT = /\b(\d{1,2}|un|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici) mesi\b/;

/** The months of the leave told: "(4 mesi interi)", else "da marzo a giugno" (both ends in). */
function leaveMonths(text: string): number | undefined {
  const after = text.slice(text.search(CARE_LEAVE));
  const counted = COUNT.exec(after);
  if (counted) return countValue(counted[1] ?? '');
  const span = SPAN.exec(after);
  if (!span) return undefined;
  const from = MONTHS.indexOf(span[1] ?? '');
  const to = MONTHS.indexOf(span[2] ?? '');
  return to >= from ? to - from + 1 : undefined;
}

export function careLeaveThirteenth(req: TypedRequest, text: string): TypedRequest {
  if (!CARE_LEAVE.test(text) || !AMOUNT_ASKED.test(text) || req.slots.monthsWorked !== undefined) return req;
  if (!['leave', 'thirteenth_pro_rata', 'overtime_value', 'monthly_payments'].includes(req.intent))
    return req;
  const away = leaveMonths(text);
  if (away === undefined || away <= 0 || away >= 12) return req;
  // ("congedo straordinario" names no overtime.)
  const { overtimeKind: _kind, ...slots } = req.slots;
  return {
    ...req,
    intent: 'thirteenth_pro_rata',
    slots: { ...slots, monthsWorked: 12 - away },
  };
}
