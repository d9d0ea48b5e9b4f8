import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.js';
import { texts } from '../strings/spec.js';
import { type ContractServer, sendJson, startContractServer } from '../testing/index.js';
import { createAuthStore } from './auth-store.js';
import { createChatStore } from './chat-store.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type History = {
  session_id: string;
  message: string;
  role: string;
  timestamp: string;
  agent_name?: string;
}[];

/** A contract server that stores messages like the backend and streams the given words slowly. */
async function assistantServer(words: string[], delayMs = 5) {
  const history: History = [];
  let sessions = 0;
  server = await startContractServer({
    'POST /create-empty-session/u1': (_req, res) => sendJson(res, 200, { session_id: `s${++sessions}` }),
    'GET /recent-conversations/u1': (_req, res) =>
      sendJson(
        res,
        200,
        sessions ? [{ session_id: 's1', title: history[0]?.message ?? '', updated_at: 'now' }] : [],
      ),
    'GET /conversation-history/u1/*': (_req, res) => sendJson(res, 200, history),
    'GET /api/riferimenti-risposta/*': (_req, res) =>
      sendJson(res, 200, { riferimenti: [{ ccnl: 'Terziario', article: 'art. 247', text: 'Preavviso' }] }),
    'POST /related-questions': (_req, res) => sendJson(res, 200, { domande: ['E per il 5° livello?'] }),
    'POST /main-agent': async (req, res) => {
      const body = JSON.parse(req.body);
      history.push({ session_id: body.session_id, message: body.message, role: 'user', timestamp: 't' });
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      let sent = '';
      let closed = false;
      res.on('close', () => {
        closed = true;
      });
      for (const word of words) {
        if (closed) break;
        res.write(word);
        sent += word;
        await new Promise((r) => setTimeout(r, delayMs));
      }
      history.push({ session_id: body.session_id, message: sent, role: 'assistant', timestamp: 't' });
      res.end();
    },
  });
  const api = createApiClient({ baseUrl: server.url, getToken: () => 'tok' });
  return { api, history, server };
}

