import { CONSUMPTION_OK, CREDIT_CODE, serverTexts } from '@ccnl/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CallerCheck, sendError } from '../caller.js';
import type { CreditSettings } from '../config.js';
import { type Consumption, fingerprint } from '../credit/consumption.js';
import type { Identity } from '../credit/identity.js';
import { type CreditReply, creditData, replyForAnswer, replyForFault } from '../credit/results.js';
import type { CreditStore } from '../credit/store.js';
import type { Limits } from '../limits.js';

export interface CreditRouteDeps {
  settings: CreditSettings;
  caller: CallerCheck;
  limits: Limits;
  store: CreditStore;
  consumption: Consumption;
}

/** The clients send nothing the server needs; a small limit keeps a replay's fingerprint cheap. */
const BODY_LIMIT = 4_096;
/** A key is the client's: printable ASCII, as UUIDs and most generated keys are. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export function registerCreditRoutes(app: FastifyInstance, deps: CreditRouteDeps): void {
  const { settings, store, consumption } = deps;

  /** The verified caller, within its rate; otherwise the reply is sent and null returned. */
  async function caller(request: FastifyRequest, reply: FastifyReply): Promise<Identity | null> {
    const identity = await deps.caller(request, reply);
    if (!identity || !(await deps.limits.credit(request, reply, identity.userId))) return null;
    return identity;
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
    const result = await consumption.check(identity);
    if (result.kind === 'fault') {
      // A lookup may show the last balance this server knew rather than an error; consumption never does.
      const stored = await store.balances.get(identity.userId);
      if (stored) return { data: stored.data, stale: true, updatedAt: stored.updatedAt };
      return send(request, reply, replyForFault(result.fault));
    }
    // No credit left is a balance of 0, not an error: the client shows the trial-ended modal from it.
    const data = creditData(result.answer, settings.productId);
    if (
      data &&
      (result.answer.nRetCode === CONSUMPTION_OK || result.answer.nRetCode === CREDIT_CODE.noCredit)
    ) {
      await store.balances.save(identity.userId, data);
      return { data };
    }
    return send(request, reply, replyForAnswer(result.answer, settings.productId));
  });

  app.post('/api/consumption', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const identity = await caller(request, reply);
    if (!identity) return reply;
    const result = await consumption.check(identity);
    if (result.kind === 'fault') return send(request, reply, replyForFault(result.fault));
    const answer = replyForAnswer(result.answer, settings.productId);
    // An exhausted balance is stored too: it is the balance.
    const data = creditData(result.answer, settings.productId);
    if (data) await store.balances.save(identity.userId, data);
    return send(request, reply, answer);
  });

  app.post('/api/registerConsumption', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const identity = await caller(request, reply);
    if (!identity) return reply;
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      return sendError(reply, 400, 'Bad Request', serverTexts.idempotencyKeyMissing);
    }
    const outcome = await consumption.register(identity, key, fingerprint(request.body));
    switch (outcome.kind) {
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
          .code(outcome.status)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(outcome.body);
    }
    return send(request, reply, outcome.reply);
  });
}
