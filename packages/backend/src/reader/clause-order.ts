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
// (A level's pay asked beside a topic, "quanto è il salario mensile e quante ore settimanali fa?", is a topic too.)
const ASKABLE: readonly Intent[] = [...AGREEMENT_TOPICS, 'minimum_pay'];
const PAY_NAMED = /\b(?:salari|stipendi|minim[oi]\b|retribuzion|paga base|paga mensile)/;
const topicOf = (part: string, score: (text: string) => IntentScore[]): Intent | undefined => {
  const top = score(part)[0]?.intent;
  return top && ASKABLE.includes(top) ? top : undefined;
};

export function firstClauseFirst(
  request: TypedRequest,
  text: string,
  score: (text: string) => IntentScore[],
): TypedRequest {
  if (!ASKABLE.includes(request.intent)) return request;
  const parts = questionParts(askedClause(text));
  if (parts.length !== 2) return request;
  const [first, second] = parts.map((part) => topicOf(part, score));
  // The pay asked first and read first: the other clause's topic is asked too, not dropped.
  if (first === request.intent && first === 'minimum_pay' && second && second !== first)
    return request.alsoAsked.includes(second)
      ? request
      : { ...request, alsoAsked: [...request.alsoAsked, second] };
  // (The pay opens before a topic only when its clause names it, "il salario mensile"; "quanto gli paga l'azienda
  // i primi 3 giorni" of a sickness is the topic's own question.)
  const payNamed = first === 'minimum_pay' && PAY_NAMED.test(parts[0] ?? '');
  if (!AGREEMENT_TOPICS.includes(request.intent) || !first) return request;
  if (first === 'minimum_pay' && !payNamed) return request;
  if (first === request.intent || second !== request.intent) return request;
  return {
    ...request,
    intent: first,
    alsoAsked: [second, ...request.alsoAsked.filter((i) => i !== first && i !== second)],
  };
}
