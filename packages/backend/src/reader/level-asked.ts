import { askedClause } from './asking-clause.js';
import { CALCULATION_INTENTS } from './intents.js';
import type { Intent, TypedRequest } from './request.js';

/**
 * The level asked at the end of a story about a calculation ("Sto preparando i conteggi di fine rapporto di
 * un'impiegata … Lei emette le fatture e protocolla la corrispondenza. Che livello le spetta?"): the asking clause
 * names the classification outright and no figure, so the calculation the story prepares (a TFR, a net) is the
 * reason for asking, not what is asked. Runs inside `refineIntent`, on the folded text.
 */

type Scorer = (text: string) => { intent: Intent; score: number }[];

// A subject named outright scores at least this (the reader's OUTRIGHT).
const OUTRIGHT = 3;
// The least story before the ask (a dozen words).
const STORY_CHARS = 60;
// A figure asked beside the level ("che livello e quanto prende?"): then the calculation is asked too.
const FIGURE_WORDS =
  /\bquant\w*|\bminim\w*|\bpaga\b|\blord\w*|\bnett\w*|\bstipend\w*|\bretribu\w*|\btfr\b|\bliquidazion\w*|\beuro\b|€|\bcost\w*/;

/** The request as a classification, when its asking clause asks the level after a calculation's story. */
export function levelAskedAfterStory(request: TypedRequest, text: string, score: Scorer): TypedRequest {
  if (!CALCULATION_INTENTS.has(request.intent)) return request;
  const ask = askedClause(text);
  if (!ask.includes('?') || text.length - ask.length < STORY_CHARS || FIGURE_WORDS.test(ask)) return request;
  const scores = score(ask);
  const top = scores[0];
  if (top?.intent !== 'classification' || top.score < OUTRIGHT) return request;
  if (scores.some((s) => CALCULATION_INTENTS.has(s.intent) && s.score >= OUTRIGHT)) return request;
  return {
    ...request,
    intent: 'classification',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'classification' && i !== request.intent),
  };
}
