import type { Ccnl } from '../kb/schema.js';
import { asksWhyDivisor } from '../reader/realconv12-asks.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';

/**
 * "perché dividi per 168 e non per 173?": the agreement's own divisor rule opens the answer (its article and the
 * weekly hours it rests on), then the hourly rate it gives; another agreement's divisor is not this one's.
 */
export function withDivisorReason(message: string, ccnl: Ccnl, answer: AgentAnswer): AgentAnswer {
  const fact = ccnl.hourly_divisor;
  if (!asksWhyDivisor(message) || fact.value === null || !fact.text) return answer;
  const article = fact.article ? ` (${fact.article.replace(/\s*\(.*\)$/, '')})` : '';
  const reason = `Il divisore ${bold(String(fact.value))} è quello fissato dal ${ccnl.short_name}${article}: ${fact.text.replace(/\.$/, '')}. Altri contratti usano divisori diversi (per esempio 173), che non valgono per questo.`;
  return { ...answer, text: `${reason}\n\n${answer.text}`, brief: `${reason}\n\n${answer.brief}` };
}
