import { afterEach, describe, expect, it } from 'vitest';
import { texts } from '../strings/spec.js';
import { type ContractServer, collect, sendJson, startContractServer } from '../testing/index.js';
import { createApiClient } from './client.js';
import { ApiError, AuthError, NetworkError, StreamUnavailableError, ValidationError } from './errors.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const client = (url: string) => createApiClient({ baseUrl: url, getToken: () => 'tok-123' });

const payload = {
  message: 'Quante ore settimanali?',
  user_id: 'u1',
  session_id: 's1',
  agent_name: 'main-agent',
};

describe('createApiClient', () => {
  it('sends the bearer token and the exact paths and queries', async () => {
    server = await startContractServer({
      'POST /create-empty-session/u1': (_req, res) => sendJson(res, 200, { session_id: 's1' }),
      'GET /recent-conversations/u1': (_req, res) =>
        sendJson(res, 200, [{ session_id: 's1', title: 'Ferie', agent_name: 'main-agent', updated_at: 'x' }]),
      'GET /conversation-history/u1/s1': (_req, res) =>
        sendJson(res, 200, [
          { session_id: 's1', message: 'Domanda', role: 'user', timestamp: 't1' },
          { session_id: 's1', message: '3, 12,x,7', role: 'categories', timestamp: 't2' },
        ]),
    });
    const api = client(server.url);
    expect(await api.createEmptySession('u1')).toBe('s1');
    expect((await api.recentConversations('u1'))[0]?.title).toBe('Ferie');
    const history = await api.conversationHistory('u1', 's1', { limit: 5, group: 'g' });
    expect(history[0]).toMatchObject({
      id: 's1',
      content: 'Domanda',
      role: 'user',
      relatedQuestions: [],
      riferimenti: [],
      showAction: false,
      modified: false,
      calcola_field: false,
    });
    expect(history[1]?.categoryIds).toEqual([3, 12, 7]);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /create-empty-session/u1',
      'GET /recent-conversations/u1?limit=20',
      'GET /conversation-history/u1/s1?limit=5&group=g',
    ]);
    for (const request of server.requests) expect(request.headers.authorization).toBe('Bearer tok-123');
  });

  it('turns a 500 with a body into an ApiError with the server message, retryable', async () => {
    server = await startContractServer({
      'POST /create-empty-session/u1': (_req, res) =>
        sendJson(res, 500, { message: 'Database non disponibile' }),
    });
    const error = await client(server.url)
      .createEmptySession('u1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Database non disponibile', retryable: true });
  });

  it('turns invalid JSON and a wrong shape into ValidationError', async () => {
    server = await startContractServer({
      'GET /recent-conversations/u1': (_req, res) => res.writeHead(200).end('{not json'),
      'POST /create-empty-session/u1': (_req, res) => sendJson(res, 200, { id: 42 }),
    });
    const api = client(server.url);
    await expect(api.recentConversations('u1')).rejects.toBeInstanceOf(ValidationError);
    await expect(api.createEmptySession('u1')).rejects.toBeInstanceOf(ValidationError);
  });

  it('raises NetworkError when nothing listens', async () => {
    const api = client('http://127.0.0.1:9/');
    await expect(api.createEmptySession('u1')).rejects.toBeInstanceOf(NetworkError);
  });

  it('streams main-agent text and posts calcolo to calcola-agent', async () => {
    const bytes = new TextEncoder().encode('Sì, è così: 40 ore.');
    server = await startContractServer({
      'POST /main-agent': async (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        res.write(bytes.slice(0, 2)); // splits "ì"
        await new Promise((r) => setTimeout(r, 5));
        res.end(bytes.slice(2));
      },
      'POST /calcola-agent': (_req, res) => res.writeHead(200).end('calcolo'),
    });
    const api = client(server.url);
    expect((await collect(api.streamAgent(payload))).join('')).toBe('Sì, è così: 40 ore.');
    expect((await collect(api.streamAgent({ ...payload, agent_name: 'calcolo' }))).join('')).toBe('calcolo');
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toEqual(payload);
  });

  it('carries the server message of a failed stream, and ends normally on abort', async () => {
    server = await startContractServer({
      'POST /main-agent': (req, res) => {
        if (JSON.parse(req.body).message === 'errore')
          return sendJson(res, 400, { message: 'Richiesta non valida' });
        res.writeHead(200);
        const timer = setInterval(() => res.write('parola '), 5);
        res.on('close', () => clearInterval(timer));
      },
    });
    const api = client(server.url);
    await expect(collect(api.streamAgent({ ...payload, message: 'errore' }))).rejects.toMatchObject({
      status: 400,
      message: 'Richiesta non valida',
    });
    const controller = new AbortController();
    let text = '';
    for await (const chunk of api.streamAgent(payload, { signal: controller.signal })) {
      text += chunk;
      if (text.length > 20) controller.abort();
    }
    expect(text.length).toBeGreaterThan(20);
  });

  it('raises NetworkError when the server closes mid-stream', async () => {
    server = await startContractServer({
      'POST /main-agent': (req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('inizio ');
        setTimeout(() => req.socket.destroy(), 10);
      },
    });
    const seen: string[] = [];
    const error = await (async () => {
      for await (const chunk of client(server.url).streamAgent(payload)) seen.push(chunk);
    })().catch((e: unknown) => e);
    expect(seen.join('')).toBe('inizio ');
    expect(error).toBeInstanceOf(NetworkError);
  });

  it('raises StreamUnavailableError with the spec text when a stream has no body', async () => {
    const api = createApiClient({
      baseUrl: 'http://127.0.0.1:1/',
      getToken: () => 't',
      fetch: async () => new Response(null, { status: 200 }),
    });
    await expect(collect(api.streamAgent(payload))).rejects.toEqual(
      new StreamUnavailableError(texts.chat.streamUnavailable),
    );
  });

  it('signs in with the exact signAuth mutation and variables', async () => {
    server = await startContractServer({
      'POST /graphql': (req, res) => {
        const { variables } = JSON.parse(req.body);
        if (variables.ticketSso !== 'ok')
          return sendJson(res, 200, { data: null, errors: [{ message: 'Ticket' }] });
        sendJson(res, 200, {
          data: {
            signAuth: {
              ticketSso: 'ok',
              jwt: 'j.w.t',
              profile: { userId: 'u1', name: 'Anna' },
              roles: [{ pos: 'FULLCCNLPIU-IA' }],
            },
          },
        });
      },
    });
    const api = createApiClient({
      baseUrl: server.url,
      getToken: () => null,
      gqlEndpoint: `${server.url}graphql`,
    });
    const provisioning = { filtergroup: 'f', prodgroup: 'p' };
    const result = await api.signAuth({ ticket: 'ok', provisioning });
    expect(result.profile.userId).toBe('u1');
    const body = JSON.parse(server.requests[0]?.body ?? '{}');
    expect(body.query).toContain('mutation signAuth');
    expect(body.variables).toEqual({
      ticketSso: 'ok',
      product: 20,
      provisioning,
      acl: ['sso', 'provisioning'],
      includeRoles: false,
    });
    await expect(api.signAuth({ ticket: 'ko', provisioning })).rejects.toEqual(new AuthError('Ticket'));
  });
});
