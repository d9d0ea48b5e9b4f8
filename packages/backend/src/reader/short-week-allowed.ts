import type { Intent, TypedRequest } from './request.js';

const SCHEDULE_ALLOWED =
  /\b(?:si puo fare|si possono fare|e possibile|e legale|e regolare|e consentit\w*|e ammess\w*|va bene cosi)\b[^?]{0,40}\?|\bsi (?:puo|possono)\s*(?:\?|o\b|oppure\b)|(?<!\bnon )\bc(?:'| )?e (?:un )?(?:minimo|limite minimo)\b|\b(?:posso|possiamo|si puo) (?:prendere|assumere|tenere|far lavorare|inquadrare)\b[^?.]{0,120}\?/;
/** "8 ore in tutto" beside the days of a week, read before the slots hold it. */
const WEEK_HOURS = /\b(\d{1,2}) ore (?:in tutto|a settimana|alla settimana|settimanali)\b/;
const PAY_WORDS =
  /\b(?:paga|pagat\w*|stipendi\w*|retribu\w*|lord\w*|nett\w*|euro|minimi (?:tabellari|retributivi))\b|€/;

/**
 * A week shorter than 30 hours asked as allowed ("a 12 ore a settimana: si può fare o c'è un minimo?"), a hire at
 * it included ("posso prendere uno studente solo il sabato e la domenica per 8 ore a settimana?"), no pay asked:
 * the part-time minimum is the subject.
 */
export function shortWeekAllowedAsked(request: TypedRequest, text: string): boolean {
  const hours = request.slots.weeklyHours ?? Number(WEEK_HOURS.exec(text)?.[1] ?? 40);
  return hours < 30 && SCHEDULE_ALLOWED.test(text) && !PAY_WORDS.test(text);
}

/**
 * "e se invece la prendo part time a 12 ore a settimana, si può fare?" after a cost or a minimum: a turn that asks
 * only whether the shorter week is allowed asks the part-time rule, not the earlier figure at the new hours.
 */
export function allowedWeekFollowUp(text: string, intent: Intent, previous: Intent): Intent | undefined {
  if (intent !== previous || !/\bpart.?time\b|\btempo parziale\b/.test(text)) return undefined;
  const hours = Number(WEEK_HOURS.exec(text)?.[1] ?? /\b(\d{1,2}) ore\b/.exec(text)?.[1] ?? 40);
  return hours < 30 && SCHEDULE_ALLOWED.test(text) && !PAY_WORDS.test(text) && !COST_WORDS.test(text)
    ? 'part_time'
    : undefined;
}
const COST_WORDS = /\bcost\w*|\bquanto\b/;

// "e se le faccio un contratto da 15 ore? si può fare?", "…da 10 ore a settimana si può?" after a minimum: the figure at the new hours, and whether
// they are allowed (the part-time rule, answered beside it).
export const HOURS_AND_ALLOWED =
  /^(?:e |ma )?se\b[^?]*\b\d{1,2} ore\b[^?]*(?:\?\s*)?(?:ma )?(?:si (?:puo|possono)|posso|e (?:possibile|consentit\w*|legal\w*|regolar\w*|fattibile))\b/;
