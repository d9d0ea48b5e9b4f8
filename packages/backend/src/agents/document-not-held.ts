import { readAgreements } from '../reader/agreements.js';
import type { TypedRequest } from '../reader/request.js';
import { expandShorthand } from '../reader/shorthand.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { agreementNotCovered } from './coverage.js';
import { documentText } from './document-request.js';

/**
 * "qual è lo stipendio minimo del mio inquadramento?", "la paga base è giusta rispetto al contratto?" beside a
 * letter or payslip that applies an agreement the knowledge base does not hold (Credito, Telecomunicazioni): the
 * honest gap for that agreement, named as the document names it — not a quote of the document's level line, nor
 * a request to name the agreement the document already names. A figure the document states and the question
 * reads off it ("quanto è il netto?") is still read by the documents module.
 */
// What the agreement sets, asked of the document's case: its minimum, a check, what is due or provided.
const ASKS_AGREEMENT =
  /\bin base al (?:\w+ )?(?:contratto|ccnl)\b|\b(?:contratto|ccnl) (?:indicat|applicat|citat|richiamat)\w*|\bminim[oi]\b|\bgiust[oaie]\b|\bcorrett[oaie]\b|\bin regola\b|\bconform\w*|\brispett\w*|\bspett\w*|\bprevist\w*|\bprevede\w*|\bdovre(?:i|bbe|bbero)\b|\bsecondo (?:il )?(?:mio |nostro |suo )?(?:contratto|ccnl)\b|\brispetto al (?:mio )?(?:contratto|ccnl)\b|\bdel (?:mio )?(?:contratto|ccnl)\b|\btabell\w*|\bpagano meno\b|\bsottopagat\w*|\bnormal[ei]\b|\bnel (?:mio |suo |loro )?(?:contratto|ccnl)\b|\bregolar[ei]\b|\blegittim\w*/;

export function documentNotHeld(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length || req.slots.agreements.length) return undefined;
  if (ctx.categories?.length) return undefined;
  // A TFR, a net or a payroll rule computed from the document's own figures needs no agreement's tables.
  const question = readable(expandShorthand(ctx.message));
  // ("1.620 euro al mese sono il minimo giusto?": the agreement's minimum, whatever amount the reader saw first.)
  if (
    ['tfr', 'gross_to_net', 'net_to_gross', 'payroll_rules', 'employer_cost'].includes(req.intent) &&
    !/\bminim[oi]\b/.test(question)
  )
    return undefined;
  if (!ASKS_AGREEMENT.test(question)) return undefined;
  // ("assunta in banca con questa lettera": the question's own sector word, or the agreement the letter applies.)
  const text = documentText(ctx);
  const named = readAgreements(ctx.kb, readable(text));
  if (named.known.length && !signedByNotHeld(ctx, text)) return undefined;
  const unknown = named.unknown.length ? named.unknown : req.slots.unknownAgreements;
  if (!unknown.length) return undefined;
  return agreementNotCovered(ctx, {
    ...req,
    intent: 'agreement_not_covered',
    slots: { ...req.slots, unknownAgreements: unknown },
  });
}

/**
 * "CCNL Commercio, Terziario, … Pubblici Esercizi e Turismo sottoscritto da CIFA e CONFSAL": the line that names
 * the agreement says who signed it, an association whose agreement the knowledge base does not hold; the sectors
 * it lists are that agreement's scope, not the held agreements of the same sectors.
 */
function signedByNotHeld(ctx: AgentContext, text: string): boolean {
  return [...text.matchAll(/\bccnl\b[^\n]*/gi)].some((m) => {
    const line = readable(m[0]);
    return (
      SIGNED_BY.test(line) &&
      readAgreements(
        ctx.kb,
        line.replace(/^.*?\bsottoscritt\w*|^.*?\bfirmat\w*|^.*?\bstipulat\w*|^.*?\bsiglat\w*/, ''),
      ).unknown.length > 0
    );
  });
}
const SIGNED_BY = /\b(?:sottoscritt|firmat|stipulat|siglat)\w* (?:da|tra|dall[ae]?)\b/;
