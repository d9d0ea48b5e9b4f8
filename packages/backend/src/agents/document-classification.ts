import { indexOf } from '../kb/documents.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

// "il livello che mi hanno dato è giusto per una barista?", "a quale livello dovremmo passarla?": a level asked.
const ASKS_LEVEL =
  /\b(?:(?:che|quale|qual e il|a quale|in quale|a che) livell\w*|livell\w* (?:\w+ ){0,6}(?:giust|corrett|spett|dovre\w*|dovrebbe|sbagliat))/;

/** Whether an inquadra question beside an uploaded document asks which level a job should have. */
export function asksLevelBesideDocument(ctx: AgentContext): boolean {
  return ctx.documents.length > 0 && ASKS_LEVEL.test(readable(ctx.message));
}

/**
 * The classification context when a document was uploaded: the agreement the question does not name is the
 * one the document names (a hiring letter's "CCNL Lavoro domestico"), and the question is a classification.
 */
export function withDocumentAgreement(ctx: AgentContext): AgentContext {
  const request = ctx.request;
  if (!request || request.slots.agreements.length) return ctx;
  const text = ctx.documents.flatMap((d) => indexOf(d).passages.map((p) => p.text)).join('\n');
  const named = ctx.kb.recognise(text)[0];
  if (!named) return ctx;
  return {
    ...ctx,
    request: {
      ...request,
      intent: 'classification',
      slots: { ...request.slots, agreements: [named.id_categoria] },
    },
  };
}
