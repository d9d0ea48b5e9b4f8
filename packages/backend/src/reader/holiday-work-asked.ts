import type { TypedRequest } from './request.js';

/**
 * "Chi lavora a Natale e Santo Stefano cosa ha in più in busta rispetto a un giorno normale?", "FIPE: chi lavora a
 * Natale cosa prende in più?": the pay of work on a holiday is asked, which is the agreement's holiday surcharge,
 * not a level's minimum nor a question outside labour law. Runs on the folded text, on a request whose holiday
 * work (overtimeKind "festivo") is already read.
 */
// The holidays by name or by date ("il 1° gennaio", "il 25 aprile", "il 26/12").
const HOLIDAY = String.raw`(?:natale|santo stefano|s\. stefano|capodanno|ferragosto|pasqua|pasquetta|epifania|primo maggio|primo gennaio|festa della repubblica|festa dei lavoratori|ognissanti|immacolata|(?:santo )?patrono|festa patronale|san francesco|festivi\w*|festiv[oi]|giorni festivi|(?:1|1°|primo) (?:gennaio|maggio|novembre)|6 gennaio|25 aprile|2 giugno|15 agosto|8 dicembre|2[56] dicembre|(?:1|6)/1\b|(?:25|26|8)/12\b|15/8\b)`;
// Work on a holiday: "lavorato a Capodanno", "mi ha messo di turno il 1° gennaio", "siamo aperti il 25 aprile",
// "ci fa lavorare l'8 dicembre" (the elided article, its apostrophe often dropped: "l 8 dicembre").
const WORKS_ON_HOLIDAY = new RegExp(
  String.raw`\b(?:lavor\w*|di turno|in turno|turno|apert[oi]|aprire|apriamo|servizio) (?:a |il |lo |la |l'|l |nel giorno di |nei giorni di |durante (?:le |il )?|anche (?:a |il )?)?${HOLIDAY}`,
);
// "cosa mi spetta", "cosa gli tocca in più", "quanto prendo di più", "come si pagano".
const EXTRA_ASKED =
  /\b(?:cosa|che cosa|quanto) (?:\w+ ){0,3}?(?:in piu|di piu|extra)\b|\bmaggioraz\w*|\bcome (?:si pag|vien\w* pagat|le pag|li pag)\w*|\b(?:cosa|che cosa|quanto) (?:\w+ ){0,2}?(?:prend|spett|tocc)\w*/;
// Working hours too: "col contratto cosa gli spetta in più per aver lavorato a Capodanno" asks the pay, not the schedule.
const REREAD = new Set(['minimum_pay', 'out_of_scope', 'holidays', 'working_hours']);

export function holidayWorkAsked(request: TypedRequest, text: string): TypedRequest {
  if (request.slots.overtimeKind !== 'festivo' || !REREAD.has(request.intent)) return request;
  if (!WORKS_ON_HOLIDAY.test(text) || !EXTRA_ASKED.test(text)) return request;
  return { ...request, intent: 'overtime_value' };
}
