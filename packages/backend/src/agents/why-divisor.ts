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
  // The other divisor the user names ("e non per 173?"), when there is one: not this agreement's.
  const other = [...message.matchAll(/\b(1[5-9]\d|2[0-2]\d)\b/g)]
    .map((m) => Number(m[1]))
    .find((n) => n !== fact.value);
  const notThis = other ? ` Il ${other} che citi non è il divisore di questo contratto.` : '';
  const reason = `Il divisore ${bold(String(fact.value))} è quello fissato dal ${ccnl.short_name}${article}: ${fact.text.replace(/\.$/, '')}.${notThis}`;
  return { ...answer, text: `${reason}\n\n${answer.text}`, brief: `${reason}\n\n${answer.brief}` };
}
