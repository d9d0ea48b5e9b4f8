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
  const top = scoreIntents(asked)[0];
  if (!top || top.score < OUTRIGHT || top.intent === 'employer_cost') return request;
  return {
    ...request,
    intent: top.intent,
    alsoAsked: request.alsoAsked.filter((i) => i !== top.intent && i !== 'employer_cost'),
  };
}
