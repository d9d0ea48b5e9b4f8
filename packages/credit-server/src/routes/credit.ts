import { createHash } from 'node:crypto';
import { CONSUMPTION_OK, type ConsumptionCheck, type ConsumptionRegistration } from '@ccnl/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CreditSettings } from '../config.js';
import type { Identity, IdentityVerifier } from '../credit/identity.js';
import type { RateLimiter } from '../credit/rate-limit.js';
import { type CreditReply, creditData, replyForAnswer, replyForFault } from '../credit/results.js';
import type { CreditStore } from '../credit/store.js';
import type { ConsumptionUpstream } from '../credit/upstream.js';
import { serverTexts } from '../strings.js';

export interface CreditRouteDeps {
  settings: CreditSettings;
  /** This server's public URL: the `URL` field of every upstream call. */
  publicUrl: string;
  identity: IdentityVerifier;
  limiter: RateLimiter;
  store: CreditStore;
  upstream: ConsumptionUpstream;
}

/** The clients send nothing the server needs; a small limit keeps a replay's fingerprint cheap. */
const BODY_LIMIT = 4_096;
/** A key is the client's: printable ASCII, as UUIDs and most generated keys are. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)$/i.exec(request.headers.authorization?.trim() ?? '');
  return match?.[1] ?? null;
}

function sendError(reply: FastifyReply, status: number, error: string, message: string): FastifyReply {
  return reply.code(status).send({ statusCode: status, error, message });
}

/** JSON with sorted keys: two bodies with the same content have the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

function fingerprint(body: unknown): string {
  return createHash('sha256')
    .update(body === undefined ? '' : canonical(body))
    .digest('base64url');
}

export function registerCreditRoutes(app: FastifyInstance, deps: CreditRouteDeps): void {
  const { settings, store, upstream } = deps;
  const credentials = { Username: settings.username, Password: settings.password };
  // The lease outlives every retry of the call holding it, so a live call is never taken over.
  const leaseMs = upstream.maxDurationMs + 1_000;

  /** The verified caller, within its rate; otherwise the reply is sent and null returned. */
  async function caller(request: FastifyRequest, reply: FastifyReply): Promise<Identity | null> {
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request);
    const result = token ? await deps.identity.verify(token) : ({ kind: 'invalid' } as const);
    if (result.kind === 'unavailable') {
      request.log.error('JWKS unreachable: callers cannot be verified');
      sendError(reply, 503, 'Service Unavailable', serverTexts.authUnavailable);
      return null;
    }
    if (result.kind === 'invalid') {
      sendError(
        reply.header('www-authenticate', 'Bearer realm="ccnl"'),
        401,
        'Unauthorized',
        serverTexts.unauthorized,
      );
      return null;
    }
    const rate = deps.limiter.take(result.identity.userId);
    if (!rate.allowed) {
      sendError(
        reply.header('retry-after', String(rate.retryAfterSeconds)),
        429,
        'Too Many Requests',
        serverTexts.rateLimited(rate.retryAfterSeconds),
      );
      return null;
    }
    return result.identity;
  }

  function checkBody(identity: Identity): ConsumptionCheck {
    return {
      URL: deps.publicUrl,
      Ticket: identity.ticket,
      CRMID: identity.crmid,
      Customer_Type: identity.customerType,
      IdProduct: settings.productId,
      MeasurementUnit: settings.measurementUnit,
      VerifyCredit: true,
      ...credentials,
    };
  }

  function registrationBody(identity: Identity, upstreamKey: string): ConsumptionRegistration {
    return {
      URL: deps.publicUrl,
      Ticket: identity.ticket,
      ...credentials,
      crmidlist: [
        {
          CRMID: identity.crmid,
          Customer_Type: identity.customerType,
          consumptions: [
            {
              ConsumptionType: settings.consumptionType,
              // Never beyond the credit bought, nor beyond the quota.
              VerifyCredit: true,
              VerifyOverquota: true,
              MeasurementUnit: settings.measurementUnit,
              IdProduct: settings.productId,
              consumptionList: [{ Key: upstreamKey, Quantity: settings.quantity }],
            },
          ],
        },
      ],
    };
  }

  function send(request: FastifyRequest, reply: FastifyReply, answer: CreditReply): FastifyReply {
    if (answer.status >= 500) {
      // A server-side problem (credentials, configuration, the service down): the log says which, by code.
      request.log.error({ nRetCode: answer.body.nRetCode, status: answer.status }, 'credit call failed');
    }
    return reply.code(answer.status).send(answer.body);
  }

  app.get('/api/credit', async (request, reply) => {
    const identity = await caller(request, reply);
    if (!identity) return reply;
    const result = await upstream.check(checkBody(identity));
    if (result.kind === 'fault') {
      // A lookup may show the last balance this server knew rather than an error; consumption never does.
      const stored = store.balance(identity.userId);
      if (stored) return { data: stored.data, stale: true, updatedAt: stored.updatedAt };
      return send(request, reply, replyForFault(result.fault));
    }
    // No credit left is a balance of 0, not an error: the client shows the trial-ended modal from it.
    const data = creditData(result.answer, settings.productId);
    if (data && (result.answer.nRetCode === CONSUMPTION_OK || result.answer.nRetCode === 5098)) {
      store.saveBalance(identity.userId, data);
      return { data };
    }
    return send(request, reply, replyForAnswer(result.answer, settings.productId));
  });

  app.post('/api/consumption', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const identity = await caller(request, reply);
    if (!identity) return reply;
    const result = await upstream.check(checkBody(identity));
    if (result.kind === 'fault') return send(request, reply, replyForFault(result.fault));
    const answer = replyForAnswer(result.answer, settings.productId);
    // An exhausted balance is stored too: it is the balance.
    const data = creditData(result.answer, settings.productId);
    if (data) store.saveBalance(identity.userId, data);
    return send(request, reply, answer);
  });

  app.post('/api/registerConsumption', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const identity = await caller(request, reply);
    if (!identity) return reply;
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      return sendError(reply, 400, 'Bad Request', serverTexts.idempotencyKeyMissing);
    }
    const claim = store.claimKey(identity.userId, key, fingerprint(request.body), leaseMs);
    switch (claim.kind) {
      case 'mismatch':
        return sendError(reply, 422, 'Unprocessable Content', serverTexts.idempotencyKeyReused);
      case 'in-flight':
        return sendError(
          reply.header('retry-after', '1'),
          409,
          'Conflict',
          serverTexts.idempotencyKeyInFlight,
        );
      case 'replay':
        return reply
          .code(claim.status)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(claim.body);
    }
    let answer: CreditReply;
    try {
      const result = await upstream.register(registrationBody(identity, claim.upstreamKey));
      answer =
        result.kind === 'fault'
          ? replyForFault(result.fault)
          : replyForAnswer(result.answer, settings.productId);
    } catch (error) {
      store.releaseKey(identity.userId, key);
      throw error;
    }
    if (answer.status >= 500) {
      // Nothing final: a retry with this key goes upstream again, with the same upstream key.
      store.releaseKey(identity.userId, key);
    } else {
      const balance = 'data' in answer.body ? answer.body.data : undefined;
      store.completeKey(identity.userId, key, answer.status, JSON.stringify(answer.body), balance);
    }
    return send(request, reply, answer);
  });
}
