import { documentTexts } from '../documents/summed-items.js';
import { isContractText, subjectAsked } from '../reader/document-subject.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';
import { startDate } from './document-request.js';

/**
 * "quanti giorni di ferie le spettano? quanti sono secondo il contratto?" beside a payslip or a pay sheet: no
 * contract was uploaded, so "il contratto" is the agreement the sheet names, and the subject asked (holidays,
 * notice, probation…) is the agreement's, answered on the sheet's facts rather than by a quote of the sheet.
 * With a contract or a hiring letter uploaded, "secondo il contratto" stays that document (reader/document-subject.ts).
 */
const THE_CONTRACT = /\bsecondo (?:il |questo )?contratto\b/g;

export function subjectBesideDocument(ctx: AgentContext, req: TypedRequest): TypedRequest {
  if (req.intent !== 'document_question' || !ctx.documents.length) return req;
  // "quante ore di ROL ed ex festività mi spettano?" beside a letter that states none: the agreement's permits, on
  // the letter's facts (its firm's size, its hire day).
  const said = readable(ctx.message);
  const texts = documentTexts(ctx.documents).map((d) => readable(d.text));
  if (
    /\brol\b|ex.?festivit|festivita soppresse|riduzion\w* (?:d'|di |dell')?orario/.test(said) &&
    /\bquant[ei]\b|\bspett|\bmatur/.test(said) &&
    !texts.some((t) => /\brol\b|ex.?festivit|festivita soppresse|riduzion\w* (?:d'|di |dell')?orario/.test(t))
  ) {
    // (The letter's first day and its firm's size, when the question does not say them.)
    const joined = texts.join('\n');
    const hired = startDate(joined);
    const staff =
      /\b(\d{1,4})\s*dipendenti\b|\bdipendenti (?:in forza|occupati|in organico)\s*(?::|n\.?)?\s*(\d{1,4})\b/.exec(
        joined,
      );
    const count = staff ? Number(staff[1] ?? staff[2]) : undefined;
    return {
      ...req,
      intent: 'rol_ex_festivita',
      slots: {
        ...req.slots,
        ...(hired && !req.slots.hireDate ? { hireDate: hired } : {}),
        ...(count !== undefined && req.slots.employees === undefined ? { employees: count } : {}),
      },
    };
  }
  if (documentTexts(ctx.documents).some((d) => isContractText(d.text))) return req;
  const text = readable(ctx.message);
  if (!/\bsecondo (?:il |questo )?contratto\b/.test(text)) return req;
  const subject = subjectAsked(text.replace(THE_CONTRACT, ' secondo il ccnl '));
  return subject ? { ...req, intent: subject } : req;
}
