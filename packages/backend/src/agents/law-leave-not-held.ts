import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { LAW_LEAVE_FACTS } from './law-facts.js';
import { askedLeaveKinds, leaveAnswer } from './leave-kinds.js';
import { TOP_UP_ASKED } from './maternity-top-up.js';
import { withPartTimeNote } from './part-time-rights.js';

// What the agreement adds to the law asked: a top-up, extra days, what "our contract" provides.
const AGREEMENT_OWN =
  /\binteg\w*|\b(?:contratto|ccnl)\b[^?.]{0,20}\bprevede\b|\baggiuntiv\w*|\bin piu (?:rispetto )?(?:a|al|alla|della|dell'|di) (?:legge|inps)|\boltre (?:a )?(?:la legge|il \d+ ?%|l'? ?inps|quell\w* (?:di legge|dell'? ?inps))|\bmiglior\w*/;

/**
 * "Lavoro in una raffineria e a marzo nasce mio figlio: quanti giorni di paternità?": a leave the law sets for
 * every private employee (paternity, maternity, parental leave, the 104 permits…) is the law's rule whatever the
 * trade's agreement, so an agreement the knowledge base lacks does not stop the answer: the law's rule, then one
 * sentence that the agreement is not held and can only improve it. Undefined for a leave the agreement sets
 * (marriage, bereavement, study), which stays the agreement's gap.
 */
export function lawLeaveNotHeld(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  // "la banca lo integra oltre il 30%?", "il nostro contratto prevede permessi aggiuntivi?": the agreement's own.
  if (AGREEMENT_OWN.test(readable(ctx.message))) return undefined;
  const [missing, ...others] = req.slots.unknownAgreements;
  if (!missing || others.length || req.slots.agreements.length || ctx.categories.length) return undefined;
  if (req.intent !== 'leave' && !(req.intent === 'agreement_not_covered' && req.alsoAsked.includes('leave')))
    return undefined;
  const request: TypedRequest = { ...req, intent: 'leave', alsoAsked: [] };
  const asked: AgentContext = { ...ctx, request };
  const kinds = askedLeaveKinds(asked);
  if (!kinds.length || !kinds.every((k) => k in LAW_LEAVE_FACTS)) return undefined;
  // "la banca mi paga la maternità al 100%?": the law pays less than the whole pay (80%, 30%), so the whole pay
  // asked of a maternity or parental leave is the agreement's top-up, which the knowledge base lacks.
  if (kinds.some((k) => k === 'maternity' || k === 'parental') && TOP_UP_ASKED.test(readable(ctx.message)))
    return undefined;
  const answer = leaveAnswer(asked, []);
  if (!answer) return undefined;
  return withPartTimeNote(
    answer,
    `Il ${missing} non è nella base di conoscenza: questa è la regola della legge, che vale per tutti i dipendenti del settore privato; il contratto può solo migliorarla (per esempio con un’integrazione), da verificare sul suo testo.`,
  );
}
