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
