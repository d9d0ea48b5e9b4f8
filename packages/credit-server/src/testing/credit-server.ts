import { type CreditData, createCreditClient } from '@ccnl/core';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createFakeWebDist, createTempDir } from '../test-helpers.js';
import { databaseEnv } from './database.js';
import { type FakeConsumptionService, SERVICE_PASSWORD } from './fake-consumption-service.js';

export interface RunningCreditServer {
  app: FastifyInstance;
  /** Base URL with a trailing slash. */
  url: string;
  dataDir: string;
  /** The PostgreSQL database it keeps its state in, on the postgres project. */
  databaseUrl: string | undefined;
  /** Core's credit client, as the web app and the CLI use it, for this token. */
  client(token: string | null): ReturnType<typeof createCreditClient>;
  /** Raw call, for what core's client does not send (no key, a body, another header). */
  post(path: string, init: { token?: string | null; key?: string; body?: unknown }): Promise<Response>;
  /** Stops and starts again on the same data dir (a deploy, a crash): the key store must survive it. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real credit server on 127.0.0.1 against the fake services, on its own temp data dir, or its own
 * fresh PostgreSQL database on the postgres project (unless `env` names the DATABASE_URL to share).
 */
export async function startCreditServer(
  fake: FakeConsumptionService,
  env: Record<string, string> = {},
): Promise<RunningCreditServer> {
  const dist = await createFakeWebDist();
  const data = await createTempDir();
  const database = env.DATABASE_URL ? {} : await databaseEnv();
  const config = loadConfig({
    ...database,
    CCNL_WEB_DIST: dist.dir,
    CCNL_CREDIT_DATA_DIR: data.dir,
    CCNL_LOG_LEVEL: 'silent',
    CCNL_CONSUMPTION_URL: fake.consumptionUrl,
    CCNL_CONSUMPTION_PASSWORD: SERVICE_PASSWORD,
    CCNL_JWKS_URL: fake.jwksUrl,
    CCNL_JWT_ISSUER: fake.issuer,
    // Short enough for stalls to end quickly, long enough for a busy machine's healthy answers.
    CCNL_CONSUMPTION_TIMEOUT_MS: '500',
    CCNL_CREDIT_RATE_LIMIT: '100000',
    ...env,
  });
  let app = await createApp(config);
  let url = await app.listen({ host: '127.0.0.1', port: 0 });
  const server: RunningCreditServer = {
    app,
    url: `${url}/`,
    dataDir: data.dir,
    databaseUrl: config.credit.databaseUrl,
    client: (token) => createCreditClient({ baseUrl: server.url, getToken: () => token }),
    post(path, init) {
      const headers: Record<string, string> = {};
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.key !== undefined) headers['idempotency-key'] = init.key;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      return fetch(new URL(path, server.url), {
        method: 'POST',
        headers,
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
    },
    async restart() {
      await app.close();
      app = await createApp(config);
      url = await app.listen({ host: '127.0.0.1', port: 0 });
      server.app = app;
      server.url = `${url}/`;
    },
    async close() {
      await app.close();
      await dist.cleanup();
      await data.cleanup();
    },
  };
  return server;
}

/** What the credit routes answer, every field optional: tests assert which ones are there. */
export interface CreditBody {
  nRetCode?: number;
  strDescription?: string;
  message?: string;
  data?: CreditData;
  stale?: boolean;
  updatedAt?: string;
}

export async function readBody(res: Response): Promise<CreditBody> {
  return (await res.json()) as CreditBody;
}
