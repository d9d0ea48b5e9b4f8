import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { ANSWER_ID_HEADER, agentPayloadSchema, serverTexts } from '@ccnl/core';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AgentResult, runAgent } from '../agents/agents.js';
import { isPayslipField, normaliseField, PAYSLIP_FIELDS } from '../agents/payslip.js';
import type { Database } from '../db/database.js';
import { describeIssues, sendError } from '../http/errors.js';
import { withIndexes } from '../kb/documents.js';
import { italianDate } from '../kb/format.js';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { TOPICS } from '../kb/topics.js';
import { type ChatMessage, streamChatCompletion } from '../llm/chat-completions.js';
import { type LlmConfig, loadLlmConfig } from '../llm/config.js';
import { promptFor, unsupportedFigures } from '../llm/prompt.js';
import { readWithModel } from '../llm/reader.js';
import type { AnswerStops } from './answer-stops.js';
import { type StopReason, streamAnswer } from './answer-stream.js';

const WORDS_PER_CHUNK = 3;
// The conversation a follow-up is read against: the last few questions and answers.
const HISTORY_MESSAGES = 12;
// A model that has not read the question by then is replaced by the rule reader.
const MODEL_READ_TIMEOUT_MS = 8_000;

/** The built-in engine: always offered, and the default. */
export const BUILT_IN_MODEL = {
  id: 'motore-ccnl',
  nome: 'Motore CCNL integrato',
  predefinito: true,
} as const;

export interface AgentRouteDeps {
  db: Database;
  kb: KnowledgeBase;
  /** Pause between streamed chunks of the built-in answers; 0 streams as fast as possible. */
  streamDelayMs: number;
  /** The answers streaming here, and stops for answers streaming on other replicas (LISTEN/NOTIFY). */
  stops: AnswerStops;
  /** The model endpoint; from the environment when not given, none when null. */
  llm?: LlmConfig | null;
  /** Today as AAAA-MM-GG, the date figures are looked up for when a question names none. */
  today?: () => string;
}

/** Today in Italy, whatever the server's time zone. */
function italianToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(new Date());
}

/** The answer in pieces of a few words; joined, they give back the text exactly. */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

const idParams = z.object({ id: z.coerce.number().int().positive() });
const answerParams = z.object({ answerId: z.string().min(1).max(200) });
const payslipBody = z.object({
  session_id: z.string().min(1),
  calcola_field: z.string().min(1).max(60),
  value: z.union([z.string().max(200), z.number(), z.null()]),
});

/** What a user reads about an agreement's validity on hovering it. */
function validityLabel(from: string | null, to: string | null, text: string): string {
  if (from && to) return serverTexts.validity.range(italianDate(from), italianDate(to));
  if (to) return serverTexts.validity.until(italianDate(to));
  return text.split(/;\s/)[0] ?? text;
}

/**
 * The agents' routes (spec §7): `POST main-agent` and `POST calcola-agent` stream the answer and store it
 * (keeping the partial text when the client leaves or the server stops); `GET categories`,
 * `parametri-lavoro`, `tooltip_data/{id}` and `modelli` come from the knowledge base and the configuration;
 * `PUT api/update-busta-paga-field` sets a payslip field of the caller's conversation.
 */
