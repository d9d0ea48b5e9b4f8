import { texts } from '@ccnl/core';
import { type AgentAnswer, finishAnswer } from '../answer.js';
import type { AgentContext } from '../context.js';

/**
 * The answer when the agreement is neither selected nor named: the spec's words, which make the clients open
 * the agreement picker and send the question again once one is chosen.
 */
export function cannotIdentifyAgreement(ctx: AgentContext, subject: string, also?: string): AgentAnswer {
  const names = ctx.kb.agreements.map((c) => c.short_name).join(', ');
  const body = [
    `${texts.chat.cannotIdentifyCcnl} ${subject}.`,
    `${texts.chat.rephraseOrSelect} il CCNL di riferimento. Nella base di conoscenza ci sono: ${names}.`,
    // What to tell, said as a question the user can answer from the papers at hand.
    `Quale CCNL applica il datore di lavoro? È indicato nella lettera di assunzione e in busta paga${also ? `; per questa risposta servono anche ${also}` : ''}.`,
  ];
  return finishAnswer(body, [], []);
}
