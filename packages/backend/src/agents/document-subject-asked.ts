import { documentTexts } from '../documents/summed-items.js';
import { isContractText, subjectAsked } from '../reader/document-subject.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * "quanti giorni di ferie le spettano? quanti sono secondo il contratto?" beside a payslip or a pay sheet: no
 * contract was uploaded, so "il contratto" is the agreement the sheet names, and the subject asked (holidays,
 * notice, probation…) is the agreement's, answered on the sheet's facts rather than by a quote of the sheet.
 * With a contract or a hiring letter uploaded, "secondo il contratto" stays that document (reader/document-subject.ts).
 */
const THE_CONTRACT = /\bsecondo (?:il |questo )?contratto\b/g;

export function subjectBesideDocument(ctx: AgentContext, req: TypedRequest): TypedRequest {
  if (req.intent !== 'document_question' || !ctx.documents.length) return req;
  if (documentTexts(ctx.documents).some((d) => isContractText(d.text))) return req;
  const text = readable(ctx.message);
  if (!/\bsecondo (?:il |questo )?contratto\b/.test(text)) return req;
  const subject = subjectAsked(text.replace(THE_CONTRACT, ' secondo il ccnl '));
  return subject ? { ...req, intent: subject } : req;
}
