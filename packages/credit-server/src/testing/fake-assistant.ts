import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ANSWER_ID_HEADER, LOCAL_PRODUCT_SERVER_SECRET, PRODUCT_SERVER_HEADER } from '@ccnl/core';

/**
 * A stand-in for the assistant API (spec §7) at its HTTP boundary: the agent routes stream an answer in
 * a few chunks under its own answer id, as the backend does; `/healthz` and `/readyz` answer as told.
 */
export interface FakeAssistant {
  /** Base URL without a trailing slash, as CCNL_ASSISTANT_URL takes it. */
  url: string;
  /** Ids of the answers streamed to the end. */
  answered: string[];
  /** What `/readyz` answers (404: an assistant API without a readiness route, which `/healthz` then speaks for). */
  readiness: 200 | 503 | 404;
  close(): Promise<void>;
}

const CHUNKS = ['Il CCNL Commercio ', 'prevede 26 giorni ', 'di ferie all’anno.'];

export async function startFakeAssistant(secret = LOCAL_PRODUCT_SERVER_SECRET): Promise<FakeAssistant> {
  const fake: Omit<FakeAssistant, 'url' | 'close'> = { answered: [], readiness: 200 };
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (req.method === 'GET' && path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (req.method === 'GET' && path === '/readyz') {
      res.writeHead(fake.readiness, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    if (req.method !== 'POST' || (path !== '/main-agent' && path !== '/calcola-agent')) {
      res.writeHead(404).end();
      return;
    }
    // Only the product server may forward a metered user's question.
    if (req.headers[PRODUCT_SERVER_HEADER] !== secret) {
      res.writeHead(403).end();
      return;
    }
    req.resume();
    req.once('end', async () => {
      const id = randomUUID();
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', [ANSWER_ID_HEADER]: id });
      for (const chunk of CHUNKS) {
        res.write(chunk);
        await new Promise((resolve) => setImmediate(resolve));
      }
      res.end(() => fake.answered.push(id));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
