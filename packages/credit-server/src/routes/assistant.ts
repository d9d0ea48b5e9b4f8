import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import {
  ANSWER_ID_HEADER,
  isMeteredTier,
  METERED_HEADER,
  PRODUCT_SERVER_HEADER,
  serverTexts,
} from '@ccnl/core';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { CallerCheck } from '../caller.js';
import { ASSISTANT_PREFIX, type AssistantSettings } from '../config.js';
import type { Limits } from '../limits.js';
import type { AnswerEnd, Meter } from '../metering/meter.js';

/** The assistant API of spec §7, as this server forwards it: nothing else of the upstream is reachable. */
export const ASSISTANT_ROUTES: readonly [HTTPMethods, string][] = [
  ['GET', '/recent-conversations/:userId'],
  ['GET', '/conversation-history/:userId/:sessionId'],
  ['POST', '/create-empty-session/:userId'],
  ['GET', '/get-latest-session/:userId'],
  ['POST', '/main-agent'],
  ['POST', '/calcola-agent'],
  ['POST', '/answers/:answerId/stop'],
  ['POST', '/api/upload-documents'],
  ['DELETE', '/api/delete-document/:fileId'],
  ['DELETE', '/delete-session/:sessionId'],
  ['GET', '/categories'],
  ['GET', '/parametri-lavoro'],
  ['POST', '/related-questions'],
  ['GET', '/api/riferimenti-risposta/:sessionId'],
  ['GET', '/modelli'],
  ['GET', '/tooltip_data/:id'],
  ['PUT', '/api/update-busta-paga-field'],
];

/** What reply-from hands to `onResponse` (its typings name the outer reply's type instead). */
interface UpstreamResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  stream: Readable;
}

const AGENT_ROUTES = new Set(['/main-agent', '/calcola-agent']);

/** Headers only this server may set upstream: a client sending them is ignored. */
const INTERNAL_HEADERS = [PRODUCT_SERVER_HEADER, METERED_HEADER, 'x-forwarded-for'];

export interface AssistantRouteDeps {
  settings: AssistantSettings;
  caller: CallerCheck;
  limits: Limits;
  meter: Meter;
}

/**
 * The clients' one path to the assistant API: every §7 call under `/api/assistente/`, forwarded with
 * @fastify/reply-from (bodies and answers streamed through, the user's bearer passed on). Agent calls of the
 * Iterazioni tier are metered: a credit is reserved before forwarding, and the answer is debited once, by
 * its own id, when it ends.
 */
