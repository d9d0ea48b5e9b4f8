import { askedClause } from './asking-clause.js';
import type { IntentScore } from './intents.js';
import { questionParts } from './parts.js';
import { AGREEMENT_TOPICS, type Intent, type TypedRequest } from './request.js';

/**
 * Two agreement topics asked in one question, in turn ("quanto può durare al massimo la prova, e devo darle il
 * preavviso?", "quante ferie le spettano e quanto dura la prova?"): the first clause asked opens, the second is
 * a further subject. Without this a topic the second clause names outright ("preavviso") took the whole
 * question, and the first ask was never answered. Runs on the folded text; the request is unchanged unless the
 * asking clause splits in two parts whose topics differ and the second is the one read.
 */
const topicOf = (part: string, score: (text: string) => IntentScore[]): Intent | undefined => {
  const top = score(part)[0]?.intent;
  return top && AGREEMENT_TOPICS.includes(top) ? top : undefined;
};

export function firstClauseFirst(
  request: TypedRequest,
  text: string,
  score: (text: string) => IntentScore[],
): TypedRequest {
  if (!AGREEMENT_TOPICS.includes(request.intent)) return request;
  const parts = questionParts(askedClause(text));
  if (parts.length !== 2) return request;
  const [first, second] = parts.map((part) => topicOf(part, score));
  if (!first || first === request.intent || second !== request.intent) return request;
  return {
    ...request,
    intent: first,
    alsoAsked: [second, ...request.alsoAsked.filter((i) => i !== first && i !== second)],
  };
}
