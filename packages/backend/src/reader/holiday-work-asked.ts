import type { TypedRequest } from './request.js';

/**
 * "Chi lavora a Natale e Santo Stefano cosa ha in più in busta rispetto a un giorno normale?", "FIPE: chi lavora a
 * Natale cosa prende in più?": the pay of work on a holiday is asked, which is the agreement's holiday surcharge,
 * not a level's minimum nor a question outside labour law. Runs on the folded text, on a request whose holiday
 * work (overtimeKind "festivo") is already read.
 */
const WORKS_ON_HOLIDAY =
  /\blavor\w* (?:a |il |nel giorno di |nei giorni di |durante (?:le |il )?)?(?:natale|santo stefano|capodanno|ferragosto|pasqua|pasquetta|epifania|primo maggio|1° maggio|festivi\w*|festiv[oi]|giorni festivi)\b/;
const EXTRA_ASKED =
  /\b(?:cosa|che cosa|quanto) (?:\w+ ){0,3}?(?:in piu|di piu|extra)\b|\bmaggioraz\w*|\bcome (?:si pag|vien\w* pagat|le pag|li pag)\w*|\bcosa (?:prend|spett|tocc)\w*/;
const REREAD = new Set(['minimum_pay', 'out_of_scope', 'holidays']);

export function holidayWorkAsked(request: TypedRequest, text: string): TypedRequest {
  if (request.slots.overtimeKind !== 'festivo' || !REREAD.has(request.intent)) return request;
  if (!WORKS_ON_HOLIDAY.test(text) || !EXTRA_ASKED.test(text)) return request;
  return { ...request, intent: 'overtime_value' };
}
