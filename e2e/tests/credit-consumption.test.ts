import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp as createBackend, loadConfig as loadBackendConfig } from '@ccnl/backend';
import { ApiError, createApiClient, createCreditClient, resolveConfig } from '@ccnl/core';
import { createApp as createCreditServer, loadConfig as loadCreditConfig } from '@ccnl/credit-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WEB_DIST } from '../src/paths.js';
import { freePort } from '../src/ports.js';

/**
 * The credit server against the REAL backend consumption service (its SQLite ledger), on 127.0.0.1, each
 * test on fresh data: the demo ticket `demo-iterazioni` starts with 5 credits.
 */

type Fault = 'drop-after-commit' | 'stall-after-commit' | 'http-500';

/**
 * A faulty network between the credit server and the real consumption service: each queued fault hits one
 * call. The `-after-commit` ones forward the call first, so the real ledger has committed when it breaks.
 */
async function startFaultyProxy(target: string) {
  const faults: Fault[] = [];
  const hanging = new Set<ServerResponse>();
  let forwarded = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const fault = faults.shift();
    if (fault === 'http-500') {
      res.writeHead(500).end();
      return;
    }
    forwarded++;
    const upstream = await fetch(`${target}${req.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    });
    const body = await upstream.text();
    if (fault === 'drop-after-commit') {
      req.socket.destroy();
      return;
    }
    if (fault === 'stall-after-commit') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    fail: (...next: Fault[]) => faults.push(...next),
    /** Calls that reached the real service. */
    forwarded: () => forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Pair {
  backendUrl: string;
  proxy: Awaited<ReturnType<typeof startFaultyProxy>>;
  creditUrl: string;
  /** Stops and starts the credit server again on the same key store. */
  restartCreditServer(): Promise<void>;
  close(): Promise<void>;
}

async function startPair(): Promise<Pair> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ccnl-e2e-credit-'));
  const port = await freePort();
  const backendUrl = `http://127.0.0.1:${port}`;
  const backend = await createBackend(
    loadBackendConfig({
      CCNL_DATA_DIR: dataDir,
      CCNL_LOGGER: 'false',
      CCNL_STREAM_DELAY_MS: '0',
      BACKEND_PORT: String(port),
      CCNL_BACKEND_URL: backendUrl,
    }),
  );
  await backend.listen({ host: '127.0.0.1', port });
  const proxy = await startFaultyProxy(backendUrl);
  const creditConfig = loadCreditConfig({
    WEB_PORT: '0',
    CCNL_CONSUMPTION_URL: `${proxy.url}/consumption`,
    CCNL_CONSUMPTION_TIMEOUT_MS: '500',
    CCNL_BACKEND_URL: backendUrl,
    CCNL_WEB_DIST: WEB_DIST,
    CCNL_DATA_DIR: dataDir,
    CCNL_LOG_LEVEL: 'silent',
    CCNL_CREDIT_RATE_LIMIT: '1000',
  });
  let credit = await createCreditServer(creditConfig);
  const pair: Pair = {
    backendUrl,
    proxy,
    creditUrl: await credit.listen({ host: '127.0.0.1', port: 0 }),
    async restartCreditServer() {
      await credit.close();
      credit = await createCreditServer(creditConfig);
      pair.creditUrl = await credit.listen({ host: '127.0.0.1', port: 0 });
    },
    async close() {
      await credit.close();
      await proxy.close();
      await backend.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return pair;
}

let pair: Pair;

beforeEach(async () => {
  pair = await startPair();
});

afterEach(async () => {
  await pair?.close();
});

async function signIn(ticket: string): Promise<{ jwt: string; userId: string }> {
  const api = createApiClient({
    baseUrl: `${pair.backendUrl}/`,
    getToken: () => null,
    gqlEndpoint: `${pair.backendUrl}/graphql`,
  });
  const provisioning = resolveConfig().provisioning;
  const answer = await api.signAuth({
    ticket,
    provisioning: { filtergroup: provisioning.filtergroup, prodgroup: provisioning.prodgroup },
  });
  return { jwt: answer.jwt, userId: answer.profile.userId };
}

function creditClient(jwt: string) {
  return createCreditClient({ baseUrl: pair.creditUrl, getToken: () => jwt });
}

function register(jwt: string, key: string, body?: unknown): Promise<Response> {
  return fetch(`${pair.creditUrl}/api/registerConsumption`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${jwt}`,
      'idempotency-key': key,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function statusOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, message: (error as ApiError).message };
}

describe('the credit server with the real consumption service', () => {
  it('gives each tier the answer its screen needs', async () => {
    const iterazioni = await signIn('demo-iterazioni');
    expect(await creditClient(iterazioni.jwt).credit()).toEqual({
      CRMID: 'CRM-100004',
      customerType: 'CLIENTE',
      idProduct: 'CCNL-IA-ITERAZIONI',
      availableCredit: 5,
      totalConsumed: 0,
      totalPurchased: 5,
      measurementUnit: 'ITERAZIONI',
    });
    expect((await creditClient(iterazioni.jwt).checkConsumption()).availableCredit).toBe(5);

    // Exhausted: a balance of 0 for the lookup (the trial-ended modal), 402 for the check.
    const esaurito = await signIn('demo-esaurito');
    expect((await creditClient(esaurito.jwt).credit()).availableCredit).toBe(0);
    expect(await statusOf(creditClient(esaurito.jwt).checkConsumption())).toEqual({
      status: 402,
      message: 'Crediti non disponibili',
    });
    expect((await statusOf(creditClient(esaurito.jwt).registerConsumption(randomUUID()))).status).toBe(402);

    // Tiers without a balance, and no access at all: 403.
    for (const ticket of ['demo-full', 'demo-senza-accesso']) {
      const { jwt } = await signIn(ticket);
      expect(await statusOf(creditClient(jwt).checkConsumption())).toEqual({
        status: 403,
        message: 'Permessi insufficienti',
      });
    }
    expect((await statusOf(creditClient('non-un-token').credit())).status).toBe(401);
  });

  it('debits once for the same key twice, and refuses the key with another body (422)', async () => {
    const { jwt } = await signIn('demo-iterazioni');
    const key = randomUUID();
    expect((await creditClient(jwt).registerConsumption(key)).availableCredit).toBe(4);
    expect((await creditClient(jwt).registerConsumption(key)).availableCredit).toBe(4);
    expect((await register(jwt, key, { risposta: 'altra' })).status).toBe(422);
    expect((await creditClient(jwt).credit()).availableCredit).toBe(4);
  });

  it('debits once for 50 concurrent calls with the same key', async () => {
    const { jwt } = await signIn('demo-iterazioni');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => register(jwt, key)));
    const statuses = answers.map((res) => res.status);
    await Promise.all(answers.map((res) => res.body?.cancel()));
    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect((await creditClient(jwt).credit()).availableCredit).toBe(4);
  });

  it('lets exactly k of N concurrent keys through with credit for k, and the backend then refuses answers', async () => {
    const { jwt, userId } = await signIn('demo-iterazioni');
    const answers = await Promise.all(Array.from({ length: 12 }, () => register(jwt, randomUUID())));
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as {
      data?: { availableCredit: number };
    }[];
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(7);
    for (const body of bodies) if (body.data) expect(body.data.availableCredit).toBeGreaterThanOrEqual(0);
    // The five successes saw five different balances: each one debited exactly once.
    expect(new Set(bodies.flatMap((body) => (body.data ? [body.data.availableCredit] : [])))).toEqual(
      new Set([0, 1, 2, 3, 4]),
    );
    expect(await creditClient(jwt).credit()).toMatchObject({ availableCredit: 0, totalConsumed: 5 });

    // The same ledger stops the assistant: no answer without credit.
    const api = createApiClient({ baseUrl: `${pair.backendUrl}/`, getToken: () => jwt });
    const session = await api.createEmptySession(userId);
    const stream = api.streamAgent({
      message: 'Quanti giorni di ferie?',
      user_id: userId,
      session_id: session,
      agent_name: 'main-agent',
    });
    expect((await statusOf(stream.next())).status).toBe(402);
  });

  it('does not debit again for a key used before a restart of the credit server', async () => {
    const { jwt } = await signIn('demo-iterazioni');
    const key = randomUUID();
    const before = await (await register(jwt, key)).json();
    await pair.restartCreditServer();
    const after = await register(jwt, key);
    expect(after.status).toBe(200);
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(await after.json()).toEqual(before);
    expect((await creditClient(jwt).credit()).availableCredit).toBe(4);
  });

  it('retries through a faulty network with the same key and the real ledger debits once', async () => {
    const { jwt } = await signIn('demo-iterazioni');
    const key = randomUUID();
    pair.proxy.fail('drop-after-commit', 'http-500');
    expect((await creditClient(jwt).registerConsumption(key)).availableCredit).toBe(4);
    // Committed on the first attempt, replayed by Key on the third.
    expect(pair.proxy.forwarded()).toBe(2);

    const slow = randomUUID();
    pair.proxy.fail('stall-after-commit', 'stall-after-commit', 'stall-after-commit');
    expect(await statusOf(creditClient(jwt).registerConsumption(slow))).toEqual({
      status: 504,
      message: 'Il servizio crediti non ha risposto in tempo. Riprova tra poco.',
    });
    // The client retries the same answer's key: the ledger already holds it.
    expect((await creditClient(jwt).registerConsumption(slow)).availableCredit).toBe(3);
    expect((await creditClient(jwt).credit()).availableCredit).toBe(3);
  });
});
