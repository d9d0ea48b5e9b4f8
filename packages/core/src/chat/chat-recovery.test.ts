import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.js';
import { texts } from '../strings/spec.js';
import { type ContractServer, sendJson, startContractServer } from '../testing/index.js';
import { createChatStore } from './chat-store.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const calls = () => (server?.requests ?? []).map((r) => `${r.method} ${r.url.split('?')[0]}`);

async function chatOn(routes: Parameters<typeof startContractServer>[0]) {
  server = await startContractServer(routes);
  return createChatStore({
    api: createApiClient({ baseUrl: server.url, getToken: () => 't' }),
    getUserId: () => 'u1',
    throttleMs: 0,
  });
}

const shown = (chat: ReturnType<typeof createChatStore>) =>
  chat.getState().conversations.map((message) => [message.role, message.content]);

describe('conversation list status', () => {
  it('tells a list that failed from an empty one, and the latest load decides', async () => {
    let fail = true;
    let hold: (() => void) | undefined;
    const chat = await chatOn({
      'GET /recent-conversations/u1': (_q, r) => {
        if (fail) return sendJson(r, 500, { message: 'giù' });
        if (!hold) {
          // The first successful call is held until a later call has answered.
          hold = () => sendJson(r, 200, [{ session_id: 'old', title: 'Vecchia', updated_at: 't' }]);
          return;
        }
        sendJson(r, 200, [{ session_id: 's1', title: 'Ferie', updated_at: 't' }]);
      },
    });
    expect(chat.getState().sidebarStatus).toBe('idle');
    const first = chat.loadSidebar();
    expect(chat.getState().sidebarStatus).toBe('pending');
    await first;
    expect(chat.getState()).toMatchObject({ sidebarStatus: 'error', sidebarConversations: [], toasts: [] });

    fail = false;
    const stale = chat.loadSidebar();
    await expect.poll(() => hold).toBeDefined();
    await chat.loadSidebar();
    hold?.();
    await stale;
    expect(chat.getState().sidebarStatus).toBe('success');
    expect(chat.getState().sidebarConversations.map((c) => c.session_id)).toEqual(['s1']);

    chat.reset();
    expect(chat.getState().sidebarStatus).toBe('idle');
  });
});

describe('retry', () => {
  it('keeps the question when the conversation cannot be created, and retries it once, not twice', async () => {
    let sessions = 0;
    const chat = await chatOn({
      'POST /create-empty-session/u1': (_q, r) =>
        ++sessions === 1
          ? sendJson(r, 503, { message: 'Servizio non raggiungibile' })
          : sendJson(r, 200, { session_id: 's1' }),
      'POST /main-agent': (_q, r) => r.writeHead(200).end('Ventisei giorni.'),
      'GET /recent-conversations/u1': (_q, r) => sendJson(r, 200, []),
    });
    await chat.send('Quanti giorni di ferie?');
    expect(shown(chat)).toEqual([
      ['user', 'Quanti giorni di ferie?'],
      ['error', 'Errore: Servizio non raggiungibile'],
    ]);
    await chat.retry();
    expect(shown(chat)).toEqual([
      ['user', 'Quanti giorni di ferie?'],
      ['assistant', 'Ventisei giorni.'],
    ]);
    const asked = server?.requests
      .filter((r) => r.url === '/main-agent')
      .map((r) => JSON.parse(r.body).message);
    expect(asked).toEqual(['Quanti giorni di ferie?']);
  });

  it('after a failed answer, re-asks in the same conversation under the same question', async () => {
    let answers = 0;
    const chat = await chatOn({
      'POST /create-empty-session/u1': (_q, r) => sendJson(r, 200, { session_id: 's1' }),
      'POST /main-agent': (_q, r) =>
        ++answers === 1
          ? sendJson(r, 502, { message: 'Internal error' })
          : r.writeHead(200).end('Ventisei giorni.'),
      'GET /recent-conversations/u1': (_q, r) => sendJson(r, 200, []),
    });
    await chat.send('Ferie?');
    expect(chat.getState().conversations.at(-1)?.role).toBe('error');
    await chat.retry();
    expect(shown(chat)).toEqual([
      ['user', 'Ferie?'],
      ['assistant', 'Ventisei giorni.'],
    ]);
    expect(calls().filter((c) => c.startsWith('POST /create-empty-session'))).toHaveLength(1);
    const bodies = server?.requests.filter((r) => r.url === '/main-agent').map((r) => JSON.parse(r.body));
    expect(bodies?.map((b) => [b.message, b.session_id])).toEqual([
      ['Ferie?', 's1'],
      ['Ferie?', 's1'],
    ]);
  });

  it('does nothing when there is no question to retry', async () => {
    const chat = await chatOn({});
    await chat.retry();
    expect(calls()).toEqual([]);
    expect(chat.getState().conversations).toEqual([]);
  });
});

