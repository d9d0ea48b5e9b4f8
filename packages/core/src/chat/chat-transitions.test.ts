import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.js';
import { texts } from '../strings/spec.js';
import { type ContractServer, sendJson, startContractServer } from '../testing/index.js';
import { type ChatStoreDeps, createChatStore, type Timers } from './chat-store.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Timers the test advances by hand. */
function manualTimers() {
  let clock = 0;
  const queue: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const timers: Timers = {
    setTimeout(fn, ms) {
      const id = ++ids;
      queue.push({ at: clock + ms, fn, id });
      return id;
    },
    clearTimeout(handle) {
      const index = queue.findIndex((t) => t.id === handle);
      if (index >= 0) queue.splice(index, 1);
    },
  };
  return {
    timers,
    advance(ms: number) {
      clock += ms;
      for (const timer of queue.filter((t) => t.at <= clock).sort((a, b) => a.at - b.at)) {
        queue.splice(queue.indexOf(timer), 1);
        timer.fn();
      }
    },
  };
}

type Entry = Record<string, unknown>;

/** A backend stand-in at the HTTP boundary: stores messages, answers with `answer(question)`. */
async function backend(answer: (question: string) => { text: string; showAction?: boolean }) {
  const history: Entry[] = [];
  server = await startContractServer({
    'POST /create-empty-session/u1': (_q, r) => sendJson(r, 200, { session_id: 's1' }),
    'GET /recent-conversations/u1': (_q, r) => sendJson(r, 200, []),
    'GET /get-latest-session/u1': (_q, r) => sendJson(r, 200, { session_id: 's1' }),
    'GET /conversation-history/u1/s1': (_q, r) => sendJson(r, 200, history),
    'GET /api/riferimenti-risposta/s1': (_q, r) => sendJson(r, 200, { riferimenti: [] }),
    'POST /related-questions': (_q, r) => sendJson(r, 200, { domande: ['Altro?'] }),
    'DELETE /delete-session/s1': (_q, r) => sendJson(r, 200, { deleted: true }),
    'GET /categories': (_q, r) =>
      sendJson(r, 200, [
        { id_categoria: 1, descrizione: 'Terziario Confcommercio' },
        { id_categoria: 2, descrizione: 'Metalmeccanici' },
        { id_categoria: 3, descrizione: 'Edilizia' },
      ]),
    'POST /api/upload-documents': (_q, r) =>
      sendJson(r, 200, { files: [{ file_id: 'f1', file_name: 'a.pdf' }], vector_store_id: 'vs-1' }),
    'DELETE /api/delete-document/f1': (_q, r) => sendJson(r, 200, { deleted: true }),
    'PUT /api/update-busta-paga-field': (_q, r) => sendJson(r, 200, { success: true }),
    'POST /*': (q, r) => {
      const body = JSON.parse(q.body);
      const { text, showAction } = answer(body.message);
      history.push({
        session_id: 's1',
        message: body.message,
        role: 'user',
        timestamp: 't',
        agent_name: body.agent_name,
      });
      history.push({
        session_id: 's1',
        message: text,
        role: 'assistant',
        timestamp: 't',
        agent_name: body.agent_name,
        showAction: showAction ?? false,
      });
      // The stored answer's id, as the backend gives it: the key its consumption is registered under.
      r.writeHead(200, { 'x-answer-id': `m${history.length}` }).end(text);
    },
  });
  return { history, api: createApiClient({ baseUrl: server.url, getToken: () => 'tok' }) };
}

const calls = () => (server?.requests ?? []).map((r) => `${r.method} ${r.url.split('?')[0]}`);

function store(api: ChatStoreDeps['api'], extra: Partial<ChatStoreDeps> = {}) {
  return createChatStore({ api, getUserId: () => 'u1', throttleMs: 0, ...extra });
}

