import { PART_TIME_EXTRA } from './asked-topic.js';
import { CLAIMED_TRANCHE } from './claimed-tranche.js';
import { FULL_WEEK_RULES } from './full-week-asked.js';
import { LEAVING_NOTICE_RULES } from './leaving-notice.js';
import type { Intent, TypedRequest } from './request.js';
import { readable } from './text.js';

/**
 * Contract topics as the fifth set of real questions tells them (eval/questions/89-real-topics-5.json), read on
 * the folded text beside the word rules of intents.ts (weights as there: 3 says the intent outright).
 */

const RELATIVE = String.raw`(?:padre|madre|papa|mamma|genitor\w*|nonn[oaie]|fratell\w*|sorell\w*|figli\w*|suocer\w*|cognat\w*|zi[oaie]|marito|moglie|coniuge|compagn[oa]|convivente|nipot\w*|parent\w*|familiar\w*)`;
const DIED =
  '(?:mort[oaie]|mancat[oaie]|scompars[oaie]|decedut[oaie]|venut[oa] a mancare|passat[oa] a miglior vita)';

/**
 * A relative's death or serious illness told as what the leave is for ("è mancato mio nonno", "il funerale di
 * mio fratello", "assistere mia madre operata, non ci sono permessi per grave infermità?"): the leave, whatever
 * the employer's "prendi ferie" in the story says.
 */
export const FAMILY_EVENT = new RegExp(
  [
    String.raw`\b${DIED}\b[^?.]{0,25}\b${RELATIVE}\b`,
    String.raw`\b${RELATIVE}\b[^?.]{0,25}\b(?:e |e' )?${DIED}\b`,
    String.raw`\b(?:morte|decesso|scomparsa|funeral\w*|esequie)\b[^?.]{0,25}\b${RELATIVE}\b`,
    String.raw`\bfuneral\w*\b`,
    String.raw`\bgrave infermita\b|\binfermita grave\b`,
    String.raw`\b${RELATIVE}\b[^?.]{0,20}\b(?:e |e' )?(?:ricoverat[oa]|operat[oa]|in fin di vita|gravemente malat[oa])\b`,
    String.raw`\bassist\w*\b[^?.]{0,30}\b${RELATIVE}\b[^?.]{0,30}\b(?:operat[oa]|ricoverat[oa]|malat[oa]|in ospedale)\b`,
  ].join('|'),
);
/** Paid time off asked ("quanti giorni di permesso", "mi spetta qualche giorno pagato?", "ho diritto a…"). */
const ASKS_TIME_OFF =
  /\bpermess\w*|\bcongedo\b|\bgiorn\w* (?:pagat|retribuit|liber)\w*|\bho diritto\b|\bmi spett\w*|\bspettano\b|\bassentarmi\b/;

export const TOPIC_RULES_RT5: [Intent, number, RegExp][] = [
  // "il capo dice di prendere ferie per il funerale di mio fratello: non ho un permesso?": the leave.
  ['leave', 5, new RegExp(`^(?=.*(?:${FAMILY_EVENT.source}))(?=.*(?:${ASKS_TIME_OFF.source}))`)],
  ['renewal', 6, CLAIMED_TRANCHE],
  // "il tempo pieno non è di meno?": the agreement's full week (full-week-asked.ts).
  ...FULL_WEEK_RULES,
  ...LEAVING_NOTICE_RULES,
  // "ogni anno mi matura tipo mille euro di tfr … quanto dovrebbe essere in un anno?": the TFR's yearly accrual,
  // whatever 13th and 14th months the pay told counts.
  // (A cost asked with the TFR as one of its parts stays a cost.)
  [
    'tfr',
    6,
    /^(?!.*\bcost[aoi]\w*).*(?:\bmatur\w*\b[^?.]{0,30}\b(?:di )?tfr\b|\btfr\b[^?.]{0,30}\bmatur\w*)/,
  ],
];

/**
 * The sickness check ("visita fiscale", "fasce di reperibilità"): a worker's duty while on sick leave, work
 * whatever a doctor in the ask says ("a che ora può passare il medico?").
 */
export const SICKNESS_CHECK = String.raw`\bvisit\w* fiscal\w*|\bmedic\w* fiscal\w*|\bfasce (?:orarie )?(?:di )?reperibilita|\breperibilita\b[^?]{0,40}\bmalatti|\bmalatti\w*\b[^?]{0,60}\b(?:uscire di casa|stare a casa|essere reperibile|reperibilita|farm\w* trovare)|\bfarm\w* trovare (?:a|in) casa\b|\b(?:restare|stare|essere) (?:a|in) casa\b[^?]{0,40}\bmedic\w* (?:dell'|del |della )?inps\b`;

