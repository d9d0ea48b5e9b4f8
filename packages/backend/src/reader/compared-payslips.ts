import type { TypedRequest } from './request.js';

/**
 * "ho confrontato la busta di maggio con quella di giugno e il minimo è cambiato: di quanto è salito?" compares
 * two months of the writer's own pay, not two agreements: the comparing clause is story, and what the question
 * asks is read without it (the increase, the minimum, the payslip's item). Only with at most one agreement named.
 */

/** Two payslips, two months' pay, or this month against an earlier one, compared. */
const PAYSLIPS_COMPARED =
  /\bconfront\w* (?:la |il |le |i |l')?(?:mi[aeo] |ultim\w* |du[ea] )?(?:bust\w*|cedolin\w*|stipend\w*|paga\b|mes[ei]\b)|\bconfront\w* [^.?!;]{0,40}\b(?:con|a) (?:quell[ao]|quell[ie]) (?:di|del|dello|della) (?:mese|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/;
const COMPARING_CLAUSE = /\b(?:ho |abbiamo )?(?:messo a )?confront\w*[^.?!;:,]*/i;

export function payslipsCompared(
  req: TypedRequest,
  text: string,
  message: string,
  reread: (message: string) => TypedRequest,
): Partial<TypedRequest> {
  // Read as a question on the uploaded payslip ("la busta"), it is re-read only when what is left asks an increase.
  if (!['comparison', 'document_question'].includes(req.intent) || req.slots.agreements.length > 1) return {};
  if (!PAYSLIPS_COMPARED.test(text)) return {};
  const rest = message.replace(COMPARING_CLAUSE, ' ');
  if (rest === message || !/\?|\bquant|\bcome\b|\bperch/.test(rest.toLowerCase())) return {};
  const again = reread(rest);
  const kept =
    again.intent === 'comparison' ||
    again.intent === 'out_of_scope' ||
    (req.intent === 'document_question' && again.intent !== 'renewal');
  return kept ? {} : { intent: again.intent, alsoAsked: again.alsoAsked };
}
