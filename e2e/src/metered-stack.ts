import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp as createBackend, loadConfig as loadBackendConfig } from '@ccnl/backend';
import { ApiError, createApiClient, createCreditClient, resolveConfig } from '@ccnl/core';
import { createApp as createCreditServer, loadConfig as loadCreditConfig } from '@ccnl/credit-server';
import { WEB_DIST } from './paths.js';
import { freePort } from './ports.js';

/**
 * A gate on the wire between the product server and the REAL backend: it passes everything through, and
 * while held it keeps agent calls waiting before they reach the backend (an answer that has not started).
 */
async function startGate(target: string) {
  let held: (() => void)[] | null = null;
  let waiting = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const forward = () => {
      if (req.destroyed || res.destroyed) return;
      const upstream = httpRequest(
        `${target}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      res.on('close', () => upstream.destroy());
      req.pipe(upstream);
    };
    if (held && /agent$/.test(req.url ?? '')) {
      waiting++;
      held.push(forward);
    } else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => {
      held = [];
    },
    /** Agent calls that reached the gate while it was held. */
    waiting: () => waiting,
    release: () => {
      const queued = held ?? [];
      held = null;
      for (const forward of queued) forward();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface MeteredStack {
  backendUrl: string;
  /** The product server (credit-server), the clients' one origin. */
  productUrl: string;
  gate: Awaited<ReturnType<typeof startGate>>;
  close(): Promise<void>;
}

/** The REAL backend and the REAL product server on 127.0.0.1, on fresh data: demo-iterazioni has 5 credits. */
export async function startMeteredStack(
  options: { streamDelayMs?: number; env?: Record<string, string> } = {},
): Promise<MeteredStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ccnl-e2e-metering-'));
  const port = await freePort();
  const backendUrl = `http://127.0.0.1:${port}`;
  const backend = await createBackend(
    loadBackendConfig({
      CCNL_DATA_DIR: dataDir,
      CCNL_LOGGER: 'false',
      CCNL_STREAM_DELAY_MS: String(options.streamDelayMs ?? 0),
      BACKEND_PORT: String(port),
      CCNL_BACKEND_URL: backendUrl,
      CCNL_SIGNIN_RATE_LIMIT: '100000',
    }),
  );
  await backend.listen({ host: '127.0.0.1', port });
  const gate = await startGate(backendUrl);
  const product = await createCreditServer(
    loadCreditConfig({
      WEB_PORT: '0',
      CCNL_BACKEND_URL: backendUrl,
      CCNL_ASSISTANT_URL: gate.url,
      CCNL_WEB_DIST: WEB_DIST,
      CCNL_DATA_DIR: dataDir,
      CCNL_LOG_LEVEL: 'silent',
      CCNL_CREDIT_RATE_LIMIT: '100000',
      CCNL_AGENT_RATE_LIMIT: '100000',
      ...options.env,
    }),
  );
  const productUrl = await product.listen({ host: '127.0.0.1', port: 0 });
  return {
    backendUrl,
    productUrl,
    gate,
    async close() {
      await product.close();
      await gate.close();
      await backend.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Client {
  userId: string;
  jwt: string;
  api: ReturnType<typeof createApiClient>;
  /** The same user calling the backend directly, past the product server. */
  direct: ReturnType<typeof createApiClient>;
  credit: ReturnType<typeof createCreditClient>;
}

export async function signIn(stack: MeteredStack, ticket: string): Promise<Client> {
  const { provisioning } = resolveConfig();
  const answer = await createApiClient({
    baseUrl: `${stack.backendUrl}/`,
    getToken: () => null,
    gqlEndpoint: `${stack.backendUrl}/graphql`,
  }).signAuth({
    ticket,
    provisioning: { filtergroup: provisioning.filtergroup, prodgroup: provisioning.prodgroup },
  });
  const jwt = answer.jwt;
  return {
    userId: answer.profile.userId,
    jwt,
    api: createApiClient({ baseUrl: `${stack.productUrl}/api/assistente/`, getToken: () => jwt }),
    direct: createApiClient({ baseUrl: `${stack.backendUrl}/`, getToken: () => jwt }),
    credit: createCreditClient({ baseUrl: stack.productUrl, getToken: () => jwt }),
  };
}

export type Asked =
  | { ok: true; answerId: string | null; text: string; sessionId: string }
  | { ok: false; status: number; message: string };

/** One question in a new conversation, read to the end: the answer, or the refusal's status and text. */
export async function ask(
  api: Client['api'],
  userId: string,
  question = 'Quanti giorni di ferie prevede il CCNL Commercio?',
): Promise<Asked> {
  try {
    const sessionId = await api.createEmptySession(userId);
    const stream = await api.openAgentStream({
      message: question,
      user_id: userId,
      session_id: sessionId,
      agent_name: 'main-agent',
    });
    if (!stream) throw new Error('aborted');
    let text = '';
    for await (const chunk of stream.chunks) text += chunk;
    return { ok: true, answerId: stream.answerId, text, sessionId };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
