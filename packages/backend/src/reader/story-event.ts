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
/** Pay figures (and the tax rules on pay: "il taglio del cuneo") an asking clause may ask after such a story. */
const ASKED_FIGURES: ReadonlySet<Intent> = new Set(['minimum_pay', 'hourly_rate', 'payroll_rules']);
// A subject named outright scores at least this (the reader's OUTRIGHT).
const OUTRIGHT = 3;
// The least story before the ask (a dozen words).
const STORY_CHARS = 60;
// Words of an event in the ask itself ("quanto prendo durante la maternità?"): the event is then what is asked.
const EVENT_WORDS =
  /maternit|paternit|congedo|parental|malatti|infortun|licenzi|dimission|dimett|preavvis|allattament|permess|\b104\b|in maternita|durante/;

/**
 * A return from the event, told in the asking sentence itself ("rientro dalla maternità a gennaio 2027, quanto sarà
 * il minimo da gennaio?"): the event is over, it only dates the figure asked; it is the story, not the ask.
 */
const RETURN_FROM =
  /\b(?:rientr|ritorn|torn)\w* (?:\w+ ){0,2}?(?:dalla|dal|dall'|da) (?:congedo (?:di )?)?(?:maternita|paternita|congedo\w*(?: parental\w*)?|malattia|infortunio|aspettativa)\b/;
// An ask of a few words with no subject of its own ("quanto dovrebbe essere per il 2025?").
const BARE_WORDS = 6;

/**
 * The asking clause, widened to its whole sentence when it names no subject and follows a colon ("nel 730 vedo la
 * somma del taglio del cuneo: quanto dovrebbe essere?"): the words before the colon hold what it asks.
 */
function askWithLead(text: string, score: Scorer): string {
  const ask = markedAsk(text);
  if (!ask || ask.split(/\s+/).length > BARE_WORDS || score(ask).some((s) => s.score >= OUTRIGHT)) return ask;
  const sentence = text
    .split(/(?<=[.?!])\s+/)
    .filter((s) => s.includes('?'))
    .at(-1);
  return sentence?.includes(':') && sentence.trim().endsWith(ask.trim()) ? sentence : ask;
}

/** The pay figure the asking clause asks after a story that tells an event, if it asks one. */
export function figureAskedAfterStory(text: string, score: Scorer): Intent | undefined {
  const said = askWithLead(text, score);
  const returned = RETURN_FROM.test(said);
  const ask = said.replace(RETURN_FROM, ' ');
  if (!ask.trim() || (text.length - said.length < STORY_CHARS && !returned) || EVENT_WORDS.test(ask))
    return undefined;
  const scores = score(ask);
  if (scores.some((s) => STORY_EVENTS.has(s.intent))) return undefined;
  // "con il part-time il mio minimo quanto diventa?": the part-time only sets the share of the figure asked.
  const top = scores.filter((s) => s.intent !== 'part_time')[0];
  if (!top || top.score < OUTRIGHT || !ASKED_FIGURES.has(top.intent)) return undefined;
  return top.intent;
}
