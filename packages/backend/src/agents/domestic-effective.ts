import { readable } from '../reader/text.js';

/**
 * "retribuzione oraria effettiva di 11,00 €", "9,80 € l'ora comprensivi della tredicesima": the hourly pay the
 * question gives already holds the 13ª's hourly share (the INPS effective pay), so it picks the domestic band
 * as it is; any other hourly pay is the agreed pay, and the engine adds the share (payroll/domestic.ts).
 */
const STATED_EFFECTIVE =
  /\b(?:retribuzione|paga) (?:oraria )?effettiva\b|\bcomprensiv\w* (?:anche )?(?:del(?:la)? )?(?:quota (?:oraria )?|rateo )?(?:di |della |del(?:la)? )?(?:tredicesima|13a|13ma)\b|\b(?:tredicesima|13a|13ma) (?:compresa|inclusa)\b/;

export function effectivePayStated(message: string): boolean {
  return STATED_EFFECTIVE.test(readable(message));
}