export function registerAgentRoutes(api: FastifyInstance, deps: AgentRouteDeps): void {
  const { db, kb } = deps;
  const llm = deps.llm === undefined ? loadLlmConfig() : deps.llm;
  const today = deps.today ?? italianToday;
  const running = new Set<{ controller: AbortController; done: Promise<void> }>();
  const { stops } = deps;

  // Shutting down cuts open answers: each stops, tells its client and stores that it was cut, and ends.
  api.addHook('preClose', async () => {
    const all = [...running];
    for (const stream of all) stream.controller.abort('shutdown' satisfies StopReason);
    await Promise.allSettled(all.map((stream) => stream.done));
    await stops.close();
  });

  const agentHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = agentPayloadSchema.safeParse(request.body);
    if (!parsed.success) return sendError(reply, 400, describeIssues(parsed.error));
    const payload = parsed.data;
    if (
      payload.user_id !== request.userId ||
      !(await db.sessions.findOwned(payload.session_id, request.userId))
    )
      return sendError(reply, 404, serverTexts.http.notFound);

    const sessionId = payload.session_id;
    const agentName = payload.agent_name;
    // The selected agreements are part of the conversation: selecting it later restores them (spec §4).
    if (payload.categories.length) {
      const categories = payload.categories.join(',');
      if ((await db.sessions.lastCategories(sessionId)) !== categories)
        await db.sessions.appendMessage({ sessionId, role: 'categories', content: categories, agentName });
    }
    // The earlier questions of the conversation: a follow-up is read against them.
    const history = (await db.sessions.history(sessionId, { limit: HISTORY_MESSAGES }))
      .filter((m) => m.role === 'user')
      .map((m) => m.content);
    await db.sessions.appendMessage({ sessionId, role: 'user', content: payload.message, agentName });
    const model = llm && payload.model && llm.models.includes(payload.model) ? payload.model : null;
    const typed =
      llm && model
        ? await readWithModel(
            llm,
            model,
            { kb, message: payload.message, history, categories: payload.categories, today: today() },
            AbortSignal.timeout(MODEL_READ_TIMEOUT_MS),
          ).catch((error: unknown) => {
            // The rule reader takes over: the answer is the same engine's either way.
            request.log.warn(
              { model, reason: error instanceof Error ? error.message : String(error) },
              'model reading failed',
            );
            return undefined;
          })
        : undefined;
    const answer = runAgent(agentName, {
      kb,
      message: payload.message,
      history,
      ...(typed ? { request: typed } : {}),
      categories: payload.categories,
      perimetri: payload.perimetri_lavoro,
      documents: payload.vector_store_id
        ? await withIndexes(await db.documents.forVectorStore(payload.vector_store_id, request.userId))
        : [],
      payslip: agentName === 'calcolo' ? await db.payslips.fields(sessionId) : {},
      today: today(),
    });
    for (const [field, value] of Object.entries(answer.payslipUpdates ?? {}))
      await db.payslips.setField(sessionId, field, value ?? null);

    // Reserve the answer's place now, so that a question sent meanwhile is stored after it.
    const placeholder = await db.sessions.appendMessage({
      sessionId,
      role: 'assistant',
      content: '',
      agentName,
      showAction: answer.showAction,
      calcolaField: answer.calcolaField,
    });

    const body = new PassThrough();
    body.on('error', () => {});
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort('client-left' satisfies StopReason);
    });
    const untrack = stops.track(placeholder.id, () => controller.abort('stopped' satisfies StopReason));
    const pieces =
      llm && model
        ? modelPieces(
            llm,
            model,
            promptFor(payload.message, agentName, answer),
            answer,
            controller.signal,
            request.log,
          )
        : builtInPieces(answer.text, controller.signal);
    const entry = {
      controller,
      done: streamAnswer({
        pieces,
        body,
        controller,
        store: {
          progress: (content) => db.sessions.updateMessage(placeholder.id, { content }),
          finish: (content) =>
            db.sessions.updateMessage(placeholder.id, {
              content,
              riferimenti: answer.riferimenti,
              relatedQuestions: answer.relatedQuestions,
            }),
          discard: () => db.sessions.deleteMessage(placeholder.id),
        },
        onSaveError: (error) => request.log.error({ err: error }, 'answer not saved'),
      }),
    };
    running.add(entry);
    entry.done
      .catch((error: unknown) => request.log.error({ err: error }, 'answer stream failed'))
      .finally(() => {
        untrack();
        running.delete(entry);
      });
    return reply
      .header(ANSWER_ID_HEADER, placeholder.id)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(body);
  };

  /** The built-in answer, a few words at a time at a natural pace; at once when no pace is set. */
  async function* builtInPieces(text: string, signal: AbortSignal): AsyncGenerator<string> {
    if (deps.streamDelayMs <= 0) {
      yield text;
      return;
    }
    for (const [index, chunk] of chunkText(text).entries()) {
      if (index > 0 && deps.streamDelayMs > 0) await sleep(deps.streamDelayMs, undefined, { signal });
      yield chunk;
    }
  }

  /**
   * The model's answer as it arrives, then the engine's sources and the AI notice. Figures the model wrote
   * that the engine did not give are flagged; a model that fails before writing is replaced by the built-in
   * answer, one that fails midway is followed by it.
   */
  async function* modelPieces(
    config: LlmConfig,
    model: string,
    prompt: ChatMessage[],
    answer: AgentResult,
    signal: AbortSignal,
    log: FastifyBaseLogger,
  ): AsyncGenerator<string> {
    const tail = answer.text.slice(answer.brief.length);
    let said = '';
    try {
      for await (const piece of streamChatCompletion(config, model, prompt, signal)) {
        said += piece;
        yield piece;
      }
    } catch (error) {
      if (signal.aborted) return;
      log.warn(
        { model, reason: error instanceof Error ? error.message : String(error) },
        'model answer failed',
      );
      if (!said) {
        yield* builtInPieces(answer.text, signal);
        return;
      }
      yield `\n\n${serverTexts.model.interrupted}\n\n${answer.brief}`;
      yield tail;
      return;
    }
    const given = `${prompt.map((m) => m.content).join('\n')}`;
    const unsupported = unsupportedFigures(said, given);
    if (unsupported.length)
      yield `\n\n${serverTexts.model.unsupportedFigures(unsupported.join(', '))}\n\n${answer.brief}`;
    yield tail;
  }

  api.post('/main-agent', agentHandler);
  api.post('/calcola-agent', agentHandler);

  // Stops an answer in progress wherever it streams; only its owner may, anyone else gets the 404 of a
  // missing id. Stopping an answer that has ended does nothing.
  api.post('/answers/:answerId/stop', async (request, reply) => {
    const params = answerParams.safeParse(request.params);
    if (!params.success || !(await db.sessions.findOwnedAnswer(params.data.answerId, request.userId)))
      return sendError(reply, 404, serverTexts.http.notFound);
    await stops.stop(params.data.answerId);
    return { success: true };
  });

  api.get('/categories', async () =>
    kb.agreements.map((ccnl) => ({
      id_categoria: ccnl.id_categoria,
      descrizione: `${ccnl.short_name} (${ccnl.sector})`,
    })),
  );

  api.get('/parametri-lavoro', async () =>
    TOPICS.map((topic) => ({ id: topic.id, parametro: topic.parametro })),
  );

  api.get('/tooltip_data/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const ccnl = params.success ? kb.byCategory(params.data.id) : undefined;
    if (!ccnl) return sendError(reply, 404, serverTexts.http.notFound);
    return {
      id_categoria: ccnl.id_categoria,
      descrizione: `${ccnl.short_name} (${ccnl.sector})`,
      nome_completo: ccnl.official_name,
      codice_cnel: ccnl.cnel_code.value,
      validita: validityLabel(ccnl.validity.from, ccnl.validity.to, ccnl.validity.text),
      settore: ccnl.sector,
    };
  });

  api.get('/modelli', async () => ({
    modelli: [BUILT_IN_MODEL, ...(llm?.models ?? []).map((id) => ({ id, nome: id, predefinito: false }))],
  }));

  api.put('/api/update-busta-paga-field', async (request, reply) => {
    const body = payslipBody.safeParse(request.body);
    if (!body.success) return sendError(reply, 400, describeIssues(body.error));
    const { session_id: sessionId, calcola_field: field, value } = body.data;
    if (!(await db.sessions.findOwned(sessionId, request.userId)))
      return sendError(reply, 404, serverTexts.http.notFound);
    if (!isPayslipField(field))
      return sendError(
        reply,
        400,
        `${serverTexts.http.badRequest}: calcola_field: campo sconosciuto (campi: ${Object.keys(PAYSLIP_FIELDS).join(', ')})`,
      );
    if (value === null || value === '') {
      await db.payslips.setField(sessionId, field, null);
      return { success: true };
    }
    const normalised = normaliseField(field, value);
    if (normalised === undefined)
      return sendError(
        reply,
        400,
        `${serverTexts.http.badRequest}: ${serverTexts.payslipValue(field, PAYSLIP_FIELDS[field])}`,
      );
    await db.payslips.setField(sessionId, field, normalised);
    return { success: true };
  });
}
