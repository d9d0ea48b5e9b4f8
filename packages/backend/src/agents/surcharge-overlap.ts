import type { Ccnl } from '../kb/schema.js';
import { askedClause } from '../reader/asking-clause.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { withScopedRate } from './rate-scope.js';

/**
 * "pensavo di prendere il notturno del 25% più lo straordinario", "le maggiorazioni si sommano?": two surcharges
 * asked as added together. When the agreement's rule says how they meet ("lo straordinario notturno è maggiorato
 * del 60%, che assorbe la maggiorazione del notturno"), that clause is said in the opening, with the rule's
 * source already cited for the rate.
 */

const KIND = String.raw`(?:notturn|nott[ei]\b|festiv|domenic|straordinar|turn)`;
// Two kinds of surcharge joined as a sum, or a sum asked in words.
const ADDED = new RegExp(
  String.raw`\b${KIND}\w*[^.?!]{0,40}?\b(?:piu|sommat\w*|in aggiunta a\w*|oltre (?:a|al|allo|alla)|e anche|insieme a\w*)\b[^.?!]{0,20}?\b${KIND}\w*|\bcumul\w*|\b(?:si|le|li) somm\w*|\bsommar\w*|\bsi aggiung\w* (?:a|al|allo|alla)\b`,
);
// The rule's clause on two surcharges met in one hour.
const OVERLAP =
  /\bassorb\w*|\bnon (?:e |sono )?cumulabil\w*|\bnon si (?:somm|cumul)\w*|\bin luogo (?:di|del|della)\b/;

export function withOverlapRule(
  ctx: { message: string },
  ccnl: Ccnl | undefined,
  answer: AgentAnswer,
): AgentAnswer {
  if (!ccnl) return answer;
  const message = readable(ctx.message);
  // (A long story names surcharges in passing: only its asking clause, or a short message, asks the sum.)
  const asked = message.split(/\s+/).length <= 30 ? message : readable(askedClause(ctx.message));
  if (!ADDED.test(asked)) return answer;
  const clauses = (ccnl.rates.text ?? '')
    .split(/;\s*|\.\s+(?=\p{Lu})/u)
    .map((c) => c.trim().replace(/[.;]$/, ''))
    .filter((c) => OVERLAP.test(readable(c)) && !answer.text.includes(c));
  if (!clauses.length) return answer;
  const note = ` Le maggiorazioni non si sommano: ${clauses.join('; ')}.`;
  const add = (text: string) =>
    text.replace(/^([^\n]*?)(\n|$)/, (_, first: string, end: string) => `${first}${note}${end}`);
  return { ...answer, text: add(answer.text), brief: add(answer.brief) };
}

/** The rate answer with the scope's rule (rate-scope.ts) and the rule on surcharges met in one hour. */
export function withRateNotes(
  ctx: { message: string },
  ccnl: Ccnl | undefined,
  answer: AgentAnswer,
): AgentAnswer {
  return withOverlapRule(ctx, ccnl, withScopedRate(ctx, ccnl, answer));
}
