import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createApiClient,
  LOCAL_PRODUCT_SERVER_SECRET,
  METERED_HEADER,
  PRODUCT_SERVER_HEADER,
  resolveConfig,
} from '@ccnl/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.js';
import { type BackendConfig, loadConfig } from '../config.js';
import { testDatabaseUrl } from './database.js';

export const PROVISIONING = { filtergroup: 'CCNLPIU-IA', prodgroup: 'CCNLPIU' };

export function tempDir(prefix = 'ccnl-backend-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * A test backend's settings. Test files sign in and send bad tokens from one address far faster than a
 * person: the abuse limits are lifted here, and the tests of those limits set their own.
 */
export function testConfig(dataDir: string, overrides: Partial<BackendConfig> = {}): BackendConfig {
  return {
    ...loadConfig({
      CCNL_DATA_DIR: dataDir,
      CCNL_LOGGER: 'false',
      CCNL_STREAM_DELAY_MS: '0',
      CCNL_SIGNIN_RATE_LIMIT: '100000',
      CCNL_INVALID_TOKEN_RATE_LIMIT: '100000',
    }),
    ...overrides,
  };
}

export interface RunningBackend {
  app: FastifyInstance;
  /** Base URL with a trailing slash, as core's client takes it. */
  url: string;
  config: BackendConfig;
  close(): Promise<void>;
}

/** A real backend listening on 127.0.0.1 on a free port, on the given (or a fresh temp) data dir. */
export async function startBackend(overrides: Partial<BackendConfig> = {}): Promise<RunningBackend> {
  const dataDir = overrides.dataDir ?? tempDir();
  const databaseUrl = await testDatabaseUrl(dataDir);
  const config = testConfig(dataDir, { ...(databaseUrl ? { databaseUrl } : {}), ...overrides });
  const app = await createApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}/`, config, close: () => app.close().then(() => undefined) };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Core's own client, as the web app and the CLI use it, with the clients' default firewall pass-key. With
 * `asProductServer`, every call carries what the product server adds when it forwards a metered call.
 */
export function clientFor(
  url: string,
  jwt: string | null = null,
  options: { asProductServer?: boolean } = {},
) {
  const productServer = {
    [PRODUCT_SERVER_HEADER]: LOCAL_PRODUCT_SERVER_SECRET,
    [METERED_HEADER]: '1',
  };
  return createApiClient({
    baseUrl: url,
    getToken: () => jwt,
    gqlEndpoint: `${url}graphql`,
    firewall: resolveConfig().firewall,
    ...(options.asProductServer
      ? {
          fetch: (input: string, init: RequestInit) =>
            fetch(input, {
              ...init,
              headers: { ...(init.headers as Record<string, string>), ...productServer },
            }),
        }
      : {}),
  });
}

export async function signIn(url: string, ticket: string): Promise<{ jwt: string; userId: string }> {
  const answer = await clientFor(url).signAuth({ ticket, provisioning: PROVISIONING });
  return { jwt: answer.jwt, userId: answer.profile.userId };
}

/**
 * Reads until `done` holds (or `timeoutMs` passes, when the caller's assertion then fails): for states a
 * server reaches just after answering, such as an answer saved once its stream is cut.
 */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface SignedInUser {
  jwt: string;
  userId: string;
}

export interface BackendForFile {
  readonly backend: RunningBackend;
  /** demo-full, signed in. */
  readonly anna: SignedInUser;
  /** demo-base, signed in: another user, for what Anna's calls must not reach. */
  readonly bruno: SignedInUser;
}

/**
 * A backend for the whole test file (or describe block): started before its tests with Anna and Bruno
 * signed in, closed and its data dir removed after them.
 */
export function backendPerFile(overrides: Partial<BackendConfig> = {}): BackendForFile {
  let backend: RunningBackend | undefined;
  let anna: SignedInUser | undefined;
  let bruno: SignedInUser | undefined;
  beforeAll(async () => {
    backend = await startBackend(overrides);
    [anna, bruno] = await Promise.all([signIn(backend.url, 'demo-full'), signIn(backend.url, 'demo-base')]);
  });
  afterAll(async () => {
    if (!backend) return;
    // After an aborted stream this process's HTTP client may hold a spare connection that never sends a
    // request; the server would wait for it until its headers timeout. Every request is done here.
    backend.app.server.closeAllConnections();
    await backend.close();
    removeDir(backend.config.dataDir);
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('backendPerFile: used before its beforeAll ran');
    return value;
  };
  return {
    get backend() {
      return started(backend);
    },
    get anna() {
      return started(anna);
    },
    get bruno() {
      return started(bruno);
    },
  };
}
