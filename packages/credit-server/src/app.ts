import { serverTexts } from '@ccnl/core';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { createCallerCheck } from './caller.js';
import type { CreditServerConfig } from './config.js';
import { createConsumption } from './credit/consumption.js';
import { createIdentityVerifier } from './credit/identity.js';
import { openCreditStore } from './credit/open-store.js';
import { createConsumptionUpstream } from './credit/upstream.js';
import { createLimits } from './limits.js';
import { createMeter } from './metering/meter.js';
import { registerAppConfigRoute } from './routes/app-config.js';
import { registerAssistantRoutes } from './routes/assistant.js';
import { registerCreditRoutes } from './routes/credit.js';
import { registerHealthRoutes } from './routes/health.js';
import { registerReadinessRoute } from './routes/readiness.js';
import { assertWebDist, registerWebRoutes } from './routes/web.js';
import { registerSecurityHeaders } from './security.js';

/** Builds the credit server without listening: tests use inject() or listen themselves; main.ts listens. */
export async function createApp(config: CreditServerConfig): Promise<FastifyInstance> {
  await assertWebDist(config.webDist);

  const app = Fastify({
    // Requests are logged without headers: bearer tokens (which carry the SSO ticket) never reach a log.
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
  });

  registerSecurityHeaders(app, config.client);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // Nothing internal leaves the server.
      return reply
        .code(status)
        .send({ statusCode: status, error: 'Internal Server Error', message: serverTexts.http.internal });
    }
    return reply.code(status).send({ statusCode: status, error: error.name, message: error.message });
  });

  registerHealthRoutes(app);
  registerAppConfigRoute(app, config.client);
  const store = await openCreditStore(config.credit);
  const upstream = createConsumptionUpstream({
    baseUrl: config.credit.consumptionUrl,
    timeoutMs: config.credit.timeoutMs,
    retries: config.credit.retries,
    onAttemptFailed: (event) => app.log.warn(event, 'consumption service attempt failed'),
  });
  registerReadinessRoute(app, {
    database: () => store.ping(),
    assistantUrl: config.assistant.upstreamUrl,
    consumptionUrl: config.credit.consumptionUrl,
  });
  app.addHook('onClose', async () => {
    await upstream.close();
    await store.close();
  });
  const limits = await createLimits(app, store.rateLimits, {
    creditPerMinute: config.credit.rateLimitPerMinute,
    answersPerMinute: config.assistant.agentRateLimitPerMinute,
    invalidTokensPerMinute: config.invalidTokenRateLimit,
  });
  const caller = createCallerCheck(
    createIdentityVerifier({ ...config.credit, productServerSecret: config.assistant.productServerSecret }),
    limits,
  );
  const consumption = createConsumption({
    settings: config.credit,
    publicUrl: config.publicUrl,
    store,
    upstream,
    inFlightWaitMs: config.credit.inFlightWaitMs,
  });
  registerCreditRoutes(app, { settings: config.credit, caller, limits, store, consumption });
  await registerAssistantRoutes(app, {
    settings: config.assistant,
    caller,
    limits,
    meter: createMeter({
      settings: config.credit,
      store,
      consumption,
      leaseMs: config.assistant.reservationLeaseMs,
      log: app.log,
    }),
  });
  await registerWebRoutes(app, config.webDist);

  return app;
}
