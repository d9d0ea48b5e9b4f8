import { CALCULATION_INTENTS } from './intents.js';
import type { Intent } from './request.js';

/** The agreement's working week named as the thing asked: its normal, weekly or contractual hours. */
const SCHEDULE_NAMED =
  /\b(?:orario (?:di lavoro|settimanal\w*|normal\w*|contrattual\w*|pieno|full.?time)|normale orario|ore (?:settimanal\w*|normal\w*|contrattual\w*)|quante ore (?:(?:a|alla|per) settimana|si (?:lavora|fanno)|deve (?:fare|lavorare)|fa\b|lavora\b))/;
/**
 * Words that ask a figure of pay or cost, hours of leave, or the hours of one day or time ("e il sabato, per le ore
 * normali?": its surcharge) rather than the week's schedule itself.
 */
const FIGURE_AT_HOURS =
  /\b(?:paga|pagat\w*|stipendi\w*|retribu\w*|lord\w*|nett\w*|euro|cost\w*|prend\w*|guadagn\w*|minim[oi]|tredicesim\w*|straordinar\w*|maggioraz\w*|ferie|permess\w*|rol|par|sabat\w*|domenic\w*|festiv\w*|nott\w*|notturn\w*|seral\w*|turn[oi])\b|€/;

/**
 * "e l'orario normale a settimana quant'è x il mio operaio?", "e quante ore a settimana deve fare?" after a
 * minimum or another figure: the turn asks the agreement's working week itself, not the earlier figure at some
 * hours ("e con 30 ore settimanali?", which gives a number of hours, keeps the figure).
 */
export function scheduleAfterFigure(text: string, intent: Intent, previous: Intent): Intent | undefined {
  if (intent !== previous || !CALCULATION_INTENTS.has(previous)) return undefined;
  if (!SCHEDULE_NAMED.test(text) || FIGURE_AT_HOURS.test(text)) return undefined;
  // A number of hours given ("e a 30 ore settimanali?") sets the schedule for the same figure.
  return /\b\d{1,2}(?:[.,]\d+)? ?(?:ore|h)\b/.test(text) ? undefined : 'working_hours';
}

// The hours a count reaches: "a quante ore arrivo in totale?", "quante ore diventano?", "quante ore saranno?".
const HOURS_REACHED =
  /\ba quante ore (?:\w+ )?(?:arriv|sal|pass)\w*|\bquante ore (?:\w+ )?(?:diventan|divent|saranno|sono|avro|avra|mi spett|gli spett|le spett|spett|matur)\w*|\bquante (?:ore )?in totale\b|\bin totale\b[^?]{0,30}\bquante ore\b/;
// The week or the day named: the schedule itself is asked.
const WEEK_NAMED =
  /\bsettiman\w*|\bal giorno\b|\bgiornalier\w*|\borario (?:di lavoro|normale|settimanale|contrattuale)\b|\bturn[oi]\b/;

/**
 * "ok e quindi da marzo 2027, quando avrò fatto 2 anni, a quante ore arrivo in totale?" after the permits' hours
 * (ROL and ex festività): the same permits at the later service, not the working week, which "quante ore" alone
 * would read.
 */
export function permitHoursReached(text: string, intent: Intent, previous: Intent): Intent | undefined {
  if (previous !== 'rol_ex_festivita' || intent !== 'working_hours') return undefined;
  return HOURS_REACHED.test(text) && !WEEK_NAMED.test(text) ? previous : undefined;
}