describe('after the stream ends (spec §4)', () => {
  it('calcolo posts to calcola-agent and reloads history only (sidebar at ≤ 3 messages)', async () => {
    const { api } = await backend(() => ({ text: 'Lordo mensile: 2.000,00 €', showAction: true }));
    const chat = store(api);
    chat.setAgent('calcolo');
    await chat.send('Calcola');
    expect(calls()).toEqual([
      'POST /create-empty-session/u1',
      'POST /calcola-agent',
      'GET /conversation-history/u1/s1',
      'GET /recent-conversations/u1',
    ]);
    expect(chat.getState().conversations.at(-1)?.showAction).toBe(true);
  });

  it('inquadra refreshes sidebar and history; references and related questions from the third message', async () => {
    const { api } = await backend(() => ({ text: 'Livello 4°' }));
    const chat = store(api);
    chat.setAgent('inquadra');
    await chat.send('Commessa');
    expect(calls()).not.toContain('POST /related-questions');
    await chat.send('E un magazziniere?');
    const after = calls().slice(calls().lastIndexOf('POST /main-agent') + 1);
    expect(after.sort()).toEqual([
      'GET /api/riferimenti-risposta/s1',
      'GET /conversation-history/u1/s1',
      'GET /recent-conversations/u1',
      'POST /related-questions',
    ]);
  });

  it('main-agent stops refreshing the sidebar after 3 messages', async () => {
    const { api } = await backend(() => ({ text: 'Risposta' }));
    const chat = store(api);
    await chat.send('Uno');
    await chat.send('Due');
    const after = calls().slice(calls().lastIndexOf('POST /main-agent') + 1);
    expect(after).not.toContain('GET /recent-conversations/u1');
  });

  it('refreshes the credit after a showAction answer in the Iterazioni tier only', async () => {
    const { api } = await backend(() => ({ text: 'Fatto', showAction: true }));
    let refreshed = 0;
    const refreshCredit = async () => {
      refreshed++;
    };
    const iter = store(api, { getTier: () => 'IterazioniCCNLPIU-IA', refreshCredit });
    await iter.send('Domanda');
    expect(refreshed).toBe(1);
    const full = store(api, { getTier: () => 'FULLCCNLPIU-IA', refreshCredit });
    await full.send('Domanda');
    expect(refreshed).toBe(1);
  });
});

describe('credit consumption (Iterazioni tier)', () => {
  it('registers each completed answer under its own id (the server’s debit replays); none for other tiers', async () => {
    const { api } = await backend(() => ({ text: 'Risposta' }));
    const keys: string[] = [];
    const registerConsumption = async (key: string) => {
      keys.push(key);
    };
    const iter = store(api, { getTier: () => 'IterazioniCCNLPIU-IA', registerConsumption });
    await iter.send('Uno');
    await iter.send('Due');
    expect(keys).toEqual(['m2', 'm4']);
    const full = store(api, { getTier: () => 'FULLCCNLPIU-IA', registerConsumption });
    await full.send('Tre');
    expect(keys).toHaveLength(2);
  });

  it('does not register an answer the user stopped, and says what the stop cost', async () => {
    server = await startContractServer({
      'POST /create-empty-session/u1': (_q, r) => sendJson(r, 200, { session_id: 's1' }),
      'POST /main-agent': (_q, r) => {
        r.writeHead(200);
        r.write('inizio ');
      },
    });
    const keys: string[] = [];
    const chat = store(createApiClient({ baseUrl: server.url, getToken: () => 't' }), {
      getTier: () => 'IterazioniCCNLPIU-IA',
      registerConsumption: async (key) => {
        keys.push(key);
      },
    });
    const done = chat.send('Domanda');
    // Stop once the first chunk is on screen (that is what makes the stop cost a credit).
    await expect.poll(() => chat.getState().conversations.at(-1)?.content).toBe('inizio ');
    chat.cancel();
    await done;
    expect(keys).toEqual([]);
    // A first chunk had come: the product server charged it, and the answer says so.
    expect(chat.getState().conversations.at(-1)?.content).toBe(
      `inizio \n\n${texts.chat.interrupted}\n\n${texts.credit.partialAnswerCharged}`,
    );
  });

  it('cancels during session creation: nothing is sent, loading ends, the stop costs nothing', async () => {
    let answerSession: (() => void) | undefined;
    server = await startContractServer({
      'POST /create-empty-session/u1': (_q, r) => {
        answerSession = () => sendJson(r, 200, { session_id: 's1' });
      },
    });
    const chat = store(createApiClient({ baseUrl: server.url, getToken: () => 't' }), {
      getTier: () => 'IterazioniCCNLPIU-IA',
    });
    const done = chat.send('Domanda');
    await expect.poll(() => answerSession).toBeDefined();
    expect(chat.getState().loading).toBe(true);
    chat.cancel();
    expect(chat.getState().loading).toBe(false);
    await done;
    answerSession?.();
    expect(calls()).toEqual(['POST /create-empty-session/u1']);
    expect(chat.getState().conversations).toEqual([]);
  });
});

