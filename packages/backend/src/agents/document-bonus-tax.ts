import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { BONUS, resultBonusTax, sumNamed } from './flat-tax-amounts.js';

/**
 * "quanto pagherà di imposta su quel premio con la tassazione agevolata del 2026?" beside an uploaded company
 * agreement that states the result bonus ("un premio di risultato di importo pari a euro 1.200,00 lordi"): the
 * bonus's substitute tax on the document's sum (flat-tax-amounts.ts), not a passage of the document quoted.
 * The document's sum is a full-time worker's: a part-timer's share, or a sum the question gives, is not taken.
 */
const TAX_ON_BONUS = /\b(?:tass\w*|impost\w*|sostitutiv\w*|aliquot\w*|trattenut\w*)\b/;
const POINTED_BONUS = /\bpremi\w*\b|\bpdr\b/;
const PART_TIME = /\bpart.?time\b|\btempo parziale\b|\bpart time\b/;

export function documentBonusTax(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const own = readable(ctx.message);
  if (!POINTED_BONUS.test(own) || !TAX_ON_BONUS.test(own) || PART_TIME.test(own)) return undefined;
  if (sumNamed(own, BONUS, 50) !== undefined) return undefined;
  // ("pari a euro 1.200,00": the unit written before the figure, as agreements write it.)
  const text = readable(documentText(ctx)).replace(/\beuro\s+(?=\d)/g, '€ ');
  if (!BONUS.test(text)) return undefined;
  const sum = sumNamed(text, BONUS, 50);
  if (sum === undefined) return undefined;
  return resultBonusTax(
    { ...ctx, message: `Premio di risultato di ${sum} euro. ${ctx.message}`, history: [] },
    req,
  );
}
