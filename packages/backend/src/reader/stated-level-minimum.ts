import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * "È inquadrata CS, senza qualifica. Mi serve il minimo retributivo mensile che valeva nel 2025 per il CS
 * convivente": a level stated as a fact and the table's minimum asked for it. The story's classification words
 * ("inquadrata", the duties) are the context; the minimum of that level (at the year asked) is the question.
 * Not when the asking clause doubts the level itself ("è giusto il livello?", "che livello le va dato?").
 * Runs on the folded text.
 */
const MINIMUM =
  /\b(?:minim[oi] (?:retributiv\w*|tabellar\w*|contrattual\w*|mensil\w*|salarial\w*|del (?:livello|cs|[a-d]s?)\b)|minim[oi] (?:lord\w* )?(?:per|del|della|di) |paga (?:base|minima)|retribuzione minima|minimo in tabella)/;
const LEVEL_DOUBTED =
  /\b(?:che|quale|qual e il|giust\w*|corrett\w*|sbagliat\w*|adeguat\w*|coerent\w*) (?:livello|inquadrament\w*)|\b(?:livello|inquadrament\w*) (?:e |sia )?(?:giust|corrett|sbagliat|adeguat|coerent)\w*|\bva (?:inquadrat|dato)\w*|\bin che livello\b/;

// The level told as the worker's ("è inquadrata CS", folded to "inquadrare"), not a classification's story.
const STATED = /\binquadra(?:t[oaie]|re)\b/;

export function statedLevelMinimum(req: TypedRequest, text: string): Partial<TypedRequest> {
  if (req.intent !== 'classification' || req.slots.level === undefined || !STATED.test(text)) return {};
  const clause = askedClause(text);
  if (!MINIMUM.test(clause) || LEVEL_DOUBTED.test(clause)) return {};
  return { intent: 'minimum_pay' };
}