export async function registerAssistantRoutes(app: FastifyInstance, deps: AssistantRouteDeps): Promise<void> {
  const { settings } = deps;
  await app.register(async (scope) => {
    // Bodies go upstream as they came (JSON, multipart uploads): the backend validates them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await scope.register(replyFrom, {
      base: settings.upstreamUrl,
      disableRequestLogging: true,
      // Closing this server closes its connections upstream too, answers in flight included.
      destroyAgent: true,
      undici: { connections: 256, headersTimeout: 30_000, bodyTimeout: 120_000 },
    });

    function upstreamHeaders(request: { ip: string }, headers: IncomingHttpHeaders, metered: boolean) {
      const next: IncomingHttpHeaders = { ...headers };
      for (const name of INTERNAL_HEADERS) delete next[name];
      next[PRODUCT_SERVER_HEADER] = settings.productServerSecret;
      next['x-forwarded-for'] = request.ip;
      if (metered) next[METERED_HEADER] = '1';
      return next;
    }

    const upstreamPath = (request: FastifyRequest) => request.url.slice(ASSISTANT_PREFIX.length);

    /**
     * Passes the upstream answer through, and stops it when the client leaves: an answer nobody reads must
     * not stay open upstream (the backend then stops the agent and keeps what was sent).
     */
    function passThrough(reply: FastifyReply, raw: unknown) {
      const upstream = raw as UpstreamResponse;
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) upstream.stream.destroy();
      });
      reply.send(upstream.stream);
    }

    /** The assistant API could not be reached or did not answer: a 502/504 in Italian, nothing internal. */
    function upstreamFailed(reply: { code(status: number): { send(body: unknown): unknown } }, error: Error) {
      const timeout = (error as { statusCode?: number }).statusCode === 504;
      reply.code(timeout ? 504 : 502).send({
        statusCode: timeout ? 504 : 502,
        error: timeout ? 'Gateway Timeout' : 'Bad Gateway',
        message: timeout ? serverTexts.assistantTimeout : serverTexts.assistantUnavailable,
      });
    }

    for (const [method, path] of ASSISTANT_ROUTES) {
      if (AGENT_ROUTES.has(path)) continue;
      scope.route({
        method,
        url: `${ASSISTANT_PREFIX}${path}`,
        handler: (request, reply) =>
          reply.from(upstreamPath(request), {
            rewriteRequestHeaders: (req, headers) => upstreamHeaders(req, headers, false),
            onResponse: (_request, res, raw) => passThrough(res as FastifyReply, raw),
            onError: (res, { error }) => upstreamFailed(res, error),
          }),
      });
    }

    async function agentHandler(request: FastifyRequest, reply: FastifyReply) {
      const identity = await deps.caller(request, reply);
      if (!identity || !(await deps.limits.answer(request, reply, identity.userId))) return reply;

      if (!isMeteredTier(identity.tier)) {
        return reply.from(upstreamPath(request), {
          rewriteRequestHeaders: (req, headers) => upstreamHeaders(req, headers, false),
          onResponse: (_request, res, raw) => passThrough(res as FastifyReply, raw),
          onError: (res, { error }) => upstreamFailed(res, error),
        });
      }

      const reservation = await deps.meter.reserve(identity);
      if (reservation.kind === 'refused') {
        const { status, body } = reservation.reply;
        return reply.code(status).send({ statusCode: status, ...body });
      }
      // Exactly one settlement per reservation, whichever way the answer ends.
      let settled = false;
      let streaming = false;
      const settle = (answerId: string, end: AnswerEnd) => {
        if (settled) return Promise.resolve();
        settled = true;
        return deps.meter.settle(identity, reservation.id, answerId, end);
      };
      // Left before any answer came back (reply-from then calls neither hook): nothing delivered.
      reply.raw.once('close', () => {
        if (!streaming && !reply.raw.writableFinished) void settle('', 'not-delivered');
      });
      return reply.from(upstreamPath(request), {
        rewriteRequestHeaders: (req, headers) => upstreamHeaders(req, headers, true),
        onError: (res, { error }) => {
          void settle('', 'not-delivered');
          upstreamFailed(res, error);
        },
        onResponse: (_request, res, raw) => {
          const upstream = raw as unknown as UpstreamResponse;
          if (upstream.statusCode !== 200) {
            void settle('', 'not-delivered');
            passThrough(res as FastifyReply, raw);
            return;
          }
          const header = upstream.headers[ANSWER_ID_HEADER];
          const answerId = typeof header === 'string' && header ? header : randomUUID();
          streaming = true;
          res.send(
            meteredBody(
              upstream.stream,
              (onClose) => reply.raw.once('close', onClose),
              (end) => settle(answerId, end),
            ),
          );
        },
      });
    }

    scope.post(`${ASSISTANT_PREFIX}/main-agent`, agentHandler);
    scope.post(`${ASSISTANT_PREFIX}/calcola-agent`, agentHandler);
  });
}

/**
 * The answer as it streams, chunk for chunk. Its end waits for the debit, so that a client that reads the
 * balance after the last chunk sees it already taken; a client leaving midway is a stop after the start.
 */
function meteredBody(
  upstream: Readable,
  onClientClose: (listener: () => void) => void,
  settle: (end: AnswerEnd) => Promise<void>,
): PassThrough {
  const body = new PassThrough();
  let started = false;
  let ended = false;
  upstream.on('data', (chunk: Buffer) => {
    if (chunk.length) started = true;
    if (!body.write(chunk)) upstream.pause();
  });
  body.on('drain', () => upstream.resume());
  upstream.once('end', () => {
    ended = true;
    settle('complete').finally(() => body.end());
  });
  upstream.once('error', (error) => {
    ended = true;
    // Broken on the server's side: not the user's doing, so not charged.
    void settle('not-delivered');
    body.destroy(error);
  });
  onClientClose(() => {
    if (ended) return;
    upstream.destroy();
    void settle(started ? 'stopped-after-start' : 'not-delivered');
  });
  return body;
}
