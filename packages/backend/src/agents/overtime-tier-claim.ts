import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "il caporeparto dice che vengono pagate tutte al 25%": a single rate claimed for overtime hours the agreement
 * pays by tiers (Metalmeccanici: the first 2 hours of a day +25%, the next +30%). When the answer split the hours
 * between the tiers (tiered-overtime.ts), the claim is denied first, with the tier the later hours fall in.
 */

// "tutte al 25%", "al 25% tutte quante", "tutte e 3 con il 25% in più".
const ALL_AT_ONE_RATE =
  /\btutte\b[^.?!]{0,40}?\b(\d{1,3}(?:,\d+)?)\s*%|\b(\d{1,3}(?:,\d+)?)\s*%[^.?!]{0,30}?\btutte\b/;
// The tiers line tiered-overtime.ts writes.
const TIERS =
  /Le ore si pagano a scaglioni: ([\d,]+) or[ae] al (\d{1,3}(?:,\d+)?)% \(([^)]*)\) e ([\d,]+) al (\d{1,3}(?:,\d+)?)% \(([^)]*)\)/;

export function withTierClaimDenied<T extends AgentAnswer>(ctx: AgentContext, answer: T): T {
  const claimed = ALL_AT_ONE_RATE.exec(readable(ctx.message));
  const tiers = TIERS.exec(answer.text);
  if (!claimed || !tiers || /^\*\*(?:No|Sì)\*\*/.test(answer.text)) return answer;
  const [, inFirst, firstRate, firstCondition, rest, nextRate, nextCondition] = tiers;
  const rate = claimed[1] ?? claimed[2];
  if (rate !== firstRate) return answer;
  const lead = `${bold('No')}: non tutte al ${rate}%: al ${firstRate}% vanno le ${firstCondition} (${inFirst} ore), le altre ${rest} al ${bold(`${nextRate}%`)} (${nextCondition}).`;
  return { ...answer, text: `${lead} ${answer.text}`, brief: `${lead} ${answer.brief}` };
}
