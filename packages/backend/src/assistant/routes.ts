import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database, MessageRecord, SessionRecord } from '../db/database.js';
import { describeIssues, messages, sendError } from '../http/errors.js';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { registerAgentRoutes } from './agent-route.js';

/** Spec §9: the sidebar shows at most 20 recent conversations. */
const RECENT_CONVERSATIONS_LIMIT = 20;

export interface AssistantDeps {
  db: Database;
  kb: KnowledgeBase;
  streamDelayMs: number;
}

export const sessionBody = z.object({ session_id: z.string().min(1) });
const recentQuery = z.object({ limit: z.coerce.number().int().optional() });
const historyQuery = z.object({
  limit: z.coerce.number().int().positive().optional(),
  group: z.string().min(1).max(200).optional(),
});

function summary(session: SessionRecord) {
  return {
    session_id: session.id,
    title: session.title,
    agent_name: session.agentName,
    updated_at: session.updatedAt,
  };
}

export function historyEntry(message: MessageRecord) {
  return {
    message_id: message.id,
    session_id: message.sessionId,
    message: message.content,
    role: message.role,
    timestamp: message.createdAt,
    relatedQuestions: message.relatedQuestions,
    riferimenti: message.riferimenti,
    agent_name: message.agentName,
    showAction: message.showAction,
    modified: message.modified,
    calcola_field: message.calcolaField,
  };
}

/**
 * The assistant API of spec §7. Routes assume the auth guard ran: `request.userId` is the caller, and a
 * `:userId` or `:sessionId` in the path is already known to be theirs.
 */
export function registerAssistantRoutes(api: FastifyInstance, deps: AssistantDeps): void {
  const { db } = deps;
  api.post('/create-empty-session/:userId', async (request) => ({
    session_id: db.createSession(request.userId).id,
  }));

  api.get('/get-latest-session/:userId', async (request) => ({
    session_id: db.latestSessionId(request.userId),
  }));

  api.get('/recent-conversations/:userId', async (request, reply) => {
    const query = recentQuery.safeParse(request.query);
    if (!query.success) return sendError(reply, 400, describeIssues(query.error));
    const limit = Math.min(
      Math.max(query.data.limit ?? RECENT_CONVERSATIONS_LIMIT, 1),
      RECENT_CONVERSATIONS_LIMIT,
    );
    return db.recentSessions(request.userId, limit).map(summary);
  });

  api.get('/conversation-history/:userId/:sessionId', async (request, reply) => {
    const query = historyQuery.safeParse(request.query);
    if (!query.success) return sendError(reply, 400, describeIssues(query.error));
    const { sessionId } = request.params as { sessionId: string };
    return db
      .history(sessionId, {
        ...(query.data.limit ? { limit: query.data.limit } : {}),
        ...(query.data.group ? { agentName: query.data.group } : {}),
      })
      .map(historyEntry);
  });

  api.delete('/delete-session/:sessionId', async (request) => {
    const { sessionId } = request.params as { sessionId: string };
    return { deleted: db.deleteSession(sessionId) };
  });

  // After each answer the clients fetch its follow-up questions and references (spec §4).
  api.post('/related-questions', async (request, reply) => {
    const body = sessionBody.safeParse(request.body);
    if (!body.success) return sendError(reply, 400, describeIssues(body.error));
    if (!db.findOwnedSession(body.data.session_id, request.userId))
      return sendError(reply, 404, messages.notFound);
    return { domande: db.lastAnswer(body.data.session_id)?.relatedQuestions ?? [] };
  });

  api.get('/api/riferimenti-risposta/:sessionId', async (request) => {
    const { sessionId } = request.params as { sessionId: string };
    return { riferimenti: db.lastAnswer(sessionId)?.riferimenti ?? [] };
  });

  registerAgentRoutes(api, deps);
}
