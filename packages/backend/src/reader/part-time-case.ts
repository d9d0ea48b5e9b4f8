import type { Intent } from './request.js';

/**
 * "lavoro part time al 50%, quante ferie ho?", "sono part-time a 20 ore: quanti ROL?": a part-time said as the
 * worker's situation describes the case (its share is a slot); the subject asked is the other one. Part-time is
 * still asked when the question is about its own rules (supplementary hours, elastic clauses, the minimum
 * schedule, moving to or from full time).
 */
const PART_TIME_CASE =
  /\b(?:sono|siamo|e|lavor\w*|faccio|fa|ho (?:un|il) (?:contratto )?|assunt\w* (?:a|in|con)|con (?:un )?(?:contratto )?(?:a |di )?|in|a)\s*(?:a |in )?(?:un )?part.?time\b/;
const PART_TIME_RULES =
  /supplementar|clausol|elastic|flessibil|ore minim|minimo di ore|orario minimo|trasform|passa\w* (?:a|al) (?:part|tempo pieno|full)|torna\w* (?:a|al) (?:tempo pieno|full)|diritto al part|chied\w* (?:il )?part|richiesta di part|precedenza|part.?time (?:verticale|orizzontale|misto) (?:cos|come|che)|cos'e il part/;

export function withoutPartTimeCase(intent: Intent | undefined, asked: Intent[], text: string): Intent[] {
  if (!intent || intent === 'part_time' || !asked.includes('part_time')) return asked;
  if (!PART_TIME_CASE.test(text) || PART_TIME_RULES.test(text)) return asked;
  return asked.filter((i) => i !== 'part_time');
}
