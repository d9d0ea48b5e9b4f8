import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { fold } from '../reader/text.js';
import type { AgentResult } from './agents.js';
import { citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "è vero che con questo rinnovo operai e impiegati hanno gli stessi diritti normativi?", "adesso operai e
 * impiegati sono parificati?": the one discipline for workers and employees claimed of an agreement. When a
 * passage of the agreement's own file states it (Tessile abbigliamento moda: the renewal of 11 November 2024 ends
 * the special rules of operai, intermedi and impiegati), the answer opens with **Sì** and that passage, in place of
 * the renewal's pay nobody asked. Nothing is said when no passage states it: a verdict is never guessed.
 */
const GROUPS = /\boperai\b[^?.]{0,40}\bimpiegat|\bimpiegat\w*\b[^?.]{0,40}\boperai\b/;
const SAME =
  /\bstess[ie] (?:diritt|tutel|regol|norm|trattament|disciplin)|\bparificat|\bparificazion|\bequiparat|\bequiparazion|\bsenza (?:piu )?differenz|\bunificat|\bparita (?:di trattamento|normativa)|\buguali\b|\bstesso trattamento\b/;
const CLAIM = /\b(?:e|e') vero\b|\bvero\s*\?|\bconferm\w*|\bgiust[oa]\s*\?|\bdavvero\b|\?\s*$/;
/** A passage stating one discipline for all the groups. */
const STATED =
  /\b(?:una sola|un'unica|unica|stessa) disciplina\b|\bparificazion\w* normativ|\belimina\w* le discipline normative speciali\b/;

export function withEqualTreatment(
  answer: AgentResult,
  request: TypedRequest,
  ctx: AgentContext,
  ccnl: Ccnl | undefined,
): AgentResult {
  const question = fold(ctx.message);
  if (!ccnl || !GROUPS.test(question) || !SAME.test(question) || !CLAIM.test(question)) return answer;
  if (request.intent === 'agreement_not_covered') return answer;
  const passage = ctx.kb.passages.find((p) => p.ccnlId === ccnl.id && STATED.test(fold(p.text)));
  if (!passage) return answer;
  const said = passage.text.replace(/\.$/, '');
  return {
    ...answer,
    ...compose({
      answer: `${bold('Sì')}: nel ${ccnl.short_name} ${said.charAt(0).toLowerCase()}${said.slice(1)}.`,
      citations: [citePassage(passage, ccnl.short_name)],
      related: [
        `Quanti giorni di preavviso ci sono nel ${ccnl.short_name}?`,
        `Come è pagata la malattia nel ${ccnl.short_name}?`,
      ],
    }),
  };
}
