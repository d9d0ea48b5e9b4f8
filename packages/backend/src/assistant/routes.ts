import {
  agentPayloadSchema,
  categorySchema,
  conversationSummarySchema,
  deletedAnswerSchema,
  historyEntrySchema,
  latestSessionAnswerSchema,
  modelsAnswerSchema,
  parameterSchema,
  RECENT_CONVERSATIONS_LIMIT,
  relatedQuestionsAnswerSchema,
  riferimentiAnswerSchema,
  serverTexts,
  sessionIdAnswerSchema,
  successAnswerSchema,
  tooltipSchema,
} from '@ccnl/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database, MessageRecord, SessionRecord } from '../db/database.js';
import { removeStoredFiles } from '../documents/storage.js';
import { sendError } from '../http/errors.js';
import { documentOnly, type RouteDocs } from '../http/openapi.js';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { registerAgentRoutes } from './agent-route.js';
import type { AnswerStops } from './answer-stops.js';
import { acceptsGzip, createHistoryCache } from './history-cache.js';

export interface AssistantDeps {
  db: Database;
  kb: KnowledgeBase;
  streamDelayMs: number;
  /** Today as AAAA-MM-GG (a fixed day from CCNL_TODAY); Italy's today when not given. */
  today?: () => string;
  /** Where uploaded documents live, so that deleting a conversation deletes its files. */
  documentsDir: string;
  /** Stopping an answer wherever it streams (closed by the agent routes once their streams have ended). */
  stops: AnswerStops;
}

const id = z.string().min(1).max(200);
export const sessionBody = z.object({ session_id: id });
const userParams = z.object({ userId: id });
const sessionParams = z.object({ sessionId: id });
const historyParams = z.object({ userId: id, sessionId: id });
const recentQuery = z.object({ limit: z.coerce.number().int().optional() });
const historyQuery = z.object({
  limit: z.coerce.number().int().positive().optional(),
  group: z.string().min(1).max(200).optional(),
});

/**
 * The contract of the routes the agents module registers (agent-route.ts), from core's schemas: they
 * validate their own input, so these only document it.
 */
