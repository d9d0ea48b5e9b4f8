import {
  type AuthState,
  type ChatStoreDeps,
  createApiClient,
  createChatStore,
  type FetchLike,
  initialAuthState,
  resolveConfig,
} from '@ccnl/core';
import { type ContractServer, sendJson, startContractServer } from '@ccnl/core/testing';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

function storeCore<S>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Publishes a new snapshot, as core's stores do. */
    setState(patch: Partial<S>) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
  };
}

/** Core's AuthStore interface, recording sign-ins instead of calling a server (the Header's tests). */
export function fakeAuthStore(initial: Partial<AuthState> = {}) {
  const core = storeCore<AuthState>({ ...initialAuthState, ...initial });
  return {
    ...core,
    signIn: vi.fn(async (_ticket: string) => {}),
    signInWithToken: vi.fn(),
    setCredit: vi.fn((credito: number) => core.setState({ credito })),
    reset: vi.fn(),
  };
}

export function creditStore(status: 'idle' | 'pending' | 'success' | 'error' = 'idle') {
  return storeCore({ status });
}

export const signedIn: Partial<AuthState> = {
  token: 'demo-full',
  user: { userId: 'u1', jwt: 'a.b.c' },
  profile: { userId: 'u1', name: 'Anna Rossi' },
  roles: [{ pos: 'FULLCCNLPIU-IA' }],
  tier: 'FULLCCNLPIU-IA',
  status: 'success',
};

export const testConfig = resolveConfig({ provisioning: { hfurl: 'http://127.0.0.1:9/login-script.js' } });

export const CATEGORIES = [
  { id_categoria: 1, descrizione: 'Terziario Confcommercio' },
  { id_categoria: 2, descrizione: 'Metalmeccanica Industria' },
  { id_categoria: 3, descrizione: 'Edilizia Industria' },
  { id_categoria: 4, descrizione: 'Turismo Pubblici Esercizi' },
];

export const PARAMETERS = [
  { id: 1, parametro: 'Periodo di prova' },
  { id: 2, parametro: 'Ferie' },
  { id: 3, parametro: 'Orario di lavoro' },
];

type Entry = Record<string, unknown> & { session_id: string; message: string; role: string };

export interface TestBackend {
  server: ContractServer;
  /** Every stored message, per session. */
  history: Map<string, Entry[]>;
  sessions: { session_id: string; title: string; updated_at: string }[];
  /** What the next answers say; the default echoes the question. */
  answer: (
    question: string,
    body: Record<string, unknown>,
  ) => Partial<Entry> & { message: string; status?: number };
  /** Back to no sessions, no history, no documents and the echoing answer. */
  reset(): void;
  close(): Promise<void>;
}

const echo: TestBackend['answer'] = (question) => ({ message: `Risposta: ${question}` });

/**
 * The assistant API of spec §7 at its HTTP boundary, in memory: sessions, history, streamed answers,
 * pickers' lists, tooltips, documents. For component tests against core's real stores.
 */
