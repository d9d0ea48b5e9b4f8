import { texts } from '@ccnl/core';
import type { AgentResult } from './agents.js';

/** The answer to a message sent to an agent that does not exist: the spec's message, nothing else. */
export function unknownAgentAnswer(): AgentResult {
  return {
    text: texts.chat.agentNotFound,
    riferimenti: [],
    relatedQuestions: [],
    showAction: false,
    calcolaField: false,
    brief: '',
  };
}