describe('conversations, documents and toasts', () => {
  it('deleting the current conversation clears it, refreshes the sidebar and toasts for 5 s', async () => {
    const { api } = await backend(() => ({ text: 'Ok' }));
    const t = manualTimers();
    const chat = store(api, { timers: t.timers });
    await chat.send('Ciao');
    await chat.deleteConversation('s1');
    expect(chat.getState()).toMatchObject({
      currentConversationId: null,
      conversations: [],
      deleting: false,
    });
    expect(chat.getState().toasts.map((x) => [x.title, x.color])).toEqual([
      ['Conversazione eliminata con successo', 'green'],
    ]);
    expect(calls().at(-1)).toBe('GET /recent-conversations/u1');
    t.advance(4999);
    expect(chat.getState().toasts).toHaveLength(1);
    t.advance(1);
    expect(chat.getState().toasts).toHaveLength(0);
  });

  it('uploads: validation errors as red toasts with nothing added; success lists files and the store id', async () => {
    const { api } = await backend(() => ({ text: 'Ok' }));
    const chat = store(api);
    const file = (name: string) => ({ name, size: 10, data: new Blob(['x']) });
    expect(await chat.upload([])).toBe(false);
    expect(chat.getState().toasts.at(-1)).toMatchObject({
      title: 'Devi caricare almeno 1 file',
      color: 'red',
    });
    expect(await chat.upload([file('a.pdf')])).toBe(true);
    expect(chat.getState()).toMatchObject({
      files: [{ file_id: 'f1' }],
      vector_store_id: 'vs-1',
      uploadLoading: false,
    });
    expect(chat.getState().toasts.at(-1)?.title).toBe('File caricato con successo');
    expect(await chat.upload([file('a.pdf')])).toBe(false);
    expect(chat.getState().toasts.at(-1)?.title).toBe('Alcuni file sono già stati caricati');
    await chat.removeFile('f1');
    expect(chat.getState().files).toEqual([]);
  });

  it('an upload the server refuses shows "Errore {status}: {message}"', async () => {
    server = await startContractServer({
      'POST /create-empty-session/u1': (_q, r) => sendJson(r, 200, { session_id: 's1' }),
      'POST /api/upload-documents': (_q, r) => sendJson(r, 415, { message: 'Tipo di file non consentito' }),
    });
    const chat = store(createApiClient({ baseUrl: server.url, getToken: () => 'tok' }));
    await chat.upload([{ name: 'a.pdf', size: 3, data: new Blob(['abc']) }]);
    expect(chat.getState().toasts.at(-1)?.title).toBe('Errore 415: Tipo di file non consentito');
    expect(chat.getState().files).toEqual([]);
  });

  it('the modify-conversation flag suppresses one scroll to the bottom, then clears', () => {
    const chat = createChatStore({ api: {} as never, getUserId: () => 'u1' });
    expect(chat.takeScrollToBottom()).toBe(true);
    chat.setModifyConversation(true);
    expect(chat.getState().modifyPage).toBe(1);
    expect(chat.takeScrollToBottom()).toBe(false);
    expect(chat.getState().modifyConversation).toBe(false);
    expect(chat.takeScrollToBottom()).toBe(true);
  });
});

