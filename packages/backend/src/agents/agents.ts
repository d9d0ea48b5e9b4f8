import { AGENTS, it } from '@ccnl/core';
import { answerDocumentQuestion, isDocumentQuestion } from '../documents/answer.js';
import type { AgentAnswer } from './answer.js';
import { calcolo } from './calcolo.js';
import { confronta } from './confronta.js';
import type { AgentContext } from './context.js';
import { inquadra } from './inquadra.js';
import { mainAgent } from './main-agent.js';
import type { PayslipField } from './payslip.js';

export type AgentResult = AgentAnswer & { payslipUpdates?: Partial<Record<PayslipField, string | null>> };

function isKnownAgent(name: string): name is (typeof AGENTS)[number] {
  return (AGENTS as readonly string[]).includes(name);
}

/** The answer of the named agent; an unknown agent answers with the spec's message, nothing else. */
export function runAgent(agentName: string, ctx: AgentContext): AgentResult {
  if (!isKnownAgent(agentName))
    return {
      text: it.chat.agentNotFound,
      riferimenti: [],
      relatedQuestions: [],
      showAction: false,
      calcolaField: false,
      brief: '',
    };
  // Until the reader classifies questions: those about the uploaded documents are answered from them first.
  if (agentName !== 'calcolo' && isDocumentQuestion(ctx.message)) {
    const fromDocuments = answerDocumentQuestion({ ...ctx, question: ctx.message });
    if (fromDocuments) return fromDocuments;
  }
  switch (agentName) {
    case 'inquadra':
      return inquadra(ctx);
    case 'confronta':
      return confronta(ctx);
    case 'calcolo':
      return calcolo(ctx);
    default:
      return mainAgent(ctx);
  }
}