export async function startTestBackend(backend = {} as TestBackend): Promise<TestBackend> {
  const history = new Map<string, Entry[]>();
  const sessions: TestBackend['sessions'] = [];
  let files: { file_id: string; file_name: string }[] = [];
  let count = 0;
  Object.assign(backend, {
    server: undefined as unknown as ContractServer,
    history,
    sessions,
    answer: echo,
    reset() {
      sessions.length = 0;
      history.clear();
      files = [];
      backend.answer = echo;
    },
    close: () => backend.server.close(),
  } satisfies TestBackend);
  const now = () => new Date(Date.UTC(2026, 10, 21, 10, 0, count++)).toISOString();
  backend.server = await startContractServer({
    'POST /create-empty-session/u1': (_req, res) => {
      const id = `s${sessions.length + 1}`;
      sessions.unshift({ session_id: id, title: '', updated_at: now() });
      history.set(id, []);
      sendJson(res, 200, { session_id: id });
    },
    'GET /recent-conversations/u1': (_req, res) => sendJson(res, 200, sessions),
    'GET /conversation-history/u1/*': (req, res) => {
      const id = decodeURIComponent(req.url.split('/').at(-1)?.split('?')[0] ?? '');
      const entries = history.get(id);
      if (!entries) return sendJson(res, 404, { message: 'Conversazione non trovata' });
      sendJson(res, 200, entries);
    },
    'DELETE /delete-session/*': (req, res) => {
      const id = decodeURIComponent(req.url.split('/').at(-1) ?? '');
      const index = sessions.findIndex((session) => session.session_id === id);
      if (index >= 0) sessions.splice(index, 1);
      history.delete(id);
      sendJson(res, 200, { deleted: index >= 0 });
    },
    'GET /categories': (_req, res) => sendJson(res, 200, CATEGORIES),
    'GET /parametri-lavoro': (_req, res) => sendJson(res, 200, PARAMETERS),
    'GET /tooltip_data/*': (req, res) => {
      const id = Number(req.url.split('/').at(-1));
      const category = CATEGORIES.find((c) => c.id_categoria === id);
      if (!category) return sendJson(res, 404, { message: 'CCNL non trovato' });
      sendJson(res, 200, {
        ...category,
        nome_completo: `CCNL ${category.descrizione}`,
        codice_cnel: `H0${id}1`,
        validita: '2024-2027',
        settore: 'Settore di prova',
      });
    },
    'POST /related-questions': (_req, res) => sendJson(res, 200, { domande: ['E per il part-time?'] }),
    'GET /api/riferimenti-risposta/*': (_req, res) =>
      sendJson(res, 200, {
        riferimenti: [{ ccnl: 'Terziario Confcommercio', article: 'art. 10', text: 'Periodo di prova' }],
      }),
    'PUT /api/update-busta-paga-field': (_req, res) => sendJson(res, 200, { success: true }),
    'POST /api/upload-documents': (req, res) => {
      const names = [...req.body.matchAll(/filename="([^"]+)"/g)].map((match) => match[1] ?? '');
      files = [...files, ...names.map((name) => ({ file_id: `f-${name}`, file_name: name }))];
      sendJson(res, 200, { files, vector_store_id: 'vs_s1' });
    },
    'DELETE /api/delete-document/*': (req, res) => {
      const id = decodeURIComponent(req.url.split('/').at(-1) ?? '');
      files = files.filter((file) => file.file_id !== id);
      sendJson(res, 200, { deleted: true });
    },
    'POST /*': (req, res) => {
      const body = JSON.parse(req.body) as Record<string, unknown> & { session_id: string; message: string };
      const entries = history.get(body.session_id) ?? [];
      history.set(body.session_id, entries);
      const session = sessions.find((s) => s.session_id === body.session_id);
      if (session && !session.title) session.title = body.message;
      const agent = String(body.agent_name);
      entries.push({
        session_id: body.session_id,
        message: body.message,
        role: 'user',
        timestamp: now(),
        agent_name: agent,
      });
      const reply = backend.answer(body.message, body);
      if (typeof reply.status === 'number') return sendJson(res, reply.status, { message: reply.message });
      entries.push({
        session_id: body.session_id,
        role: 'assistant',
        timestamp: now(),
        agent_name: agent,
        ...reply,
      });
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(reply.message);
    },
  });
  return backend;
}

/**
 * The test backend of a test file (call it at the file's top): started before its tests, reset after each,
 * closed after the last. Its `server` is there once the tests run.
 */
export function testBackendPerFile(): TestBackend {
  const backend = {} as TestBackend;
  beforeAll(async () => {
    await startTestBackend(backend);
  });
  afterEach(() => backend.reset());
  afterAll(() => backend.close());
  return backend;
}

/**
 * Node's fetch, given multipart bodies it can send: jsdom replaces FormData, Blob and File with its own,
 * which Node's fetch would send as "[object FormData]". The body is encoded here as a browser would.
 */
const nodeFetch: FetchLike = async (input, init) => {
  if (!(init.body instanceof FormData)) return fetch(input, init);
  const boundary = `----ccnl-test-${Date.now().toString(16)}`;
  const parts: Uint8Array[] = [];
  const encoder = new TextEncoder();
  for (const [name, value] of init.body.entries()) {
    const file = typeof value === 'string' ? null : value;
    const disposition = `form-data; name="${name}"${file ? `; filename="${file.name}"` : ''}`;
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    parts.push(file ? new Uint8Array(await file.arrayBuffer()) : encoder.encode(String(value)));
    parts.push(encoder.encode('\r\n'));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const headers = {
    ...(init.headers as Record<string, string>),
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  return fetch(input, { ...init, headers, body: Buffer.concat(parts) });
};

/** Core's real chat store on a test backend, publishing every chunk. */
export function chatOn(backend: TestBackend, extra: Partial<ChatStoreDeps> = {}) {
  const api = createApiClient({
    baseUrl: backend.server.url,
    getToken: () => 'tok',
    firewall: testConfig.firewall,
    fetch: nodeFetch,
  });
  const chat = createChatStore({ api, getUserId: () => 'u1', throttleMs: 0, ...extra });
  return { api, chat };
}

/**
 * An agent whose answer streams `first`, then waits until `release()` before streaming `rest`: an answer the test
 * can stop while it is still loading, without any timing.
 */
export function gatedAnswer(sessionId: string, first: string, ...rest: string[]) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = {
    createEmptySession: async () => sessionId,
    openAgentStream: async () => ({
      answerId: null,
      chunks: (async function* () {
        yield first;
        await gate;
        for (const chunk of rest) yield chunk;
      })(),
    }),
  };
  return { api, release: () => release() };
}
