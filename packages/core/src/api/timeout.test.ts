import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import { TimeoutError } from './errors.js';

/** A server that accepts every request and then, depending on the path, never answers or stalls mid-stream. */
let server: Server | undefined;
const held: ServerResponse[] = [];
afterEach(async () => {
  for (const res of held.splice(0)) res.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function startSilentServer(): Promise<string> {
  const silent = createServer((req, res) => {
    held.push(res);
    if (req.url?.startsWith('/main-agent')) {
      // Headers and one chunk, then silence.
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('Inizio della risposta');
    }
    // Anything else: accepted, never answered.
  });
  server = silent;
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
}

const payload = { message: 'Ferie?', user_id: 'u1', session_id: 's1', agent_name: 'main-agent' };

describe('timeouts', () => {
  it('raises a connect TimeoutError when the server accepts and never answers', async () => {
    const api = createApiClient({
      baseUrl: await startSilentServer(),
      getToken: () => 't',
      timeouts: { connectMs: 150 },
    });
    const error = await api.categories().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'TIMEOUT', phase: 'connect', ms: 150 });
  });

  it('raises a stream TimeoutError when a streamed answer falls silent, after the chunks already sent', async () => {
    const api = createApiClient({
      baseUrl: await startSilentServer(),
      getToken: () => 't',
      timeouts: { connectMs: 10_000, streamMs: 500 },
    });
    const received: string[] = [];
    const error = await (async () => {
      for await (const chunk of api.streamAgent(payload)) received.push(chunk);
    })().catch((e: unknown) => e);
    expect(received.join('')).toBe('Inizio della risposta');
    expect(error).toMatchObject({ code: 'TIMEOUT', phase: 'stream', ms: 500 });
  });

  it("a caller's abort is still an abort, not a timeout", async () => {
    const api = createApiClient({
      baseUrl: await startSilentServer(),
      getToken: () => 't',
      timeouts: { connectMs: 60_000 },
    });
    const controller = new AbortController();
    const pending = api.categories({ signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect((error as Error).name).toBe('AbortError');
  });
});
