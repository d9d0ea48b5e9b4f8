import type { Intent } from './request.js';

/**
 * "e l'anno scorso invece quanto era? che devo controllare un arretrato del 2025" after a minimum: the same
 * figure at an earlier date, asked for a purpose (checking back pay), not the renewal's arrears or una tantum.
 * Undefined unless the turn asks a past value and speaks of arrears only as what the figure is for.
 */
const PAST_VALUE = /\bquant[oa] (?:era|erano|faceva|prendeva|c'era)\b|\bquant'? ?era\b|\bcom'era\b/;
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
