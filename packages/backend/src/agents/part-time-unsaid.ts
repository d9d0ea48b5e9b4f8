import type { Ccnl } from '../kb/schema.js';
import { fold } from '../reader/text.js';
import type { Fields } from './calcolo-parts.js';

const PART_TIME = /\bpart.?time\b|\btempo parziale\b|\bparzial\w* (?:orizzontal|vertical|mist)\w*/;

/**
 * The opening of the ask for a level. A part-timer's pay asked with neither the hours nor the share ("retribuzione
 * di un part-time CCNL Turismo?") also needs the hours: the level's minimum is a full-time month, cut to the hours
 * worked, so both are asked at once rather than one answer after another.
 */
export function levelAskIntro(ccnl: Ccnl, fields: Fields, message: string, partTimeAsked: boolean): string {
  const hoursUnsaid = !fields.ore_settimanali && !fields.part_time;
  if (hoursUnsaid && (partTimeAsked || PART_TIME.test(fold(message))))
    return `Per calcolare la retribuzione di un part-time nel ${ccnl.short_name} mi servono il livello di inquadramento e le ore settimanali del contratto (o la percentuale di part-time): il minimo del livello è quello del tempo pieno, riproporzionato alle ore lavorate.`;
  return `Per calcolare la retribuzione nel ${ccnl.short_name} mi serve il livello di inquadramento.`;
}
