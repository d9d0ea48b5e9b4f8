import { MONTH_NAMES } from '../kb/format.js';
import type { Intent } from './request.js';

/**
 * "e l'anno scorso invece quanto era? che devo controllare un arretrato del 2025" after a minimum: the same
 * figure at an earlier date, asked for a purpose (checking back pay), not the renewal's arrears or una tantum.
 * Undefined unless the turn asks a past value and speaks of arrears only as what the figure is for.
 */
const PAST_VALUE =
  /\bquant[oa] (?:era|erano|faceva|prendeva|c'era)\b|\bquant'? ?era\b|\bcom'era\b|\bqual(?: era|'era)\b|\ba quanto (?:ammontava|arrivava)\b/;
// ("…quant era? devo rifare un conteggio di arretrati": the reckoning to redo, said as its own sentence.)
export const ARREARS_PURPOSE =
  /\b(?:che|perche|per|cosi|visto che|dato che)\b(?: (?:devo|dobbiamo|deve|voglio|vorrei|mi serve))?(?: \w+)? (?:controll|verific|sistem|calcol|ricalcol|conteggi|sanare|regolarizz|ricostru)\w*(?: (?:anche|bene))? (?:un |gli |l'|degli |dell'|le )?arretrat\w*|\b(?:devo|dobbiamo|deve) (?:ri)?fare (?:un |il |i |dei )?(?:conteggi?o?|calcol[oi]|ricalcol[oi]|cont[oi]) (?:di |degli |dei |sugli )?arretrat\w*/;

/** A past value asked, with arrears only the purpose of asking it. */
export function pastFigureForArrearsAsked(text: string): boolean {
  if (!PAST_VALUE.test(text) || !ARREARS_PURPOSE.test(text)) return false;
  // Arrears asked as the figure ("quanto era l'arretrato?") stay the renewal's.
  return !/\barretrat|\buna tantum\b|\brinnov/.test(text.replace(ARREARS_PURPOSE, ' '));
}

export function pastFigureForArrears(text: string, intent: Intent, previous: Intent): Intent | undefined {
  if (intent !== 'renewal' || previous !== 'minimum_pay') return undefined;
  return pastFigureForArrearsAsked(text) ? previous : undefined;
}

/** A figure pointed back to by a pronoun at another date: "anche quella di luglio 2025", "quello del 2024". */
const FIGURE_AT_DATE = new RegExp(
  `\\bquell[oa] (?:di|del|dell'|della|a|al|per)(?: mese di)? ?(?:(?:${MONTH_NAMES})\\b|20\\d\\d\\b|anno scorso\\b|l'anno scorso\\b)`,
);

/**
 * "Per controllare gli arretrati mi servirebbe anche quella di luglio 2025: quanto era?" after a minimum: a turn
 * asking the conversation's figure at a past date, with arrears only its purpose, follows the earlier ask even
 * when it names no "e" or "invece" (the long wording of a follow-up).
 */
export function pastFigureFollowsUp(text: string, previous: Intent): boolean {
  return previous === 'minimum_pay' && pastFigureForArrearsAsked(text) && FIGURE_AT_DATE.test(text);
}
