import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { weeklyHours } from './document-topics.js';
import { isDomestic } from './pay-base.js';

/** The paid hours for medical visits asked ("e per le visite mediche, quante ore di permesso ha?"). */
const VISITS_ASKED =
  /\bvisit[ae] (?:medic\w*|specialistic\w*)|\bvisite\b[^?]{0,40}\bpermess\w*|\bpermess\w*[^?]{0,40}\bvisit[ae]\b/;
/** The hours themselves asked, not whether a visit is allowed at all. */
const HOURS_ASKED = /\bquant\w*\b|\bore\b|\bmonte\b|\bspett\w*/;

const FULL_TIME = /\btempo pieno\b|\bfull ?time\b/;
/**
 * A follow-up that changes only the worker's regime after a turn on the visits' hours ("e se invece la prendo
 * convivente a tempo pieno quante ore sono?", "e con 35 ore settimanali?"): the same visits, not the schedule.
 */
function regimeChanged(text: string, before: string): boolean {
  return (
    /\bvisit[ae] (?:medic|specialistic)\w*/.test(before) &&
    /^(?:e|ma|invece|se|ok|e se)\b/.test(text) &&
    text.split(/\s+/).length <= 20 &&
    /\bconvivent\w*|\btempo pieno\b|\bfull ?time\b|\bpart ?time\b|\d+ ?(?:ore|h)(?: settimanali| a settimana| alla settimana)\b/.test(
      text,
    ) &&
    !/\b(?:ferie|malatti\w*|stipendi\w*|paga|contribut\w*|tredicesim\w*|tfr|ripos\w*|orario|straordinar\w*|lavor\w*|massim\w*|al giorno|notte|costa\w*|livell\w*)\b/.test(
      text,
    )
  );
}

const FULL_LIVE_IN = 16;
const OTHERS = 12;
const THRESHOLD = 30;

const hoursText = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 1 });

/**
 * A domestic worker's yearly paid hours for documented medical visits: 16 for a full-time live-in worker, 12 for
 * the others with at least 30 hours a week, and below 30 hours the 12 in proportion to the week (hours × 12 ÷ 30).
 * It answers the visits asked on this turn, not the earlier turn's subject (holidays) nor a "Sì" owed to it.
 * Undefined outside domestic work, or when the visits' hours are not asked.
 */
export function domesticMedicalVisits(
  ctx: AgentContext,
  req: TypedRequest,
  agreement: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!agreement || !isDomestic(agreement)) return undefined;
  const text = readable(ctx.message);
  // "e x le visite mediche? lei fa 20 ore, quante ore di permesso ha?": the visits named in the sentence before.
  const before = readable(ctx.history?.at(-1) ?? '');
  // (A follow-up that changes only the regime asks the hours again without saying so: "e se fosse convivente?".)
  const again = regimeChanged(text, before);
  const visits =
    VISITS_ASKED.test(text) || (/\bpermess\w*/.test(text) && /\bvisit[ae] medic\w*/.test(before));
  if (!again && (!visits || !HOURS_ASKED.test(text))) return undefined;
  const fact = agreement.rol_ex_festivita;
  if (!fact.text?.includes('visite mediche')) return undefined;
  // "in base alla lettera di assunzione allegata": the week and the regime the uploaded letter states.
  const document = ctx.documents.length ? readable(documentText(ctx)) : '';
  // "e se la prendo convivente a tempo pieno?": full time said now replaces the short week of the earlier turn.
  const fullTimeNow = FULL_TIME.test(text) && !/\d+(?:[.,]\d+)? ?(?:ore|h)\b/.test(text);
  const week = fullTimeNow
    ? undefined
    : (req.slots.weeklyHours ?? (document ? weeklyHours(document) : undefined));
  const liveIn =
    req.slots.cohabiting === true ||
    /(?<!\bnon )\bconvivent\w*|\bvive con (?:noi|lei|lui|me)\b/.test(text) ||
    /(?<!\bnon )\bconvivent\w*/.test(document);
  const rule = `nel ${agreement.short_name} spettano ogni anno ore di permesso retribuito per visite mediche documentate: ${FULL_LIVE_IN} per i conviventi a tempo pieno, ${OTHERS} per gli altri con almeno ${THRESHOLD} ore settimanali e, sotto le ${THRESHOLD} ore settimanali, quella quota riproporzionata all'orario`;
  let opening: string;
  const steps: string[] = [];
  if (week !== undefined && week < THRESHOLD) {
    const hours = Math.round(((OTHERS * week) / THRESHOLD) * 10) / 10;
    opening = `Con ${hoursText(week)} ore settimanali le spettano ${bold(`${hoursText(hours)} ore`)} l'anno di permesso retribuito per visite mediche: ${rule}.`;
    steps.push(`Calcolo: ${OTHERS} × ${hoursText(week)} ÷ ${THRESHOLD} = ${hoursText(hours)} ore l'anno.`);
  } else if (week !== undefined) {
    const hours = liveIn && week > 30 ? FULL_LIVE_IN : OTHERS;
    opening = `Con ${hoursText(week)} ore settimanali${liveIn ? ' da convivente' : ''} le spettano ${bold(`${hours} ore`)} l'anno di permesso retribuito per visite mediche: ${rule}.`;
  } else if (liveIn && FULL_TIME.test(text)) {
    opening = `Da convivente a tempo pieno le spettano ${bold(`${FULL_LIVE_IN} ore`)} l'anno di permesso retribuito per visite mediche: ${rule}.`;
  } else {
    opening = `${rule.charAt(0).toUpperCase()}${rule.slice(1)}.`;
  }
  return compose({
    answer: opening,
    steps,
    assumptions: ['Le visite devono essere documentate e cadere, anche in parte, nell’orario di lavoro.'],
    citations: citeSources(agreement, fact.text, fact.article ?? null, fact.sources),
    related: [],
  });
}
