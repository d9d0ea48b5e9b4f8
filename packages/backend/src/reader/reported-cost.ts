import { scoreIntents } from './intents.js';
import type { TypedRequest } from './request.js';

/**
 * A cost the story only reports ("il direttore generale vuole capire quanto costa e cosa comporta") is the
 * occasion, not the question, when every sentence that asks ("…: tra B3 e A1 quanto cambia il minimo e cambia
 * qualcosa nel preavviso?") names another subject outright and never a cost: the asked subject is the intent.
 */

// A subject named outright scores at least this (the reader's OUTRIGHT).
const OUTRIGHT = 3;
// The least story around the asking sentences (a dozen words).
const STORY_CHARS = 60;
// Words of what the employer spends.
const COST_WORDS =
  /\bcost\w*|\bspes[ae]\b|\bcontribut\w*|\boneri\b|\ba carico\b|\binps\b|\binail\b|\bcuneo\b|\bquanto (?:ci |mi |gli )?(?:viene|verrebbe)\b/;

// The cost asked of the writer by someone else ("mi chiede quanto ci costa"), to be answered.
const RELAYED = /\b(?:mi|ci) (?:chiede|chiedono|domanda|ha chiesto|hanno chiesto)\b[^.?!]{0,30}\bcost/;
// A reckoning asked ("mi fate il conto", "me lo calcolate"): the figures the story set out are to be computed.
const RECKONING = /\b(?:fa\w*|fare) (?:il|un|due) cont[oi]\b|\bcalcol\w*/;

/**
 * The sentences that end in a question mark, whole: the clause a colon closes is part of the ask ("il consulente mi
 * parla di un contributo addizionale NASpI: quale aliquota pago?" asks that contribution).
 */
const askingSentences = (text: string) => text.match(/(?<![^.!?])[^.!?]*\?/g) ?? [];

export function costOnlyReported(request: TypedRequest, text: string): TypedRequest {
  if (request.intent !== 'employer_cost') return request;
  const asks = askingSentences(text);
  const asked = asks.join(' ');
  if (!asks.length || text.length - asked.length < STORY_CHARS || COST_WORDS.test(asked)) return request;
  // The cost is named somewhere: in the story only.
  if (!COST_WORDS.test(text)) return request;
  // "Mi chiede quanto ci costa in un anno … Mi fate il conto con 13 mensilità?": the cost asked of the writer, who
  // passes it on, and a reckoning asked of it: the cost stays the question.
  if (RELAYED.test(text) || RECKONING.test(asked)) return request;
  const top = scoreIntents(asked)[0];
  if (!top || top.score < OUTRIGHT || top.intent === 'employer_cost') return request;
  return {
    ...request,
    intent: top.intent,
    alsoAsked: request.alsoAsked.filter((i) => i !== top.intent && i !== 'employer_cost'),
  };
}