describe('calcolo payslip fields', () => {
  it('sets the field the answer asked for, then recomputes the same question in modify mode', async () => {
    const { api } = await backend(() => ({ text: 'Indica il livello', showAction: true }));
    const chat = store(api);
    chat.setAgent('calcolo');
    await chat.send('Calcola il netto');
    expect(await chat.submitPayslipField('livello', '4')).toBe(true);
    const put = server?.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ session_id: 's1', calcola_field: 'livello', value: '4' });
    const sends =
      server?.requests.filter((r) => r.url === '/calcola-agent').map((r) => JSON.parse(r.body)) ?? [];
    expect(sends.map((b) => [b.message, b.modifying])).toEqual([
      ['Calcola il netto', false],
      ['Calcola il netto', true],
    ]);
    // The view keeps its place once, then scrolls again as usual.
    expect(chat.takeScrollToBottom()).toBe(false);
    expect(chat.takeScrollToBottom()).toBe(true);
  });
});

describe('pickers (spec §4, §5)', () => {
  it('inquadra allows one agreement; confirm needs one; toast joins descriptions; tooltip 2 s', async () => {
    const { api } = await backend(() => ({ text: 'Ok' }));
    const t = manualTimers();
    const chat = store(api, { timers: t.timers });
    chat.setAgent('inquadra');
    chat.openPicker('categories');
    await expect.poll(() => chat.getState().listStatus.categories).toBe('success');
    expect(await chat.confirmPicker()).toBe(false); // below the minimum: not saved
    chat.togglePickerItem(1);
    chat.togglePickerItem(2); // at a limit of 1, choosing another replaces the chosen one
    expect(chat.getState().picker?.selected).toEqual([2]);
    chat.togglePickerItem(2); // choosing the chosen one again clears it
    expect(chat.getState().picker?.selected).toEqual([]);
    chat.togglePickerItem(1);
    expect(await chat.confirmPicker()).toBe(true);
    expect(chat.getState().categories).toEqual([1]);
    expect(chat.getState().toasts.at(-1)).toMatchObject({
      title: 'Categoria aggiunta con successo',
      description: 'Terziario Confcommercio',
    });
    expect(chat.getState().tooltipVisible).toBe(true);
    t.advance(2000);
    expect(chat.getState().tooltipVisible).toBe(false);
  });

  it('confronta joins several descriptions with " - "', async () => {
    const { api } = await backend(() => ({ text: 'Ok' }));
    const chat = store(api);
    chat.setAgent('confronta');
    await chat.loadList('categories');
    chat.openPicker('categories');
    for (const id of [1, 2, 3]) chat.togglePickerItem(id);
    await chat.confirmPicker();
    expect(chat.getState().toasts.at(-1)?.description).toBe(
      'Terziario Confcommercio - Metalmeccanici - Edilizia',
    );
    chat.removeCategory(2);
    expect(chat.getState().categories).toEqual([1, 3]);
    expect(chat.getState().toasts.at(-1)?.title).toBe('Categoria rimossa con successo');
  });

  it('closing the agreement picker in a non-main agent with nothing selected returns to main-agent', () => {
    const chat = createChatStore({ api: {} as never, getUserId: () => 'u1' });
    chat.setAgent('calcolo');
    chat.openPicker('categories');
    chat.closePicker();
    expect(chat.getState()).toMatchObject({ picker: null, selectedAgent: 'main-agent' });
  });

  it('confirming after "could not identify the agreement" re-sends the question with a fresh answer', async () => {
    let asked = 0;
    const { api } = await backend((question) => {
      asked++;
      return asked === 1
        ? {
            text: 'Non riesco a identificare con certezza il CCNL. Potresti riformulare la domanda specificando o selezionando il contratto?',
          }
        : { text: `Per il CCNL scelto: ${question}` };
    });
    const chat = store(api);
    await chat.send('Quanti giorni di ferie?');
    await chat.loadList('categories');
    chat.openPicker('categories');
    chat.togglePickerItem(1);
    await chat.confirmPicker();
    const bodies =
      server?.requests.filter((r) => r.url === '/main-agent').map((r) => JSON.parse(r.body)) ?? [];
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ message: 'Quanti giorni di ferie?', categories: [1] });
    expect(chat.getState().conversations.at(-1)?.content).toBe('Per il CCNL scelto: Quanti giorni di ferie?');
  });
});
