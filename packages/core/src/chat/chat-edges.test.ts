import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.js';
import { shouldReloadAfterChunkError } from '../rules/chunk-reload.js';
import { type ContractServer, sendJson, startContractServer } from '../testing/index.js';
import { createAuthStore } from './auth-store.js';
import { createChatStore } from './chat-store.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const provisioning = { roles: [], hfurl: 'http://x/', sitename: 's', prodgroup: 'p', filtergroup: 'f' };

describe('edges of spec §4 and §8', () => {
  it('an auth reset (empty ticket, missing signAuth data) resets the chat state too', async () => {
    server = await startContractServer({
      'POST /graphql': (req, r) =>
        JSON.parse(req.body).variables.ticketSso === 'vuoto'
          ? sendJson(r, 200, { data: { signAuth: null } })
          : sendJson(r, 200, {
              data: { signAuth: { ticketSso: 't', jwt: 'j', profile: { userId: 'u1' }, roles: [] } },
            }),
    });
    const api = createApiClient({ baseUrl: server.url, getToken: () => null });
    const chat = createChatStore({ api, getUserId: () => 'u1' });
    const auth = createAuthStore({ api, config: { provisioning }, onReset: chat.reset });
    await auth.signIn('ok');
    chat.setAgent('confronta');
    await auth.signIn('vuoto');
    expect(auth.getState().user).toBeNull();
    expect(chat.getState().selectedAgent).toBe('main-agent');
    await auth.signIn('ok');
    expect(auth.getState().tier).toBeNull(); // signed in, but no product role: no access
    chat.setAgent('calcolo');
    await auth.signIn('');
    expect(chat.getState().selectedAgent).toBe('main-agent');
  });

  it('without a signed-in user nothing is sent', async () => {
    server = await startContractServer({});
    const chat = createChatStore({
      api: createApiClient({ baseUrl: server.url, getToken: () => null }),
      getUserId: () => null,
    });
    await chat.send('Ciao');
    expect(server.requests).toHaveLength(0);
    expect(chat.getState().loading).toBe(false);
  });

  it('a stream with no body reads "Stream non disponibile"; a user abort adds no error', async () => {
    const chat = createChatStore({
      api: {
        createEmptySession: async () => 's1',
        openAgentStream: createApiClient({
          baseUrl: 'http://127.0.0.1:1/',
          getToken: () => 't',
          fetch: async () => new Response(null, { status: 200 }),
        }).openAgentStream,
      },
      getUserId: () => 'u1',
    });
    await chat.send('Domanda');
    expect(chat.getState().conversations.at(-1)).toMatchObject({
      role: 'error',
      content: 'Stream non disponibile',
    });
    expect(chat.getState().loading).toBe(false);
  });

  it('failing list loads end silently, with the error status', async () => {
    server = await startContractServer({
      'GET /categories': (_q, r) => sendJson(r, 500, { message: 'no' }),
      'GET /recent-conversations/u1': (_q, r) => r.writeHead(200).end('not json'),
    });
    const chat = createChatStore({
      api: createApiClient({ baseUrl: server.url, getToken: () => 't' }),
      getUserId: () => 'u1',
    });
    const statuses: string[] = [];
    const stop = chat.subscribe(() => statuses.push(chat.getState().listStatus.categories));
    await chat.loadList('categories');
    stop();
    expect(statuses).toEqual(['pending', 'error']);
    await chat.loadSidebar();
    expect(chat.getState().sidebarStatus).toBe('error');
    expect(chat.getState().toasts).toEqual([]);
    expect(chat.getState().sidebarConversations).toEqual([]);
  });

  it('uploading sets the upload loading flag while the request runs', async () => {
    let release: (() => void) | undefined;
    server = await startContractServer({
      'POST /create-empty-session/u1': (_q, r) => sendJson(r, 200, { session_id: 's1' }),
      'POST /api/upload-documents': async (_q, r) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        sendJson(r, 200, { files: [{ file_id: 'f', file_name: 'a.txt' }], vector_store_id: 'v' });
      },
    });
    const chat = createChatStore({
      api: createApiClient({ baseUrl: server.url, getToken: () => 't' }),
      getUserId: () => 'u1',
    });
    const done = chat.upload([{ name: 'a.txt', size: 1, data: new Blob(['a']) }]);
    // Wait for the state (the upload reached the server), not for a duration.
    await expect.poll(() => release).toBeDefined();
    expect(chat.getState().uploadLoading).toBe(true);
    release?.();
    await done;
    expect(chat.getState().uploadLoading).toBe(false);
  });

  it('parameter confirm toasts Success; copy toasts Copiato negli appunti', () => {
    const chat = createChatStore({ api: {} as never, getUserId: () => 'u1' });
    chat.openPicker('parameters');
    chat.togglePickerItem(5);
    void chat.confirmPicker();
    expect(chat.getState().perimetri).toEqual([5]);
    expect(chat.getState().toasts.at(-1)).toMatchObject({
      title: 'Success',
      description: 'Operazione completata con successo',
    });
    chat.notifyCopied();
    expect(chat.getState().toasts.at(-1)?.title).toBe('Copiato negli appunti');
  });

  it('reloads once per path after a chunk error, with a 10-second guard', () => {
    expect(shouldReloadAfterChunkError('/a', {}, 1000)).toBe(true);
    expect(shouldReloadAfterChunkError('/a', { '/a': 1000 }, 10_999)).toBe(false);
    expect(shouldReloadAfterChunkError('/a', { '/a': 1000 }, 11_000)).toBe(true);
    expect(shouldReloadAfterChunkError('/b', { '/a': 1000 }, 1001)).toBe(true);
  });

  it('a failed re-send ends loading with the error shown', async () => {
    let calls = 0;
    server = await startContractServer({
      'POST /create-empty-session/u1': (_q, r) => sendJson(r, 200, { session_id: 's1' }),
      'GET /categories': (_q, r) => sendJson(r, 200, [{ id_categoria: 1, descrizione: 'Terziario' }]),
      'POST /main-agent': (_q, r) =>
        ++calls === 1
          ? r.writeHead(200).end('Non riesco a identificare con certezza il CCNL')
          : sendJson(r, 502, { message: 'Servizio non raggiungibile' }),
    });
    const chat = createChatStore({
      api: createApiClient({ baseUrl: server.url, getToken: () => 't' }),
      getUserId: () => 'u1',
    });
    await chat.send('Ferie?');
    await chat.loadList('categories');
    chat.openPicker('categories');
    chat.togglePickerItem(1);
    await chat.confirmPicker();
    expect(calls).toBe(2);
    expect(chat.getState().loading).toBe(false);
    expect(chat.getState().conversations.at(-1)).toMatchObject({
      role: 'error',
      content: 'Errore: Servizio non raggiungibile',
    });
  });
});
