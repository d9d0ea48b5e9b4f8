import { markedAsk } from './asking-clause.js';
import type { Intent } from './request.js';

/**
 * A figure asked at the end of a story wins over the event the story tells: "Dopo la maternità sono passata a
 * 20 ore su 40 … quanto è il mio minimo riproporzionato?" asks the minimum, not the maternity leave; "dopo tre
 * mesi di malattia", "ho ricevuto il licenziamento" tell the situation the same way. The asking clause (the
 * last one ending in "?") must name the figure outright and never the story's event.
 */

type Scorer = (text: string) => { intent: Intent; score: number }[];

/** Subjects a story tells as what happened to the worker: a leave taken, an illness, a dismissal. */
export const STORY_EVENTS: ReadonlySet<Intent> = new Set(['leave', 'sickness_injury', 'notice']);
/** Pay figures an asking clause may ask after such a story. */
const ASKED_FIGURES: ReadonlySet<Intent> = new Set(['minimum_pay', 'hourly_rate']);
// A subject named outright scores at least this (the reader's OUTRIGHT).
const OUTRIGHT = 3;
// The least story before the ask (a dozen words).
const STORY_CHARS = 60;
// Words of an event in the ask itself ("quanto prendo durante la maternità?"): the event is then what is asked.
const EVENT_WORDS =
  /maternit|paternit|congedo|parental|malatti|infortun|licenzi|dimission|dimett|preavvis|allattament|permess|\b104\b|in maternita|durante/;

/** The pay figure the asking clause asks after a story that tells an event, if it asks one. */
export function figureAskedAfterStory(text: string, score: Scorer): Intent | undefined {
  const ask = markedAsk(text);
  if (!ask || text.length - ask.length < STORY_CHARS || EVENT_WORDS.test(ask)) return undefined;
  const scores = score(ask);
  if (scores.some((s) => STORY_EVENTS.has(s.intent))) return undefined;
  // "con il part-time il mio minimo quanto diventa?": the part-time only sets the share of the figure asked.
  const top = scores.filter((s) => s.intent !== 'part_time')[0];
  if (!top || top.score < OUTRIGHT || !ASKED_FIGURES.has(top.intent)) return undefined;
  return top.intent;
}
