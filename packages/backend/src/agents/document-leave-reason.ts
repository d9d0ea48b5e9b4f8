import { readQuestion } from '../reader/read.js';
import { readable } from '../reader/text.js';
import type { AgentName } from './agents.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { documentText } from './document-request.js';

/**
 * Session 42: a leave request uploaded ("chiede di poter assentarsi il 2 e 3 dicembre per malattia della figlia")
 * and a question on "these days" that names no leave ("questi giorni sono pagati? quanti ne ha all'anno?"): the
 * leave is the one the request gives as its reason, answered as the agreement's leave (leave-kinds.ts), not by a
 * quote of the request. The question is asked again with that reason and without the document, the document's
 * agreement selected when the question names none. Undefined when no request states a known reason, or the
 * question already names a leave.
 */
const LEAVE_REQUEST =
  /\b(?:(?:ri)?chied\w*|richiesta)\b[^.]{0,160}\b(?:assentar\w*|assenz\w*|permess\w*|congedo)\b/;
const REASONS: readonly [RegExp, string][] = [
  [
    /\bmalattia (?:del|della|dei|delle|di)\s+(?:mi[oae]i? )?(?:figli\w*|bambin\w*)\b/,
    'per la malattia del figlio',
  ],
  [/\bmatrimonio\b|\bnozze\b/, 'per matrimonio'],
  [/\blutto\b|\bdecesso\b/, 'per lutto'],
];
const NAMES_LEAVE =
  /\bmalattia\b|\bmatrimoni\w*|\bcongedo\b|\blutto\b|\bdecesso\b|\bpermess\w*|\bferie\b|\brol\b/;
const ASKS_THESE_DAYS =
  /\b(?:quest[ie]|quei|tali) (?:giorn\w*|assenz\w*)\b|\b(?:sono|saranno|vengono) (?:pagat|retribuit)\w*|\b(?:li|le) (?:paghiamo|paga\w*|retribui\w*)\b|\bquanti (?:ne |giorni )?(?:ha|spettano|puo|gli spettano|le spettano)\b/;

export function leaveOfDocument(agentName: AgentName, ctx: AgentContext): AgentContext | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (NAMES_LEAVE.test(question) || !ASKS_THESE_DAYS.test(question)) return undefined;
  const text = documentText(ctx);
  const folded = readable(text);
  if (!LEAVE_REQUEST.test(folded)) return undefined;
  const reason = REASONS.find(([pattern]) => pattern.test(folded))?.[1];
  if (!reason) return undefined;
  const agreement = statedAgreement(ctx.kb, text);
  const asked: AgentContext = {
    ...ctx,
    message: `${ctx.message.trim()} (permesso ${reason})`,
    documents: [],
    categories: ctx.categories.length || !agreement ? ctx.categories : [agreement.id_categoria],
  };
  const request = readQuestion({
    kb: asked.kb,
    message: asked.message,
    history: asked.history ?? [],
    categories: asked.categories,
    documents: 0,
    agent: agentName,
    today: asked.today,
  });
  return { ...asked, request };
}