describe('a stopped first answer', () => {
  it('reloads the conversation list, which then shows the new conversation', async () => {
    let listed = false;
    const chat = await chatOn({
      'POST /create-empty-session/u1': (_q, r) => sendJson(r, 200, { session_id: 's1' }),
      'POST /main-agent': (_q, r) => {
        listed = true; // the backend stores the conversation as soon as the question arrives
        r.writeHead(200);
        r.write('Inizio ');
      },
      'GET /recent-conversations/u1': (_q, r) =>
        sendJson(r, 200, listed ? [{ session_id: 's1', title: 'Ferie?', updated_at: 't' }] : []),
    });
    const done = chat.send('Ferie?');
    await expect.poll(() => chat.getState().conversations.at(-1)?.content).toBe('Inizio ');
    chat.cancel();
    await done;
    await expect.poll(() => chat.getState().sidebarStatus).toBe('success');
    expect(chat.getState().sidebarConversations.map((c) => c.title)).toEqual(['Ferie?']);
    expect(chat.getState().conversations.at(-1)?.content).toBe(`Inizio \n\n${texts.chat.interrupted}`);
  });

  it('in a conversation already listed, a stop does not reload the list', async () => {
    const chat = await chatOn({
      'POST /main-agent': (_q, r) => {
        r.writeHead(200);
        r.write('Inizio ');
      },
      'GET /conversation-history/u1/s1': (_q, r) => sendJson(r, 200, []),
    });
    await chat.selectConversation('s1');
    const done = chat.send('Ancora?');
    await expect.poll(() => chat.getState().conversations.at(-1)?.content).toBe('Inizio ');
    chat.cancel();
    await done;
    expect(calls()).not.toContain('GET /recent-conversations/u1');
  });
});

describe('empty confirmations', () => {
  it('confirming no agreement toasts no success; emptying chosen ones says they were removed', async () => {
    const chat = await chatOn({});
    chat.openPicker('categories');
    await chat.confirmPicker();
    expect(chat.getState()).toMatchObject({
      picker: null,
      categories: [],
      toasts: [],
      tooltipVisible: false,
    });

    chat.openPicker('categories');
    chat.togglePickerItem(3);
    await chat.confirmPicker();
    expect(chat.getState().toasts.at(-1)?.title).toBe('Categoria aggiunta con successo');
    chat.openPicker('categories');
    chat.togglePickerItem(3);
    await chat.confirmPicker();
    expect(chat.getState().categories).toEqual([]);
    expect(chat.getState().toasts.map((t) => t.title)).toEqual([
      'Categoria aggiunta con successo',
      'Categoria rimossa con successo',
    ]);
  });

  it('confirming no parameter toasts nothing', async () => {
    const chat = await chatOn({});
    chat.openPicker('parameters');
    expect(await chat.confirmPicker()).toBe(true);
    expect(chat.getState()).toMatchObject({ picker: null, perimetri: [], toasts: [] });
  });
});
