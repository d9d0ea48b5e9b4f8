import { businessActivity } from '../reader/business-activities.js';
import { asksWhichAgreement } from '../reader/which-agreement.js';
import type { AgentAnswer } from './answer.js';
import type { AgentContext } from './context.js';
import { agreementNamed } from './which-agreement-answer.js';

// "si usa un solo contratto?", "devo applicare due contratti?": which agreement, asked as how many.
const HOW_MANY_AGREEMENTS =
  /\b(?:si (?:usa|applica|usano|applicano)|devo (?:usare|applicare)|dobbiamo (?:usare|applicare)) (?:un solo|uno solo|lo stesso|due) (?:contratt\w*|ccnl)\b|\b(?:un solo|unico) (?:contratt\w*|ccnl)\b(?! di lavoro)|\b(?:va|vanno|sta|stanno|rientr\w*|finisc\w*)(?: tutt[oi])? (?:sotto|nel|con) (?:lo stesso|un solo|un unico|il medesimo) (?:contratt\w*|ccnl)\b|\b(?:deve|devono|dovrebbe|dovrebbero) (?:avere|seguire|applicare) (?:il |un )?(?:contratt\w*|ccnl)\b|\b(?:contratt\w*|ccnl)\b[^?]{0,60}\bo (?:va |vanno )?(?:con |sotto |nel |al )?(?:quello|il contratto|il ccnl|lo stesso)\b/;
// Two agreements set side by side: a comparison, not which one applies.
const COMPARED = /\bconfront|\bdifferenz|\brispetto a\b|\bmeglio\b/;

/**
 * "Siamo uno stabilimento che produce pane in cassetta per la GDO: quale CCNL?", "sono dentista, che contratto
 * uso? sanità privata o cosa?", "facciamo logistica per conto terzi, il vecchio titolare applicava il commercio:
 * quale contratto è giusto?": the agreement the business described points to, why, and why not the other one
 * the question brings up. Undefined when the ask is not which agreement or no business of the table is told.
 */
export function businessAgreementAnswer(
  ctx: AgentContext,
  text: string,
  ask: string,
): AgentAnswer | undefined {
  if (COMPARED.test(ask) || (!asksWhichAgreement(text) && !HOW_MANY_AGREEMENTS.test(ask))) return undefined;
  const row = businessActivity(text);
  const ccnl = row && ctx.kb.byId(row.agreement);
  if (!row || !ccnl) return undefined;
  const reason = `Perché: ${row.reason}.`;
  const besides = (row.besides ?? []).filter((b) => b.named.test(text)).map((b) => `${b.why}.`);
  return agreementNamed(ccnl, [reason, ...besides]);
}