export const AGENT_ROUTE_DOCS: RouteDocs = {
  'POST /main-agent': {
    summary: 'Risposta in streaming di un agente (testo semplice)',
    body: documentOnly(agentPayloadSchema),
    produces: ['text/plain'],
    response: { 200: z.string() },
  },
  'POST /calcola-agent': {
    summary: 'Risposta in streaming dell’agente calcolo (testo semplice)',
    body: documentOnly(agentPayloadSchema),
    produces: ['text/plain'],
    response: { 200: z.string() },
  },
  'POST /answers/:answerId/stop': {
    summary: 'Interrompe una risposta in corso (su qualsiasi replica)',
    params: documentOnly(z.object({ answerId: z.string() })),
    response: { 200: successAnswerSchema },
  },
  'GET /categories': { summary: 'Contratti collettivi (CCNL)', response: { 200: categorySchema.array() } },
  'GET /parametri-lavoro': { summary: 'Parametri di confronto', response: { 200: parameterSchema.array() } },
  'GET /modelli': { summary: 'Modelli disponibili', response: { 200: modelsAnswerSchema } },
  'GET /tooltip_data/:id': {
    summary: 'Scheda di un CCNL',
    params: documentOnly(z.object({ id: z.string() })),
    response: { 200: tooltipSchema },
  },
  'PUT /api/update-busta-paga-field': {
    summary: 'Aggiorna un campo della busta paga (calcolo)',
    body: documentOnly(
      z.object({
        session_id: z.string(),
        calcola_field: z.string(),
        value: z.union([z.string(), z.number(), z.null()]),
      }),
    ),
    response: { 200: successAnswerSchema },
  },
};

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
  const histories = createHistoryCache();
  api.post(
    '/create-empty-session/:userId',
    {
      schema: {
        summary: 'Crea una conversazione vuota',
        params: userParams,
        response: { 200: sessionIdAnswerSchema },
      },
    },
    async (request) => ({ session_id: (await db.sessions.create(request.userId)).id }),
  );

  api.get(
    '/get-latest-session/:userId',
    {
      schema: {
        summary: 'La conversazione più recente',
        params: userParams,
        response: { 200: latestSessionAnswerSchema },
      },
    },
    async (request) => ({ session_id: await db.sessions.latestId(request.userId) }),
  );

  api.get(
    '/recent-conversations/:userId',
    {
      schema: {
        summary: `Conversazioni recenti, dalla più recente (al massimo ${RECENT_CONVERSATIONS_LIMIT})`,
        params: userParams,
        querystring: recentQuery,
        response: { 200: conversationSummarySchema.array() },
      },
    },
    async (request) => {
      const query = request.query as z.infer<typeof recentQuery>;
      const limit = Math.min(
        Math.max(query.limit ?? RECENT_CONVERSATIONS_LIMIT, 1),
        RECENT_CONVERSATIONS_LIMIT,
      );
      return (await db.sessions.recent(request.userId, limit)).map(summary);
    },
  );

  api.get(
    '/conversation-history/:userId/:sessionId',
    {
      schema: {
        summary: 'Messaggi di una conversazione; limit tiene gli ultimi N, group un solo agente',
        params: historyParams,
        querystring: historyQuery,
        response: { 200: historyEntrySchema.array() },
      },
    },
    async (request, reply) => {
      const query = request.query as z.infer<typeof historyQuery>;
      const { sessionId } = request.params as z.infer<typeof historyParams>;
      const session = await db.sessions.findOwned(sessionId, request.userId);
      if (!session) return sendError(reply, 404, serverTexts.http.notFound);
      const key = JSON.stringify([sessionId, query.limit ?? null, query.group ?? null]);
      // The version is read before the messages: what is cached under it is never older than it says.
      const cached =
        histories.get(key, session.version) ??
        histories.set(
          key,
          session.version,
          (
            await db.sessions.history(sessionId, {
              ...(query.limit ? { limit: query.limit } : {}),
              ...(query.group ? { agentName: query.group } : {}),
            })
          ).map(historyEntry),
        );
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (acceptsGzip(request.headers['accept-encoding']))
        return reply.header('content-encoding', 'gzip').send(cached.gzip);
      return reply.send(cached.json);
    },
  );

  api.delete(
    '/delete-session/:sessionId',
    {
      schema: {
        summary: 'Elimina una conversazione, i suoi documenti e i campi della busta paga',
        params: sessionParams,
        response: { 200: deletedAnswerSchema },
      },
    },
    async (request) => {
      const { sessionId } = request.params as z.infer<typeof sessionParams>;
      const files = (await db.documents.list(sessionId)).map((document) => document.storedName);
      const deleted = await db.sessions.delete(sessionId);
      // Rows first: a crash in between leaves unreachable files, never rows pointing at missing ones.
      removeStoredFiles(deps.documentsDir, files);
      return { deleted };
    },
  );

  // After each answer the clients fetch its follow-up questions and references (spec §4).
  api.post(
    '/related-questions',
    {
      schema: {
        summary: 'Domande correlate all’ultima risposta',
        body: sessionBody,
        response: { 200: relatedQuestionsAnswerSchema },
      },
    },
    async (request, reply) => {
      const { session_id } = request.body as z.infer<typeof sessionBody>;
      if (!(await db.sessions.findOwned(session_id, request.userId)))
        return sendError(reply, 404, serverTexts.http.notFound);
      return { domande: (await db.sessions.lastAnswer(session_id))?.relatedQuestions ?? [] };
    },
  );

  api.get(
    '/api/riferimenti-risposta/:sessionId',
    {
      schema: {
        summary: 'Riferimenti dell’ultima risposta',
        params: sessionParams,
        response: { 200: riferimentiAnswerSchema },
      },
    },
    async (request) => {
      const { sessionId } = request.params as z.infer<typeof sessionParams>;
      return { riferimenti: (await db.sessions.lastAnswer(sessionId))?.riferimenti ?? [] };
    },
  );

  registerAgentRoutes(api, deps);
}
