import { serverTexts } from '@ccnl/core';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAnswerStops } from './assistant/answer-stops.js';
import { AGENT_ROUTE_DOCS, registerAssistantRoutes } from './assistant/routes.js';
import { DEMO_USERS } from './auth/demo-users.js';
import { authGuard } from './auth/guard.js';
import { createBackendLimits } from './auth/limits.js';
import { loadOrCreateSigningKey } from './auth/signing-key.js';
import { createTicketSealer } from './auth/ticket-seal.js';
import { createTokenService } from './auth/tokens.js';
import type { BackendConfig } from './config.js';
import { registerConsumptionRoutes } from './consumption/routes.js';
import { openDatabase } from './db/database.js';
import { registerDocumentRoutes } from './documents/routes.js';
import { documentsDir, prepareDocumentsDir } from './documents/storage.js';
import { registerSignAuth } from './graphql/sign-auth.js';
import { frameworkErrors, installErrorHandlers, sendError } from './http/errors.js';
import { registerOpenApi, useZodSchemas } from './http/openapi.js';
import { loadKnowledgeBase } from './kb/knowledge-base.js';
import { registerLoginScript } from './login/login-script.js';

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Paths of secrets the logger must never print, should a request or body ever be logged. */
const REDACTED = [
  'req.headers.authorization',
  'headers.authorization',
  'req.body.variables.ticketSso',
  'body.variables.ticketSso',
  'variables.ticketSso',
  'ticketSso',
  'jwt',
  'token',
  'req.headers["x-firewall-pass"]',
  'Password',
  'Ticket',
  'tkt',
];

const API_VERSION = '1.0.0';

/**
 * Builds the backend: assistant API, sign-in, login script, JWKS, health. Never listens. Closing the app
 * ends open answer streams (their partial text is kept) and then closes the database.
 */
export async function createApp(config: BackendConfig): Promise<FastifyInstance> {
  // The knowledge base first: a bad file stops start-up before anything is touched on disk.
  const kb = loadKnowledgeBase(config.kbDir);
  const db = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
  });
  // Set once the stop listener exists, so that a failed start releases its connection too.
  let closeStops = async (): Promise<void> => undefined;
  try {
    const documents = documentsDir(config.dataDir);
    prepareDocumentsDir(documents);
    await db.users.upsert(DEMO_USERS.map(({ label: _label, ...user }) => user));
    const tokens = createTokenService(
      await loadOrCreateSigningKey(config.dataDir, config.signingKeyFile),
      config.publicUrl,
      createTicketSealer(config.productServerSecret),
    );

    const app = Fastify({
      logger: config.logger ? { level: 'info', redact: { paths: REDACTED, censor: '[redatto]' } } : false,
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: false,
      frameworkErrors,
    });
    app.addHook('onClose', async () => db.close());
    installErrorHandlers(app);
    useZodSchemas(app);
    // Every body is JSON (or multipart for uploads): any other content type is a 415, not a string body.
    app.removeContentTypeParser('text/plain');
    registerOpenApi(app, { version: API_VERSION, routeDocs: AGENT_ROUTE_DOCS });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      return payload;
    });

    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Firewall-Pass'],
      credentials: false,
      maxAge: 600,
    });

    // Stopping an answer wherever it streams: on PostgreSQL each replica listens for the others' stops.
    const stops = createAnswerStops(db.connection, app.log);
    closeStops = () => stops.close();
    app.addHook('onReady', () => stops.ready());
    // Launchers and load balancers poll these: keep them out of the request log. /healthz says the
    // process lives; /readyz whether it can serve: its database answers and, on PostgreSQL, a stop sent
    // to another replica reaches this one (a replica that cannot hear stops would stream on after "Stop").
    app.get('/healthz', { logLevel: 'warn', schema: { summary: 'Stato del servizio' } }, async () => ({
      status: 'ok',
    }));
    app.get(
      '/readyz',
      { logLevel: 'warn', schema: { summary: 'Pronto a servire (il database risponde)' } },
      async (_request, reply) =>
        (await db.ping()) && stops.listening()
          ? { status: 'ok' }
          : sendError(reply, 503, serverTexts.http.unavailable),
    );
    app.get(
      '/.well-known/jwks.json',
      { schema: { summary: 'Chiave pubblica dei token (JWKS)' } },
      async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(tokens.jwks()),
    );
    const limits = await createBackendLimits(app, {
      signInPerMinute: config.signInRateLimit,
      invalidTokensPerMinute: config.invalidTokenRateLimit,
      productServerSecret: config.productServerSecret,
      db: db.connection,
    });
    registerSignAuth(app, { db, tokens, limits });
    registerLoginScript(app);
    // Called by the credit server with service credentials in the body, not by users.
    registerConsumptionRoutes(app, { db, ...config.consumption });

    app.decorateRequest('userId', '');
    await app.register(async (api) => {
      api.addHook('onRoute', (route) => {
        route.config = { ...route.config, bearer: true };
      });
      api.addHook(
        'onRequest',
        authGuard(tokens, db, { productServerSecret: config.productServerSecret, limits }),
      );
      registerAssistantRoutes(api, {
        db,
        kb,
        streamDelayMs: config.streamDelayMs,
        ...(config.today ? { today: () => config.today as string } : {}),
        documentsDir: documents,
        stops,
      });
      await registerDocumentRoutes(api, {
        db,
        dir: documents,
        firewallKey: config.firewallKey,
        maxFileMb: config.uploadMaxMb,
        ...(config.documentLimits ? { limits: config.documentLimits } : {}),
      });
    });
    return app;
  } catch (error) {
    await closeStops();
    await db.close();
    throw error;
  }
}
