import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { agentPayloadSchema } from '@ccnl/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runAgent } from '../agents/agents.js';
import type { AgentAnswer } from '../agents/answer.js';
import { describeIssues, messages, sendError } from '../http/errors.js';
import type { AssistantDeps } from './routes.js';

const WORDS_PER_CHUNK = 3;

/** The answer in pieces of a few words; joined, they give back the text exactly. */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

/**
 * `POST main-agent` and `POST calcola-agent` (spec §7): validates the payload, stores the question, streams the
 * agent's answer and stores it, keeping the partial text when the client leaves or the server stops.
 */
export function registerAgentRoutes(api: FastifyInstance, deps: AssistantDeps): void {
  const { db, kb } = deps;
  const running = new Set<{ controller: AbortController; done: Promise<void> }>();

  // Shutting down ends open answers cleanly: each stops, saves what it sent and closes its response.
  api.addHook('preClose', async () => {
    const all = [...running];
    for (const stream of all) stream.controller.abort();
    await Promise.allSettled(all.map((stream) => stream.done));
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
