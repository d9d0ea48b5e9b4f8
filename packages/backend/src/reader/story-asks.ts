import { askedClause } from './asking-clause.js';
import { holidaysSpentOnLeave } from './holidays-spent.js';
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
 * - holidays or permits asked in the final settlement ("quanti giorni di ferie mi devono pagare in liquidazione?",
 *   "quante ore di PAR in liquidazione?"): the holidays or permits, not the TFR "liquidazione" also names.
 */

// A subject named outright scores at least this (the reader's OUTRIGHT).
const OUTRIGHT = 3;
// The least story before the ask: one short sentence ("Sono tornato dal congedo di paternità.").
const STORY_CHARS = 30;
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

/**
 * The sentences that ask (with a question mark), together: "ho diritto a permessi per studiare? quante ore?"
 * asks the study leave in both; with no question mark, the last sentence (split at . ? ! only).
 */
function askingSentence(text: string): string {
  const sentences = text
    .split(/(?<=[.?!])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const asked = sentences.filter((s) => s.includes('?'));
  return asked.length ? asked.join(' ') : (sentences.at(-1) ?? text);
}

/**
 * The asking sentence asks a leave's length in hours or days ("quante ore/giorni mi da il contratto?", "quanti
 * giorni o ore spettano?"), not the working week a story's "30 ore a settimana" told: the leave the story names
 * is then what is asked.
 */
export function leaveLengthAsked(text: string): boolean {
  const ask = askingSentence(text);
  return (
    /\bquant[ei] (?:ore ?(?:\/|o|e) ?giorni|giorni ?(?:\/|o|e) ?ore)\b/.test(ask) &&
    !/settiman|orario|tempo pieno|full.?time|turn/.test(ask)
  );
}

/** The agreement topic the asking sentence names after a story that tells an event, if it names one. */
function topicAfterEvent(request: TypedRequest, text: string): Intent | undefined {
  return STORY_EVENTS.has(request.intent) ? topicAfterStory(text) : undefined;
}

/**
 * The agreement topic (not an event) the asking sentence names outright, when a story of some length comes
 * before it and the sentence names no leave, illness or leaving: what a leave word of the story must not
 * override.
 */
export function topicAfterStory(text: string): Intent | undefined {
  // The whole asking sentence: a colon inside it ("vorrei il part-time: volevo sapere il minimo di ore") keeps
  // the subject its first half names.
  const ask = askingSentence(text);
  if (text.length - ask.length < STORY_CHARS || !ASKS.test(ask) || EVENT_WORDS.test(ask)) return undefined;
  const scores = scoreIntents(ask);
  // "quante ore minime deve avere il part-time": the part-time named in the ask is its subject, over the hours.
  const partTime = /part.?time|tempo parziale/.test(ask)
    ? scores.find((s) => s.intent === 'part_time' && s.score >= OUTRIGHT)
    : undefined;
  const top = partTime ?? scores[0];
  if (!top || top.score < OUTRIGHT || STORY_EVENTS.has(top.intent) || !AGREEMENT_TOPICS.includes(top.intent))
    return undefined;
  // ("… a donare il sangue: devo prendermi un giorno di ferie?": the day's leave, not the holidays.)
  if (top.intent === 'holidays' && holidaysSpentOnLeave(ask, text)) return undefined;
  return top.intent;
}

/**
 * The level asked in the asking sentence after a story that tells an event ("la badante fissa si sposa … dobbiamo
 * prendere una sostituta … in che livello va inquadrata?"): the event is the reason for the hire, not the subject.
 */
export function levelAfterStory(text: string): boolean {
  const ask = askingSentence(text);
  return (
    text.length - ask.length >= STORY_CHARS &&
    /\blivell\w*|\binquadr\w*/.test(ask) &&
    ASKS.test(ask) &&
    !EVENT_WORDS.test(ask)
  );
}

/** The pay of hours at a dearer time asked: "quanto in più", "che maggiorazione", "come la pago". */
const PAY_OF_HOURS =
  /\bquanto (?:\w+ ){0,4}?(?:in piu|di piu)\b|\bmaggiorazion|\bmaggiorat|\bquanto (?:\w+ ){0,3}?aument|\b(?:come|quanto) (?:la |lo |le |li |gli |ci |si |glielo |gliela |glieli |gliele )?(?:dobbiamo |devo |deve |devono )?(?:pag|retribu)\w*/;
/** Topics a rest day or a holiday names in passing when the hours' pay is asked. */
const SCHEDULE_TOPICS: ReadonlySet<Intent> = new Set(['working_hours', 'holidays', 'rol_ex_festivita']);

/** Holidays asked as owed days at the end: "giorni di ferie", "ferie non godute", "ferie maturate". */
const HOLIDAYS_OWED =
  /\bgiorn\w* di ferie\b|\bferie (?:non (?:godut|fatt|pres)|maturat|residu|arretrat|rimast)\w*/;

/** Permits' hours asked as owed at the end: "ore di PAR", "ROL non goduti", "permessi residui". */
const PERMITS_OWED =
  /\bore di (?:par|rol|permess\w*|ex festivit\w*)\b|\b(?:par|rol|permessi|ex festivita) (?:non (?:godut|fatt|usat|pres)|maturat|residu|rimast)\w*/;

/** The request with the subject its asking sentence names, where the story or a side word read another. */
export function storyAsks(request: TypedRequest, text: string): TypedRequest {
  const topic = topicAfterEvent(request, text);
  if (topic) return to(request, topic);
  const ask = askedClause(text);
  // ("come la dobbiamo pagare per quelle ore?" with no pay given is not a gross to net either.)
  // ("di quanto va aumentata la paga?" after a day worked is not a renewal's increase.)
  const noPay =
    (request.intent === 'gross_to_net' ||
      request.intent === 'minimum_pay' ||
      request.intent === 'hourly_rate' ||
      (request.intent === 'renewal' && /\blavorat[oaie]\b|\bha lavorato\b/.test(text))) &&
    !request.slots.amounts.length &&
    !/\bnett/.test(text);
  if (
    (SCHEDULE_TOPICS.has(request.intent) || noPay) &&
    request.slots.overtimeKind !== undefined &&
    PAY_OF_HOURS.test(ask)
  )
    return to(request, 'overtime_value');
  if (request.intent === 'tfr' && HOLIDAYS_OWED.test(ask) && !/\btfr\b/.test(ask))
    return to(request, 'holidays');
  // "quante ore di PAR mi devono pagare in liquidazione?": the permits' hours owed, not the TFR.
  if (request.intent === 'tfr' && PERMITS_OWED.test(ask) && !/\btfr\b/.test(ask))
    return to(request, 'rol_ex_festivita');
  return request;
}
