import type { TypedRequest } from './request.js';

/**
 * "Il 25 e 26 dicembre il cuoco lavora: cosa gli spetta oltre alla normale retribuzione?", "chi lavora a
 * Ferragosto come viene pagato?": the holiday's work asked, what it adds to the month's pay (the agreement's
 * holiday surcharge), not the month's minimum nor an unknown topic. Runs on the folded text after the word
 * rules, which read the holiday (slots.overtimeKind) but took the month's pay or nothing as the topic.
 */

const HOLIDAY_KINDS: ReadonlySet<string> = new Set(['festivo', 'straordinario_festivo']);
const MISREAD: ReadonlySet<TypedRequest['intent']> = new Set([
  'minimum_pay',
  'out_of_scope',
  'payroll_rules',
]);
// The holiday worked: "lavora in quei due giorni festivi", "lavorare a Natale", "aperti a Pasqua e lavoriamo".
const WORKED =
  /\blavor\w*\b[^.?]{0,50}\b(?:festiv\w*|festa|festivita|natale|santo stefano|capodanno|pasqua\w*|ferragosto|epifania|primo maggio|2[56] dicembre|1 (?:gennaio|maggio))\b|\b(?:festiv\w*|festivita|natale|santo stefano|capodanno|pasqua\w*|ferragosto)\b[^.?]{0,50}\blavor\w*|\b(?:fatto|faccio|coperto|copro|avuto|ho) (?:il |un |lo )?(?:mio |suo |solito |normale )?(?:turno|servizio)\b[^.?]{0,40}\b(?:festiv\w*|festa|natale|santo stefano|capodanno|pasqua\w*|ferragosto|epifania|2[56] dicembre)\b|\b(?:festiv\w*|festa|natale|santo stefano|capodanno|pasqua\w*|ferragosto|epifania|2[56] dicembre)\b[^.?]{0,40}\b(?:fatto|faccio|coperto|copro|avuto|ho) (?:il |un |lo )?(?:mio |suo |solito |normale )?(?:turno|servizio)\b|\blavor\w* (?:in |nei |durante )?(?:quei|quelle|questi|queste|tali|entrambi|tutti e due) (?:\w+ )?(?:giorni|giornate|date|feste|festivita)\b/;
// What the work brings asked: "cosa spetta", "cosa gli tocca", "come viene pagato", "oltre alla retribuzione",
// "mi spetta qualcosa di più o niente?", "mi danno qualcosa in più?".
const ASKED =
  /\b(?:cosa|che cosa|quanto)\b[^.?]{0,30}\b(?:spett\w*|tocc\w*|riconosc\w*|dev\w* (?:dare|pagare|riconoscere))\b|\b(?:spett\w*|tocc\w*|danno|dann\w*|pagan\w*|riconosc\w*|diritto a)\b[^.?]{0,20}\b(?:qualcosa|qualche cosa|niente|nulla)\b|\b(?:qualcosa|niente|nulla) (?:di |in )?(?:piu|extra)\b|\bcome (?:viene|vengono|va|vanno|sono|e) (?:pagat|retribuit|compensat)\w*|\boltre (?:alla|al|allo) (?:sua |mia |normale |solita |ordinaria )*(?:retribuzione|stipendio|paga|mensilita)\b/;
// The month's pay itself asked: "quanto prende al mese", "qual è il minimo", "stipendio lordo".
const MONTH_ASKED =
  /\b(?:al mese|mensil\w* (?:lord|nett)\w*|minimo|minimi|stipendio (?:lordo|netto|base))\b(?![^.?]{0,20}\boltre\b)/;

export function holidayWorkAsked(req: TypedRequest, text: string): Partial<TypedRequest> {
  const kind = req.slots.overtimeKind;
  if (!kind || !HOLIDAY_KINDS.has(kind) || !MISREAD.has(req.intent)) return {};
  if (!WORKED.test(text) || !ASKED.test(text)) return {};
  if (MONTH_ASKED.test(text.replace(/\boltre (?:alla|al|allo) [^.?]{0,40}/g, ' '))) return {};
  return { intent: 'overtime_value' };
}
