import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { CreditServerConfig } from './config.js';
import { registerAppConfigRoute } from './routes/app-config.js';
import { registerHealthRoutes } from './routes/health.js';
import { assertWebDist, registerWebRoutes } from './routes/web.js';
import { registerSecurityHeaders } from './security.js';

/** Builds the credit server without listening: tests use inject() or listen themselves; main.ts listens. */
export async function createApp(config: CreditServerConfig): Promise<FastifyInstance> {
  await assertWebDist(config.webDist);

  const app = Fastify({
    logger: { level: config.logLevel },
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
        .send({ statusCode: status, error: 'Internal Server Error', message: 'Errore interno del server' });
    }
    return reply.code(status).send({ statusCode: status, error: error.name, message: error.message });
  });

  registerHealthRoutes(app);
  registerAppConfigRoute(app, config.client);
  // The credit routes (/api/consumption, /api/registerConsumption) join here as routes/credit.ts.
  await registerWebRoutes(app, config.webDist);

  return app;
}
