import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { agentPayloadSchema } from '@ccnl/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { runAgent } from '../agents/agents.js';
import type { AgentAnswer } from '../agents/answer.js';
import type { Database, MessageRecord, SessionRecord } from '../db/database.js';
import { describeIssues, messages, sendError } from '../http/errors.js';
import type { KnowledgeBase } from '../kb/knowledge-base.js';

/** Spec §9: the sidebar shows at most 20 recent conversations. */
const RECENT_CONVERSATIONS_LIMIT = 20;
const WORDS_PER_CHUNK = 3;

interface AssistantDeps {
  db: Database;
  kb: KnowledgeBase;
  streamDelayMs: number;
}

const sessionBody = z.object({ session_id: z.string().min(1) });
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

function historyEntry(message: MessageRecord) {
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

/** The answer in pieces of a few words; joined, they give back the text exactly. */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

/**
 * The assistant API of spec §7. Routes assume the auth guard ran: `request.userId` is the caller, and a
 * `:userId` or `:sessionId` in the path is already known to be theirs.
 */
export function registerAssistantRoutes(api: FastifyInstance, deps: AssistantDeps): void {
  const { db, kb } = deps;
  const running = new Set<{ controller: AbortController; done: Promise<void> }>();

  // Shutting down ends open answers cleanly: each stops, saves what it sent and closes its response.
  api.addHook('preClose', async () => {
    const all = [...running];
    for (const stream of all) stream.controller.abort();
    await Promise.allSettled(all.map((stream) => stream.done));
  });

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

  const agentHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = agentPayloadSchema.safeParse(request.body);
    if (!parsed.success) return sendError(reply, 400, describeIssues(parsed.error));
    const payload = parsed.data;
    if (payload.user_id !== request.userId || !db.findOwnedSession(payload.session_id, request.userId))
      return sendError(reply, 404, messages.notFound);

    const sessionId = payload.session_id;
    const agentName = payload.agent_name;
    // The selected agreements are part of the conversation: selecting it later restores them (spec §4).
    if (payload.categories.length) {
      const categories = payload.categories.join(',');
      if (db.lastCategories(sessionId) !== categories)
        db.appendMessage({ sessionId, role: 'categories', content: categories, agentName });
    }
    db.appendMessage({ sessionId, role: 'user', content: payload.message, agentName });
    const answer = runAgent(kb, { agentName, message: payload.message });
    // Reserve the answer's place now, so that a question sent meanwhile is stored after it.
    const placeholder = db.appendMessage({ sessionId, role: 'assistant', content: '', agentName });

    const body = new PassThrough();
    body.on('error', () => {});
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const entry = {
      controller,
      done: streamAnswer(answer, body, controller.signal, (sent) => save(placeholder.id, answer, sent)),
    };
    running.add(entry);
    entry.done.then(
      () => running.delete(entry),
      (error: unknown) => {
        running.delete(entry);
        request.log.error({ err: error }, 'answer stream failed');
      },
    );
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(body);
  };

  function save(messageId: string, answer: AgentAnswer, sent: string): void {
    if (!sent) {
      db.deleteMessage(messageId);
      return;
    }
    db.updateMessage(messageId, {
      content: sent,
      riferimenti: answer.riferimenti,
      relatedQuestions: answer.relatedQuestions,
    });
  }

  async function streamAnswer(
    answer: AgentAnswer,
    body: PassThrough,
    signal: AbortSignal,
    onEnd: (sent: string) => void,
  ): Promise<void> {
    let sent = '';
    try {
      for (const [index, chunk] of chunkText(answer.text).entries()) {
        if (signal.aborted || body.destroyed) break;
        if (index > 0 && deps.streamDelayMs > 0) await sleep(deps.streamDelayMs, undefined, { signal });
        if (signal.aborted || body.destroyed) break;
        sent += chunk;
        if (!body.write(chunk)) await once(body, 'drain', { signal });
      }
    } catch (error) {
      // An abort while waiting is the client leaving or the server stopping: a normal end.
      if (!signal.aborted) throw error;
    } finally {
      onEnd(sent);
      if (!body.destroyed) body.end();
    }
  }

  api.post('/main-agent', agentHandler);
  api.post('/calcola-agent', agentHandler);
}
