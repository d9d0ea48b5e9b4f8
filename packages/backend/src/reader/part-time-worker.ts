import type { Intent } from './request.js';

/**
 * "E per la colf part-time di nostra madre, non convivente, livello B?" after the probation, the holidays or the
 * notice: another worker described (part-time among their facts), nothing asked of the part-time itself; the
 * earlier subject is asked for that worker. Runs on the folded text.
 */
const ANOTHER_WORKER =
  /^(?:e |ed |ma )?(?:invece )?(?:per |a |con |nel caso d(?:i|el|ella) )?(?:il |la |lo |l'|un |una |un'|i |le |gli |mi[oa] |nostr[oa] |su[oa] )?[a-z']+\b[^?]*\bpart.?time\b[^?]*\?\s*$/;
// A question of its own, or the part-time's own rules: the part-time subject stays.
const ASKS_OWN =
  /\b(?:quant\w*|come|cosa|che cosa|quali?|quando|posso|puo|possono|deve|devo|serve|spett\w*|funziona|regol\w*|supplementar\w*|clausol\w*|elastic\w*|minim[oi]|ore|orario|trasform\w*|paga|stipendi\w*|retribu\w*|cost\w*)\b/;
const SUBJECTS: readonly Intent[] = [
  'probation',
  'notice',
  'holidays',
  'rol_ex_festivita',
  'sickness_injury',
  'leave',
];

export function partTimeWorkerOfTheSubject(
  text: string,
  intent: Intent,
  previous: Intent,
): Intent | undefined {
  if (intent !== 'part_time' || !SUBJECTS.includes(previous)) return undefined;
  const asked = text.trim();
  if (asked.split(/\s+/).length > 16 || !ANOTHER_WORKER.test(asked)) return undefined;
  return ASKS_OWN.test(asked.replace(/\bpart.?time\b/g, ' ')) ? undefined : previous;
}
