import { namedContribution } from './contributions.js';
import { onlySubject } from './only-subject.js';
import type { TypedRequest } from './request.js';
import { readable } from './text.js';

/** Lavoro domestico's category id. */
const DOMESTIC_ID = 7;

/**
 * A contribution named alone (FIS, CIGS, INAIL…) is that item, asked as an employer's cost; read as written
 * ("contributo IVS" stays). A payslip check, a comparison or a document question keeps its own intent, and so does a
 * turn whose one subject is the intent already read.
 */
export function withContributionAsked(request: TypedRequest, message: string, text: string): void {
  const contribution = namedContribution(readable(message));
  // (A household worker's hourly contribution holds the CUAF share: "la CUAF la pago normalmente" says which band,
  // the contributions asked stay the subject.)
  if (contribution === 'cuaf' && request.slots.agreements.includes(DOMESTIC_ID)) return;
  if (
    contribution &&
    !['payslip_check', 'comparison', 'document_question'].includes(request.intent) &&
    onlySubject(text) !== request.intent
  ) {
    request.slots.contribution = contribution;
    request.intent = 'employer_cost';
  }
}
