import type { TypedRequest } from './request.js';

/**
 * Session 41 (fixs41h): permits taken, and those left asked ("di permessi rol ed ex festività ne ha usate solo 30
 * ore: quante ore le restano e se le pago quanto fanno?", "ha goduto 50 ore tra rol ed ex festività: quante ne
 * avanzano?"). The hours told are the ones taken, not the ones left to pay: what is left is the year's total
 * less them, which the ROL answer gives (agents/rol-left.ts).
 */

/** "ne ha usate solo 30 ore", "ha goduto 50 ore", "30 ore già fruite", "ne ha già usate 24" (of the hours asked). */
export const HOURS_TAKEN =
  /\b(?<!\bnon )(?:(?:ha|ho|abbia|hanno) )?(?:usat|godut|fruit|utilizzat|consumat)[eio]\b[^.?;]{0,25}?\b(\d{1,3}(?:,\d+)?) ?ore\b|\b(\d{1,3}(?:,\d+)?) ?ore\b[^.?;]{0,30}?\b(?:gia )?(?<!\bnon )(?:usat|godut|fruit|utilizzat|consumat)[eio]\b|\bne (?:ha|ho|abbia|hanno) (?:gia |solo )?(?:usat|godut|fruit|utilizzat|consumat)[eio] (?:gia |solo )?(\d{1,3}(?:,\d+)?)\b(?! ?(?:giorn|gg|mes|ann|settiman|%|€|euro))/;
/** What is left of them asked ("quante ore le restano", "quante ne avanzano", "le residue"). */
export const LEFT_ASKED = /\b(?:rest|riman|avanz)\w*|\bresidu\w*|\bda (?:godere|recuperare)\b/;
const PERMITS = /\brol\b|\broll\b|\bex.?festivit|\bpermess\w*|\briduzion\w* (?:d'|di |dell')?orario/;

/** The hours taken, when the question names permits, tells them taken and asks those left. */
export function hoursTaken(text: string): number | undefined {
  const taken = HOURS_TAKEN.exec(text);
  if (!taken || !LEFT_ASKED.test(text) || !PERMITS.test(text)) return undefined;
  // A bare count ("ne ha già usate 24") is hours only where the question counts permits in hours.
  if (taken[3] && !/\bore\b/.test(text)) return undefined;
  return Number((taken[1] ?? taken[2] ?? taken[3] ?? '').replace(',', '.'));
}

/** The permits of the year asked, not a pay: the ROL answer works out what is left. */
export function permitsLeftAsked(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent === 'rol_ex_festivita' || hoursTaken(text) === undefined) return {};
  if (!['minimum_pay', 'hourly_rate', 'holidays', 'gross_to_net'].includes(request.intent)) return {};
  return { intent: 'rol_ex_festivita' };
}
