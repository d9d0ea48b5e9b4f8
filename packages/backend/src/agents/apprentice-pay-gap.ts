import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';

/**
 * "Si può fare l'apprendistato? E quanto sarebbe la paga da apprendista?": the pay asked is the apprentice's,
 * part of the apprenticeship asked. Where the knowledge base has no apprenticeship for the agreement the whole
 * question is that gap, said once: the ordinary minimums are no apprentice's pay and are not listed beside it.
 */
const APPRENTICE_PAY =
  /\b(?:paga|retribuzion\w*|stipendi\w*|minim\w*|salari\w*|compens\w*)\b[^.?!;]{0,25}\b(?:da|dell'|di un|di una|per l'|per un|per una|come) ?apprendist\w*|\bapprendist\w*\b[^.?!;]{0,25}\b(?:prende|prenderebbe|guadagn\w*|pagat\w*|paga|costa|costerebbe)\b/;

/** Whether the apprenticeship asked, with the apprentice's pay, is a gap in the agreement the request names. */
export function apprenticePayInGap(
  byCategory: (id: number) => Ccnl | undefined,
  request: TypedRequest,
  message: string,
): boolean {
  if (request.intent !== 'apprenticeship' || !APPRENTICE_PAY.test(readable(message))) return false;
  const agreements = request.slots.agreements.map(byCategory);
  return (
    agreements.length > 0 &&
    agreements.every((c) => c !== undefined && !c.apprenticeship.text && !!c.apprenticeship.gap)
  );
}
