import { AGENTS, it } from '@ccnl/core';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { type AgentAnswer, composeAnswer } from './answer.js';

interface AgentRequest {
  agentName: string;
  message: string;
}

function isKnownAgent(name: string): boolean {
  return (AGENTS as readonly string[]).includes(name);
}

/**
 * The answer of the named agent. Every known agent answers from the knowledge base for now; inquadra,
 * confronta and calcolo get their own engines later. An unknown agent answers with the spec's message.
 */
export function runAgent(kb: KnowledgeBase, request: AgentRequest): AgentAnswer {
  if (!isKnownAgent(request.agentName))
    return { text: it.chat.agentNotFound, riferimenti: [], relatedQuestions: [] };
  return composeAnswer(kb, request.message);
}
