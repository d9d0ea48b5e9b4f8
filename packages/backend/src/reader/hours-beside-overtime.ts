import type { Intent } from './request.js';

/**
 * "Qual è l'orario ordinario nelle cooperative sociali, e le ore oltre quell'orario con quale maggiorazione vanno
 * pagate?": the ordinary week asked outright beside the overtime rate is a second subject, answered too (the
 * overtime words alone made the hours a part of the overtime question, and the first half went unanswered).
 */
const HOURS_ASKED =
  /\bqual(?: e|'e) (?:l'|il )?orario (?:ordinario|normale|settimanale|contrattuale|di lavoro|pieno)\b|\bquant[ei] (?:sono )?(?:le )?ore (?:settimanali|ordinarie|normali|a settimana)\b|\bquante ore (?:si fanno|prevede|sono previste)\b/;

export function withHoursAsked(intent: Intent, alsoAsked: Intent[], text: string): Intent[] {
  if (intent !== 'overtime_value' || alsoAsked.includes('working_hours') || !HOURS_ASKED.test(text))
    return alsoAsked;
  return [...alsoAsked, 'working_hours'];
}
