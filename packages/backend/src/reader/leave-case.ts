import type { Intent, TypedRequest } from './request.js';

/**
 * The words that set a leave's case are not further subjects: "con orario distribuito su sei giorni, quante ore
 * di ROL ed ex festività maturano a regime?" asks the permits of that week, at full accrual. The week said picks
 * the agreement's figure (agents/schedule-variant.ts), not the working hours and divisor; "a regime" is the
 * accrual once complete, not a renewal's increase. Read on folded text.
 */

const LEAVES: ReadonlySet<Intent> = new Set<Intent>(['rol_ex_festivita', 'holidays']);
// The week given as the case: "orario (distribuito) su sei giorni", "settimana di 5 giorni", "lavoriamo su 6 giorni".
const WEEK_CASE =
  /\b(?:orario|settimana|lavor\w*|turn[oi])\b[^.?;]{0,25}\b(?:su|di|a) (?:5|6|cinque|sei) giorni\b/;
// The hours or divisor asked outright: "quante ore settimanali", "qual è il divisore", "orario normale".
const HOURS_ASKED =
  /\bdivisor\w*|\bore (?:settimanal\w*|a settimana|alla settimana)\b|\borario (?:normale|contrattuale|settimanale)\b/;
const FULL_ACCRUAL = /\ba regime\b/;
const RENEWAL_ASKED = /\brinnov\w*|\baument\w*|\btranche\b|\bscad\w*|\barretrat\w*|\buna tantum\b/;

/**
 * "i permessi per allattamento … quante ore al giorno?": the hours asked are the breastfeeding rests' (D.Lgs.
 * 151/2001, art. 39), not the working day's; the shift told ("turni da 8 ore") is their case.
 */
const BREASTFEEDING = /\ballattament\w*/;

/**
 * "quanti mesi all'80% posso prendere e c'è una scadenza per usarli?": the deadline of a parent's leave, not the
 * agreement's expiry, when nothing of a renewal is named.
 */
const PARENT_LEAVE = /\bconged\w* parental\w*|\ballattament\w*/;
const RENEWAL_NAMED =
  /\brinnov\w*|\btranche\b|\baument\w*|\barretrat\w*|\buna tantum\b|\bminim[oi]\b|\bvigenz\w*|\bvalidit\w*|\bfirmat\w*|\bscade il (?:ccnl|contratto)\b/;

export function leaveCase(request: TypedRequest, text: string): TypedRequest {
  if (request.intent === 'renewal' && PARENT_LEAVE.test(text) && !RENEWAL_NAMED.test(text))
    return { ...request, intent: 'leave', alsoAsked: request.alsoAsked.filter((i) => i !== 'leave') };
  if (request.intent === 'working_hours' && BREASTFEEDING.test(text))
    return { ...request, intent: 'leave', alsoAsked: request.alsoAsked.filter((i) => i !== 'leave') };
  if (!LEAVES.has(request.intent) || !request.alsoAsked.length) return request;
  const dropHours = WEEK_CASE.test(text) && !HOURS_ASKED.test(text);
  const dropRenewal = FULL_ACCRUAL.test(text) && !RENEWAL_ASKED.test(text);
  const alsoAsked = request.alsoAsked.filter(
    (intent) => !(intent === 'working_hours' && dropHours) && !(intent === 'renewal' && dropRenewal),
  );
  return alsoAsked.length === request.alsoAsked.length ? request : { ...request, alsoAsked };
}
