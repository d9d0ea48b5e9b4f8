import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.js';
import { runTurn, type TurnEvent } from './turn.js';

/** An assistant API whose answer streams one chunk and then waits until it is stopped. */
async function startServer(options: { stopStatus?: number; stopNeverAnswers?: boolean } = {}) {
  const stops: { path: string; authorization: string | undefined }[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/main-agent') {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'x-answer-id': 'risposta-1' });
      res.write('Inizio della risposta ');
      open.add(res);
      res.on('close', () => open.delete(res));
      return;
    }
    if (req.method === 'POST' && req.url?.startsWith('/answers/')) {
      stops.push({ path: req.url, authorization: req.headers.authorization });
      if (options.stopNeverAnswers) return;
      res.writeHead(options.stopStatus ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    stops,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function stopMidAnswer(api: ReturnType<typeof createApiClient>) {
  const controller = new AbortController();
  const events: TurnEvent[] = [];
  const input = { userId: 'u1', question: 'Ferie?', agent: 'main-agent' as const, sessionId: 's1' };
  for await (const event of runTurn(api, input, controller.signal)) {
    events.push(event);
    if (event.type === 'chunk') controller.abort();
  }
  return events;
}

async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('stopping a turn', () => {
  it('sends a stop for the answer it was reading, with the bearer, besides leaving the stream', async () => {
    server = await startServer();
    const api = createApiClient({ baseUrl: server.url, getToken: () => 'tok' });
    const events = await stopMidAnswer(api);
    expect(events.at(-1)).toMatchObject({ type: 'cancelled', answerId: 'risposta-1', started: true });
    const stops = server.stops;
    await until(() => stops.length === 1);
    expect(stops).toEqual([{ path: '/answers/risposta-1/stop', authorization: 'Bearer tok' }]);
  });

  it('is best-effort: a failing or silent stop route neither throws nor hangs', async () => {
    server = await startServer({ stopStatus: 404 });
    const api = createApiClient({ baseUrl: server.url, getToken: () => 'tok' });
    expect((await stopMidAnswer(api)).at(-1)?.type).toBe('cancelled');
    expect(await api.stopAnswer('risposta-1')).toBe(false);
    await server.close();

    server = await startServer({ stopNeverAnswers: true });
    const silent = createApiClient({ baseUrl: server.url, getToken: () => 'tok' });
    expect(await silent.stopAnswer('risposta-1', { timeoutMs: 50 })).toBe(false);
  });

  it('sends no stop for an answer that ended', async () => {
    server = await startServer();
    const api = createApiClient({ baseUrl: server.url, getToken: () => 'tok' });
    const controller = new AbortController();
    const done = runTurn(
      {
        ...api,
        openAgentStream: async () => ({
          answerId: 'finita',
          chunks: (async function* () {
            yield 'Tutta la risposta';
          })(),
        }),
      },
      { userId: 'u1', question: 'Ferie?', agent: 'main-agent', sessionId: 's1' },
      controller.signal,
    );
    const events: TurnEvent[] = [];
    for await (const event of done) events.push(event);
    controller.abort();
    expect(events.at(-1)?.type).toBe('done');
    expect(await api.stopAnswer('altra')).toBe(true);
    expect(server.stops.map((s) => s.path)).toEqual(['/answers/altra/stop']);
  });
});