// Hours worked beyond the schedule: "ore in più", "le ore che faccio in più", "oltre il mio orario", or counted
// with "ne" after the week ("fa 20 ore, questa settimana ne ha fatte 3 in più").
const COUNTED_WITH_NE = String.raw`\bne (?:\w+ ){1,2}(?:\d+|un[ao']?|due|tre|quattro|cinque|sei|sette|otto|qualch\w*) (?:or[ae] )?(?:in piu|di piu|extra)\b`;
// Built on first use: asked-topic.ts reaches this module through intents.ts, so its pattern is not ready at load.
let extraHours: RegExp | undefined;
const EXTRA_HOURS = () => {
  extraHours ??= new RegExp(
    String.raw`${PART_TIME_EXTRA.source}|\bor[ae]\b[^?.]{0,25}\b(?:in piu|di piu)\b|${COUNTED_WITH_NE}`,
  );
  return extraHours;
};
const PART_TIME = /\bpart.?time\b|\btempo parziale\b|\bparziale\b/;
// Someone else's part-time in the story ("mia moglie lavora part-time", "la collega fa il part time") is not the
// writer's schedule.
const OTHERS_PART_TIME = new RegExp(
  String.raw`\b(?:mi[oae]|su[oae]|il|la|un|una|l')\s?(?:${RELATIVE.slice(3, -1)}|collega|colleghi|colleghe)\b[^?.;,]{0,30}(?:part.?time|tempo parziale|parziale)\b`,
  'g',
);
// A full week said in the conversation ("a tempo pieno", "full time", "40 ore") makes the extra hours overtime.
const FULL_TIME = /\btempo pieno\b|\bfull.?time\b/;
const PART_TIME_BELOW = 36;
const FORMER_FULL_TIME = /\bda(?:l)? (?:un )?(?:tempo pieno|full.?time) (?:a|al|in)\b/g;
// "il full time da contratto è 40", "su un tempo pieno di 38 ore": the full week named as the measure of a
// part-time, not the worker's own schedule.
const REFERENCE_FULL_TIME =
  /(?<!\b(?:ho|abbiamo|faccio|fa|fai) )\b(?:il|un|del|al|sul|su un|rispetto al) (?:tempo pieno|full.?time)\b(?: (?:da|del|previsto dal|nel|per il|secondo il) (?:contratto|ccnl))?\s*(?:e|sarebbe|di|:|=|pari a)\s*(?:di )?\d{2}\b/g;

/**
 * "e le ore che faccio in più?" after "lavoro part time nelle pulizie, 20 ore": hours beyond a part-timer's
 * schedule are supplementary work, whichever turn said the part-time (read-alone.ts reads it said in the
 * same turn). Overtime or the working week read from the words "ore in più" become the part-time topic.
 */
export function partTimeExtraHours(
  request: TypedRequest,
  text: string,
  history: readonly string[],
): TypedRequest {
  // "me le paga di più?" of those hours reads as pay (a minimum) on its words alone: the hours are the subject.
  const payOfHours =
    (request.intent === 'minimum_pay' || request.intent === 'hourly_rate') &&
    request.slots.overtimeKind !== undefined;
  if (!['overtime_value', 'working_hours', 'part_time'].includes(request.intent) && !payOfHours)
    return request;
  if (request.intent === 'part_time' || !EXTRA_HOURS().test(text)) return request;
  const said = [text, ...history.map(readable)];
  // "trasformato da tempo pieno a part-time": the full week is what the job was, not what it is; "il full time è
  // 40": the week it is measured against.
  if (said.some((t) => FULL_TIME.test(t.replace(FORMER_FULL_TIME, ' ').replace(REFERENCE_FULL_TIME, ' '))))
    return request;
  const hours = request.slots.weeklyHours;
  const partTime =
    said.some((t) => PART_TIME.test(t.replace(OTHERS_PART_TIME, ' '))) ||
    request.slots.partTimePercent !== undefined ||
    (hours !== undefined && hours < PART_TIME_BELOW);
  if (!partTime) return request;
  return { ...request, intent: 'part_time', alsoAsked: request.alsoAsked.filter((i) => i !== 'part_time') };
}

// The holidays asked outright ("quanti giorni di ferie ho?"), not the employer's "prendi ferie".
const HOLIDAYS_ASKED =
  /\bquant\w* (?:giorni (?:di )?)?ferie\b|\bferie (?:mi )?spett\w*|\bferie (?:annual|maturat)\w*/;

/**
 * A relative's death or serious illness with paid time off asked ("mi spetta qualche giorno retribuito?"):
 * the leave, also when the asking clause alone, after the employer's "prendi ferie", read the holidays.
 */
export function familyLeave(request: TypedRequest, text: string): TypedRequest {
  if (request.intent !== 'holidays' && request.intent !== 'rol_ex_festivita') return request;
  if (!FAMILY_EVENT.test(text) || !ASKS_TIME_OFF.test(text) || HOLIDAYS_ASKED.test(text)) return request;
  return { ...request, intent: 'leave', alsoAsked: request.alsoAsked.filter((i) => i !== 'leave') };
}
