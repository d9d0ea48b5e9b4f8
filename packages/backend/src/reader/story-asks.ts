import { askedClause } from './asking-clause.js';
import { scoreIntents } from './intents.js';
import { AGREEMENT_TOPICS, type Intent, type TypedRequest } from './request.js';
import { STORY_EVENTS } from './story-event.js';

/**
 * What the asking sentence asks, against what the story around it tells (runs inside `refineIntent`, on the
 * folded text):
 * - a leave, an illness or a dismissal the story tells ("rientrata dalla maternità, ci chiede il part-time …
 *   volevo sapere se il contratto fissa un minimo di ore") while the asking sentence names another agreement
 *   topic outright and no event: that topic is asked, also when the ask has no question mark;
 * - hours at a time that is paid more (a Sunday, a holiday, the night) with the pay asked ("quanto in più la
 *   dobbiamo pagare?", "che maggiorazione?"): the value of those hours, not the schedule a rest day names;
 * - holidays asked in the final settlement ("quanti giorni di ferie mi devono pagare in liquidazione?"): the
 *   holidays, not the TFR the word "liquidazione" also names.
 */

// A subject named outright scores at least this (the reader's OUTRIGHT).
const OUTRIGHT = 3;
// The least story before the ask (a dozen words).
const STORY_CHARS = 60;
/** Words that make a sentence ask, with or without a question mark. */
const ASKS =
  /\?|\bquant[oaie]?\b|\bqual[ei]?\b|\bcome\b|\bquando\b|\bspett|\bposso\b|\bdevo\b|\b(?:vorrei|volevo|vorremmo|volevamo) (?:sapere|capire)|\bsapere se\b|\bmi dic/;
/** The event itself in the ask: then the event is what is asked ("quanto prendo in maternità?"). */
const EVENT_WORDS =
  /maternit|paternit|congedo|parental|malatti|infortun|licenzi|dimission|dimett|preavvis|allattament|permess|\b104\b|\blutto\b|matrimon|\bspos/;

function to(request: TypedRequest, next: Intent): TypedRequest {
  return {
    ...request,
    intent: next,
    alsoAsked: request.alsoAsked.filter((i) => i !== next && i !== request.intent),
  };
}

/** The agreement topic the asking sentence names after a story that tells an event, if it names one. */
function topicAfterEvent(request: TypedRequest, text: string): Intent | undefined {
  if (!STORY_EVENTS.has(request.intent)) return undefined;
  const ask = askedClause(text);
  if (text.length - ask.length < STORY_CHARS || !ASKS.test(ask) || EVENT_WORDS.test(ask)) return undefined;
  const top = scoreIntents(ask)[0];
  if (!top || top.score < OUTRIGHT || STORY_EVENTS.has(top.intent) || !AGREEMENT_TOPICS.includes(top.intent))
    return undefined;
  return top.intent;
}

/** The pay of hours at a dearer time asked: "quanto in più", "che maggiorazione", "come la pago". */
const PAY_OF_HOURS =
  /\bquanto (?:\w+ ){0,4}?(?:in piu|di piu)\b|\bmaggiorazion|\bmaggiorat|\b(?:come|quanto) (?:la |lo |le |li |gli |ci |si )?(?:dobbiamo |devo |deve |devono )?(?:pag|retribu)\w*/;
/** Topics a rest day or a holiday names in passing when the hours' pay is asked. */
const SCHEDULE_TOPICS: ReadonlySet<Intent> = new Set(['working_hours', 'holidays', 'rol_ex_festivita']);

/** Holidays asked as owed days at the end: "giorni di ferie", "ferie non godute", "ferie maturate". */
const HOLIDAYS_OWED =
  /\bgiorn\w* di ferie\b|\bferie (?:non (?:godut|fatt|pres)|maturat|residu|arretrat|rimast)\w*/;

/** The request with the subject its asking sentence names, where the story or a side word read another. */
export function storyAsks(request: TypedRequest, text: string): TypedRequest {
  const topic = topicAfterEvent(request, text);
  if (topic) return to(request, topic);
  const ask = askedClause(text);
  if (
    SCHEDULE_TOPICS.has(request.intent) &&
    request.slots.overtimeKind !== undefined &&
    PAY_OF_HOURS.test(ask)
  )
    return to(request, 'overtime_value');
  if (request.intent === 'tfr' && HOLIDAYS_OWED.test(ask) && !/\btfr\b/.test(ask))
    return to(request, 'holidays');
  return request;
}