describe('createChatStore', () => {
  it('creates a session first, streams into the answer, then reloads history and the sidebar', async () => {
    const { api } = await assistantServer(['Il ', 'periodo ', 'di ', 'prova.']);
    const store = createChatStore({ api, getUserId: () => 'u1', throttleMs: 1 });
    const loadingSeen: boolean[] = [];
    const contents: string[] = [];
    store.subscribe(() => {
      loadingSeen.push(store.getState().loading);
      const last = store.getState().conversations.at(-1);
      if (last?.role === 'assistant') contents.push(last.content);
    });
    await store.send('  Periodo di prova?  ');
    const state = store.getState();
    expect(state.currentConversationId).toBe('s1');
    expect(state.loading).toBe(false);
    expect(loadingSeen[0]).toBe(true);
    expect(state.conversations.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Periodo di prova?'],
      ['assistant', 'Il periodo di prova.'],
    ]);
    // The answer grew in several published snapshots before the end.
    expect(new Set(contents).size).toBeGreaterThan(2);
    expect(state.sidebarConversations.map((c) => c.title)).toEqual(['Periodo di prova?']);
    // main-agent: history, references and related questions are reloaded; the sidebar at ≤ 3 messages.
    const calls = server?.requests.map((r) => r.method + r.url.split('?')[0]) ?? [];
    expect(calls.slice(0, 2)).toEqual(['POST/create-empty-session/u1', 'POST/main-agent']);
    expect(calls.slice(2).sort()).toEqual([
      'GET/api/riferimenti-risposta/s1',
      'GET/conversation-history/u1/s1',
      'GET/recent-conversations/u1',
      'POST/related-questions',
    ]);
    const answer = state.conversations.at(-1);
    expect(answer?.riferimenti[0]?.article).toBe('art. 247');
    expect(answer?.relatedQuestions).toEqual(['E per il 5° livello?']);
  });

  it('cancel stops loading and appends the interruption line to the answer in progress', async () => {
    const { api } = await assistantServer(
      Array.from({ length: 200 }, () => 'parola '),
      5,
    );
    const store = createChatStore({ api, getUserId: () => 'u1', throttleMs: 1 });
    const done = store.send('Domanda lunga');
    await new Promise<void>((resolve) => {
      const stop = store.subscribe(() => {
        if ((store.getState().conversations.at(-1)?.content.length ?? 0) > 20) {
          stop();
          resolve();
        }
      });
    });
    store.cancel();
    await done;
    const answer = store.getState().conversations.at(-1);
    expect(store.getState().loading).toBe(false);
    expect(answer?.content.endsWith(`\n\n${texts.chat.interrupted}`)).toBe(true);
    expect(answer?.content.startsWith('parola parola')).toBe(true);
  });

  it('a second send while streaming aborts the first, whose stream can no longer write', async () => {
    const { api } = await assistantServer(
      Array.from({ length: 100 }, (_, i) => `w${i} `),
      3,
    );
    const store = createChatStore({ api, getUserId: () => 'u1', throttleMs: 1 });
    const first = store.send('Prima');
    // Wait for a state, not a duration: the first answer is streaming.
    await expect.poll(() => store.getState().conversations.at(-1)?.content.length ?? 0).toBeGreaterThan(0);
    const second = store.send('Seconda');
    await Promise.all([first, second]);
    const roles = store.getState().conversations.map((m) => m.role);
    expect(store.getState().loading).toBe(false);
    expect(roles.filter((r) => r === 'error')).toHaveLength(0);
    expect(server?.requests.filter((r) => r.url === '/main-agent')).toHaveLength(2);
    expect(server?.requests.filter((r) => r.url.startsWith('/create-empty-session'))).toHaveLength(1);
  });

  it('a failed stream adds an error message with the server text and stops loading', async () => {
    server = await startContractServer({
      'POST /create-empty-session/u1': (_req, res) => sendJson(res, 200, { session_id: 's1' }),
      'POST /main-agent': (_req, res) => sendJson(res, 503, { message: 'Servizio non disponibile' }),
    });
    const api = createApiClient({ baseUrl: server.url, getToken: () => 'tok' });
    const store = createChatStore({ api, getUserId: () => 'u1' });
    await store.send('Ciao');
    const last = store.getState().conversations.at(-1);
    expect(last).toMatchObject({ role: 'error', content: 'Errore: Servizio non disponibile' });
    expect(store.getState().loading).toBe(false);
  });

  it('selecting a conversation resets pickers, takes the agent and restores categories', async () => {
    server = await startContractServer({
      'GET /conversation-history/u1/s9': (_req, res) =>
        sendJson(res, 200, [
          { session_id: 's9', message: '4,11', role: 'categories', timestamp: 't' },
          { session_id: 's9', message: 'Livello?', role: 'user', timestamp: 't', agent_name: 'inquadra' },
          { session_id: 's9', message: 'Il 4°', role: 'assistant', timestamp: 't', agent_name: 'inquadra' },
        ]),
    });
    const api = createApiClient({ baseUrl: server.url, getToken: () => 'tok' });
    const store = createChatStore({ api, getUserId: () => 'u1' });
    await store.selectConversation('s9');
    expect(store.getState()).toMatchObject({
      currentConversationId: 's9',
      selectedAgent: 'inquadra',
      categories: [4, 11],
      perimetri: [],
    });
  });
});

describe('createAuthStore', () => {
  it('signs in, derives the tier, and resets on an empty ticket or a GraphQL error', async () => {
    server = await startContractServer({
      'POST /graphql': (req, res) => {
        const { variables } = JSON.parse(req.body);
        if (variables.ticketSso !== 'demo-full')
          return sendJson(res, 200, { errors: [{ message: 'Ticket' }] });
        sendJson(res, 200, {
          data: {
            signAuth: {
              ticketSso: 'demo-full',
              jwt: 'a.eyJzdWIiOiJ1MSJ9.c',
              profile: { userId: 'u1', name: 'Anna' },
              roles: [{ pos: 'BASECCNLPIU-IA' }, { pos: 'FULLCCNLPIU-IA' }],
            },
          },
        });
      },
    });
    const api = createApiClient({ baseUrl: server.url, getToken: () => null });
    let resets = 0;
    const auth = createAuthStore({
      api,
      config: {
        provisioning: { roles: [], hfurl: 'http://x/', sitename: 's', prodgroup: 'p', filtergroup: 'f' },
      },
      onReset: () => resets++,
    });
    await auth.signIn('demo-full');
    expect(auth.getState()).toMatchObject({
      token: 'demo-full',
      user: { userId: 'u1' },
      tier: 'FULLCCNLPIU-IA',
      status: 'success',
    });
    await auth.signIn('');
    expect(auth.getState().user).toBeNull();
    expect(resets).toBe(1);
    await auth.signIn('sbagliato');
    expect(auth.getState()).toMatchObject({ user: null, status: 'error' });
    expect(resets).toBe(2);
    auth.signInWithToken('a.eyJzdWIiOiJ1MSJ9.c');
    expect(auth.getState().user?.userId).toBe('u1');
  });
});
