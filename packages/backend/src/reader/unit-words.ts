import type { Intent } from './request.js';

/**
 * "quante ore l'anno?" after "ho diritto ai ROL?" asks how many hours of ROL, not the working week: on a
 * subject counted in hours (ROL, leave, holidays, overtime, supplementary hours, sick leave) the hours are
 * the unit of the figure asked. The working week is also asked only when the question names it.
 */
const COUNTED_IN_HOURS: ReadonlySet<Intent> = new Set([
  'rol_ex_festivita',
  'leave',
  'holidays',
  'overtime_value',
  'part_time',
  'sickness_injury',
]);

/**
 * Words that name the working week itself, not a count of hours of something else ("ne spettano 40 ore",
 * "40 ore di permesso" count permits; "permessi per riduzione d'orario", "riduzione orario" name the ROL, not the schedule;
 * "operaio full-time a 40 ore" tells the worker's week, the case, not a week asked).
 */
const WORKING_WEEK =
  /(?<!riduzion\w* (?:(?:d'|dell'|di |del |dell )\s?)?)\borario\b|ore settimanal|ore (?:a|alla|per|ogni|la) settiman|\bdivisore\b|(?<!\b(?:spett\w*|matur\w*|ne|di|a)\s)\b(?:36|37|38|39|40) ore\b(?! (?:di (?:rol|permess|ferie|ex)|l'anno|annu|all'anno))|quant\w* ore (?:e |fa |fanno |sono |prevede )?(?:il |un |a )?(?:tempo pieno|full.?time)/;

/** The further intents a question asks, without the working week read only from its unit of hours. */
export function withoutUnitIntents(intent: Intent | undefined, alsoAsked: Intent[], text: string): Intent[] {
  if (!intent || !COUNTED_IN_HOURS.has(intent) || WORKING_WEEK.test(text)) return alsoAsked;
  return alsoAsked.filter((i) => i !== 'working_hours');
}

/** A question read as the working week only from its unit ("quante ore ho?") on a subject counted in hours. */
export function weekFromUnitOnly(subject: Intent, read: Intent, text: string): boolean {
  return read === 'working_hours' && COUNTED_IN_HOURS.has(subject) && !WORKING_WEEK.test(text);
}
