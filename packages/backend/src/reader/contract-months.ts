import { countValue } from './numbers.js';
import type { TypedRequest } from './request.js';

/**
 * "quante ferie maturerei nei sei mesi del contratto?", "in un tempo determinato di 6 mesi quanti permessi
 * maturo?": the months a short contract lasts are the months the holidays or permits accrue over. Read only when
 * the question asks what accrues and names no dates of its own. Runs on the folded text.
 */
const MONTHS = String.raw`(\d{1,2}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici)`;
const CONTRACT_MONTHS = new RegExp(
  String.raw`\b(?:nei|negli|per i|durante i|in|con (?:un|il)) ${MONTHS} mesi (?:del|di) (?:contratto|tempo determinato|rapporto|lavoro)\b|\b(?:contratto|tempo determinato|rapporto)\b[^?.;]{0,30}?\bdi ${MONTHS} mesi\b`,
);
const ASKS_ACCRUAL = /\bmatur\w*/;

export function contractMonths(req: TypedRequest, text: string): Partial<TypedRequest> {
  if (req.intent !== 'holidays' && req.intent !== 'rol_ex_festivita') return {};
  const { slots } = req;
  if (slots.monthsWorked !== undefined || slots.hireDate || slots.endDate) return {};
  const asking = text.split(/(?<=[.?!;])\s+/).filter((s) => s.includes('?'));
  if (!ASKS_ACCRUAL.test(asking.length ? asking.join(' ') : text)) return {};
  const m = CONTRACT_MONTHS.exec(text);
  const months = m ? countValue(m[1] ?? m[2] ?? '') : undefined;
  if (!months || months >= 12) return {};
  return { slots: { ...slots, monthsWorked: months } };
}
