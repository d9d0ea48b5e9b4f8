import { ASKS_GROSS_DUE, ASKS_MINIMUM } from '../reader/asks-minimum.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

// "quanto dovrei prendere di minimo al mese?", "e quanto guadagna minimo?": the level's minimum in the worker's words.
const PAY_OF_LEVEL = /\bquant[oa]\b[^?]*\b(?:prend|guadagn|pag|spett|percepi)\w*[^?]*\bminim[oi]\b/;

/**
 * A classification asked together with the level's pay ("che livello sarebbe? e quanto dovrei prendere di
 * minimo al mese?"): the minimum opens the answer beside the level, not three lines below it.
 */
export function levelPayAsked(ctx: AgentContext): boolean {
  const request = ctx.request;
  if (request?.intent === 'minimum_pay' || request?.alsoAsked.includes('minimum_pay')) return true;
  const text = readable(ctx.message);
  return ASKS_MINIMUM.test(text) || ASKS_GROSS_DUE.test(text) || PAY_OF_LEVEL.test(text);
}
