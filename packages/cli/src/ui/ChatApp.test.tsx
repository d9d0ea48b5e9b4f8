import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ContractServer, sendJson, startContractServer } from '@ccnl/core/testing';
import { cleanup, render } from 'ink-testing-library';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ChatServices, createChatServices } from '../chat-services.js';
import type { CliContext } from '../context.js';
import type { SignedIn } from '../signed-in.js';
import { fakeJwt } from '../test-utils.js';
import { ChatApp } from './ChatApp.js';
import { type History, openHistory } from './history.js';

/**
 * The Ink chat against a stand-in of the assistant API on 127.0.0.1 (the spec's external service, faked at
 * its HTTP boundary), rendered at a fixed 80×24 without colour. Each test drives it with keys as a user would.
 */

interface StoredMessage {
  session_id: string;
  message: string;
  role: 'user' | 'assistant' | 'error' | 'categories';
  timestamp: string;
  agent_name: string;
  riferimenti?: unknown[];
  relatedQuestions?: string[];
  calcola_field?: string;
}

const CATEGORIES = [
  { id_categoria: 1, descrizione: 'CCNL Commercio (Terziario, distribuzione e servizi)' },
  { id_categoria: 2, descrizione: 'CCNL Metalmeccanici industria' },
  { id_categoria: 3, descrizione: 'CCNL Pubblici esercizi FIPE' },
  { id_categoria: 4, descrizione: 'CCNL Multiservizi' },
];
const PARAMETERS = [
  { id: 1, parametro: 'Minimi retributivi' },
  { id: 3, parametro: 'Ferie' },
  { id: 4, parametro: 'Periodo di prova' },
];
const ANSWER = [
  '## Ferie',
  '',
  'Spettano **26 giorni** lavorativi.',
  '',
  '| Livello | Giorni |',
  '|---|--:|',
  '| 4° | 26 |',
].join('\n');
const REFERENCES = [
  {
    ccnl: 'CCNL Commercio',
    article: 'art. 169',
    text: 'Ferie annuali',
    source_url: 'https://www.cnel.it/',
    source_date: '2024-04-01',
  },
];
const RELATED = ['Come si maturano le ferie?', 'Quanti permessi spettano?'];

let server: ContractServer;
/** The references the server gives for any answer. */
let references: unknown[];
let history: Map<string, StoredMessage[]>;
let sidebar: { session_id: string; title: string; agent_name: string; updated_at: string }[];
/** What the agent route does for the next question (default: answers ANSWER at once). */
let agent: (
  res: ServerResponse,
  body: { message: string; agent_name: string; session_id: string },
) => unknown;
let credit: { status: number; available: number } | null;
/** While set, the agreement list is held until the test resolves it (to see the picker while it loads). */
let categoriesHeld: Promise<void> | null;
/** How many of the next conversation-list loads fail. */
let sidebarFails: number;
/** The payslip fields set, and the calcolo questions received. */
let payslip: { session_id: string; calcola_field: string; value: string }[];
let calcolo: { message: string; session_id: string; modifying?: boolean }[];
let dir: string;

function store(sessionId: string, message: Omit<StoredMessage, 'session_id' | 'timestamp'>) {
  const list = history.get(sessionId) ?? [];
  list.push({ ...message, session_id: sessionId, timestamp: '2025-03-01T10:00:00Z' });
  history.set(sessionId, list);
}

beforeAll(async () => {
  server = await startContractServer({
    'GET /recent-conversations/u-1': (_req, res) =>
      sidebarFails > 0 && sidebarFails-- > 0
        ? sendJson(res, 503, { message: 'Service Unavailable' })
        : sendJson(res, 200, sidebar),
    'PUT /api/update-busta-paga-field': (req, res) => {
      const body = JSON.parse(req.body) as { session_id: string; calcola_field: string; value: string };
      if (body.calcola_field !== 'livello')
        return sendJson(res, 400, { message: `Richiesta non valida: calcola_field: campo sconosciuto` });
      payslip.push(body);
      sendJson(res, 200, { success: true });
    },
    'POST /calcola-agent': (req, res) => {
      const body = JSON.parse(req.body);
      calcolo.push(body);
      const answer = `Con il livello ${payslip.at(-1)?.value ?? '?'} il netto è **1.520,00 €**.`;
      store(body.session_id, { role: 'assistant', message: answer, agent_name: 'calcolo' });
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(answer);
    },
    'GET /conversation-history/u-1/*': (req, res) => {
      const id = req.url.split('?')[0]?.split('/').pop() ?? '';
      const list = history.get(id);
      if (!list) return sendJson(res, 404, { message: 'Conversazione non trovata' });
      sendJson(res, 200, list);
    },
    'POST /create-empty-session/u-1': (_req, res) => {
      history.set('s-new', []);
      sendJson(res, 200, { session_id: 's-new' });
    },
    'POST /main-agent': (req, res) => {
      const body = JSON.parse(req.body);
      store(body.session_id, { role: 'user', message: body.message, agent_name: body.agent_name });
      if (!sidebar.some((row) => row.session_id === body.session_id)) {
        sidebar.unshift({
          session_id: body.session_id,
          title: body.message,
          agent_name: body.agent_name,
          updated_at: '2025-03-01T10:00:00Z',
        });
      }
      return agent(res, body);
    },
    'GET /api/riferimenti-risposta/*': (_req, res) => sendJson(res, 200, { riferimenti: references }),
    'POST /related-questions': (_req, res) => sendJson(res, 200, { domande: RELATED }),
    'GET /categories': async (_req, res) => {
      await categoriesHeld;
      sendJson(res, 200, CATEGORIES);
    },
    'GET /parametri-lavoro': (_req, res) => sendJson(res, 200, PARAMETERS),
    'DELETE /delete-session/*': (req, res) => {
      const id = req.url.split('/').pop() ?? '';
      sidebar = sidebar.filter((row) => row.session_id !== id);
      history.delete(id);
      sendJson(res, 200, { deleted: true });
    },
    'POST /api/upload-documents': (req, res) => {
      const names = [...req.body.matchAll(/filename="([^"]+)"/g)].map((match) => match[1]);
      sendJson(res, 200, {
        files: names.map((name, index) => ({ file_id: `f${index + 1}`, file_name: name })),
        vector_store_id: 'vs-1',
      });
    },
    'DELETE /api/delete-document/*': (_req, res) => sendJson(res, 200, { deleted: true }),
    'GET /api/credit': (_req, res) =>
      credit
        ? sendJson(res, credit.status, {
            data: {
              CRMID: 'CRM-1',
              customerType: 'CLIENTE',
              idProduct: 'CCNLPIU-IA',
              availableCredit: credit.available,
              totalConsumed: 5,
              totalPurchased: 5,
              measurementUnit: 'ITERAZIONI',
            },
          })
        : sendJson(res, 404, { message: 'no' }),
  });
});
afterAll(() => server.close());

const answerAtOnce = (res: ServerResponse, body: { session_id: string; agent_name: string }) => {
  store(body.session_id, {
    role: 'assistant',
    message: ANSWER,
    agent_name: body.agent_name,
    riferimenti: REFERENCES,
    relatedQuestions: RELATED,
  });
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(ANSWER);
};

beforeEach(() => {
  server.requests.length = 0;
  references = REFERENCES;
  history = new Map();
  sidebar = [];
  agent = answerAtOnce;
  credit = null;
  categoriesHeld = null;
  sidebarFails = 0;
  payslip = [];
  calcolo = [];
  dir = mkdtempSync(join(tmpdir(), 'ccnl-ui-'));
});

let services: ChatServices | undefined;
let ctx: CliContext;
afterEach(async () => {
  cleanup();
  services?.chat.reset();
  services = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function start(
  options: {
    tier?: string;
    onExit?: (code: number) => void;
    copy?: () => Promise<'system' | 'terminal' | 'failed'>;
    history?: History;
    apiUrl?: string;
  } = {},
) {
  ctx = {
    env: {},
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    debug: false,
    outputClosed: new AbortController().signal,
  };
  const settings: SignedIn = {
    apiUrl: options.apiUrl ?? server.url,
    creditUrl: server.url,
    gqlEndpoint: `${server.url}graphql`,
    salesFormUrl: 'https://vendite.example.it/contatti',
    connectTimeout: 30,
    streamTimeout: 120,
    session: {
      token: fakeJwt('u-1'),
      userId: 'u-1',
      name: 'Mario Rossi',
      roles: [options.tier ?? 'FULLCCNLPIU-IA'],
    },
    sessionSource: 'file',
  };
  services = createChatServices(ctx, settings);
  const app = render(
    <ChatApp
      services={services}
      color={false}
      size={{ columns: 80, rows: 24 }}
      {...(options.onExit ? { onExit: options.onExit } : {})}
      {...(options.copy ? { copy: options.copy } : {})}
      {...(options.history ? { history: options.history } : {})}
    />,
  );
  const frame = () => app.lastFrame() ?? '';
  const until = async (predicate: (text: string) => boolean, what: string) => {
    const deadline = Date.now() + 4000;
    while (!predicate(frame())) {
      if (Date.now() > deadline) throw new Error(`screen never showed ${what}:\n${frame()}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return frame();
  };
  const shows = (text: string) => until((screen) => screen.includes(text), JSON.stringify(text));
  /** Sends keys one at a time, as typed, letting the app render after each. */
  const press = async (...keys: string[]) => {
    for (const key of keys) {
      app.stdin.write(key);
      // A lone Esc is held 20 ms by Ink, in case a longer sequence follows.
      await new Promise((resolve) => setTimeout(resolve, key === '\x1b' ? 40 : 15));
    }
  };
  const type = async (text: string) => {
    for (const char of text) await press(char);
  };
  return { app, frame, until, shows, press, type, services };
}

const KEY = {
  enter: '\r',
  esc: '\x1b',
  tab: '\t',
  down: '\x1b[B',
  up: '\x1b[A',
  ctrlC: '\x03',
  backspace: '\x7f',
};
const ctrl = (letter: string) => String.fromCharCode(letter.charCodeAt(0) - 96);
/** Alt-<letter> as terminals send it: Esc, then the letter. */
const alt = (letter: string) => `\x1b${letter}`;

describe('the chat screen', () => {
  it('empty: status line and prompt with its hint', async () => {
    const ui = start();
    expect(await ui.shows('Scrivi una domanda')).toMatchSnapshot();
  });

  it('streaming: the answer in progress renders live, then Esc stops it and keeps it with [Generazione interrotta]', async () => {
    let disconnected!: () => void;
    const closed = new Promise<void>((resolve) => {
      disconnected = resolve;
    });
    agent = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.write('## Ferie\n\nSpettano **26 giorni**');
      res.on('close', disconnected);
    };
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.type('Quante ferie?');
    await ui.press(KEY.enter);
    const streaming = await ui.shows('Spettano 26 giorni');
    expect(streaming).toContain('Generazione in corso… (Esc o Ctrl-C per interrompere)');
    expect(streaming).toMatchSnapshot('streaming');
    await ui.press(KEY.esc);
    const stopped = await ui.shows('[Generazione interrotta]');
    expect(stopped).not.toContain('Generazione in corso');
    expect(stopped).toMatchSnapshot('stopped');
    await closed;
  });

  it("an interrupted answer, then another question: each answer's Riferimenti printed once", async () => {
    let disconnected!: () => void;
    const closed = new Promise<void>((resolve) => {
      disconnected = resolve;
    });
    agent = (res, body) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.write('## Ferie\n\nSpettano **26 giorni**');
      // As the backend does: what was written before the stop is stored, with its references.
      res.on('close', () => {
        store(body.session_id, {
          role: 'assistant',
          message: '## Ferie\n\nSpettano **26 giorni**',
          agent_name: body.agent_name,
          riferimenti: REFERENCES,
        });
        disconnected();
      });
    };
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.type('Quante ferie?');
    await ui.press(KEY.enter);
    await ui.shows('Spettano 26 giorni');
    await ui.press(KEY.esc);
    await ui.shows('[Generazione interrotta]');
    await closed;
    agent = answerAtOnce;
    await ui.type('E i permessi?');
    await ui.press(KEY.enter);
    await ui.shows('2. Quanti permessi spettano?');
    const [, second = ''] = ui.frame().split('› E i permessi?');
    // The second answer's one reference list; the interrupted answer's, stored by the server and known only
    // after the second question was printed, is not printed under the wrong answer.
    expect(second.split('Riferimenti').length - 1).toBe(1);
    expect(second.split('[1] CCNL Commercio, art. 169').length - 1).toBe(1);
  });

  it('lists the Riferimenti with the numbers the answer cites them by, the cited ones first, each once', async () => {
    const text = [
      'Il preavviso è di 30 giorni [3]; il minimo è 1.783,75 € [1].',
      '',
      'Fonti:',
      '- CCNL Commercio, tabella minimi: https://a.it/minimi (data della fonte: 1° aprile 2024)',
      '- CCNL Commercio, art. 169: https://b.it/ferie (data della fonte: 1° aprile 2024)',
      '- CCNL Commercio, art. 247: https://c.it/preavviso (data della fonte: 1° aprile 2024)',
    ].join('\n');
    const ref = (article: string, said: string, url: string) => ({
      ccnl: 'CCNL Commercio',
      article,
      text: said,
      source_url: url,
      source_date: '2024-04-01',
    });
    // Stored as the backend keeps them: the table's page twice (two excerpts), the block's order otherwise.
    references = [
      ref('tabella minimi', 'Minimo del 4° livello', 'https://a.it/minimi'),
      ref('tabella minimi', 'Minimo del 5° livello', 'https://a.it/minimi'),
      ref('art. 169', 'Ferie', 'https://b.it/ferie'),
      ref('art. 247', 'Preavviso', 'https://c.it/preavviso'),
    ];
    agent = (res, body) => {
      store(body.session_id, {
        role: 'assistant',
        message: text,
        agent_name: body.agent_name,
        riferimenti: references,
      });
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
    };
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.type('Preavviso?');
    await ui.press(KEY.enter);
    const screen = await ui.shows('Riferimenti');
    const list = (screen.split('Riferimenti')[1] ?? '').split('\n').filter((line) => /^\[\d+\] /.test(line));
    expect(list.map((line) => line.slice(0, line.indexOf(' —')))).toEqual([
      '[1] CCNL Commercio, tabella minimi',
      '[3] CCNL Commercio, art. 247',
      '[2] CCNL Commercio, art. 169',
    ]);
    expect(list[1]).toContain('https://c.it/preavviso');
    // The answer's own "Fonti:" block is that list: the finished answer does not print it a second time.
    expect(screen.split('Il preavviso è di 30 giorni').length - 1).toBe(1);
    expect(screen).not.toContain('Fonti:');
  });

  it('a long answer in progress never makes the live area taller than the terminal', async () => {
    agent = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.write(Array.from({ length: 80 }, (_, n) => `Riga ${n + 1} della risposta.`).join('\n\n'));
    };
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.type('Domanda lunga');
    await ui.press(KEY.enter);
    const screen = await ui.shows('Riga 80 della risposta.');
    // Above the live area only the question is printed (2 lines); the live area fits in 24 rows.
    expect(screen.split('\n').length).toBeLessThanOrEqual(2 + 24);
    expect(screen).not.toContain('Riga 1 della risposta.');
    await ui.press(KEY.esc);
    // Once stopped, the whole answer is printed for good, above the prompt.
    expect(await ui.shows('[Generazione interrotta]')).toContain('Riga 1 della risposta.');
  });

  it('loading: the question is sent and nothing has arrived yet', async () => {
    agent = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.flushHeaders();
    };
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.type('Quante ferie?');
    await ui.press(KEY.enter);
    expect(await ui.shows('Generazione in corso')).toMatchSnapshot();
    await ui.press(KEY.ctrlC);
    await ui.shows('[Generazione interrotta]');
  });

  it('answered: Markdown with a box-drawn table, references and related questions; Alt-R asks one', async () => {
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.type('Quante ferie?');
    await ui.press(KEY.enter);
    const answered = await ui.shows('2. Quanti permessi spettano?');
    expect(answered).toContain('│ 4°      │     26 │');
    expect(answered).toContain(
      '[1] CCNL Commercio, art. 169 — Ferie annuali (https://www.cnel.it/, 1° aprile\n    2024)',
    );
    expect(answered).toMatchSnapshot();
    await ui.press(alt('r'), KEY.down, KEY.enter);
    await ui.shows('› Quanti permessi spettano?');
    await ui.until(
      () => server.requests.filter((r) => r.url === '/main-agent').length === 2,
      'the second question sent',
    );
    expect(
      server.requests.filter((r) => r.url === '/main-agent').map((r) => JSON.parse(r.body).message),
    ).toEqual(['Quante ferie?', 'Quanti permessi spettano?']);
  });

  it('error: a failed answer reads as ccnl ask says it', async () => {
    agent = (res) => sendJson(res, 500, { message: 'Servizio non disponibile' });
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.type('Quante ferie?');
    await ui.press(KEY.enter);
    // The same Italian line as `ccnl ask` gives for this failure.
    expect(await ui.shows('✖ Errore 500: Servizio non disponibile')).toMatchSnapshot();
  });

  it('backend down: the chat says in Italian that the server cannot be reached, and the list that it failed', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const apiUrl = `http://127.0.0.1:${port}/`;
    const ui = start({ apiUrl });
    await ui.shows('Scrivi una domanda');
    await ui.type('Quante ferie?');
    await ui.press(KEY.enter);
    const screen = await ui.shows(`✖ Impossibile raggiungere il server ${apiUrl}`);
    expect(screen).toContain('ECONNREFUSED');
    expect(screen).not.toContain('connect ECONNREFUSED');
    await ui.press(KEY.tab);
    const pane = await ui.shows('Impossibile caricare le conversazioni');
    expect(pane).not.toContain('Nessuna conversazione');
  });

  it('a conversation list that failed to load says so, and loads again on r', async () => {
    sidebarFails = 2;
    sidebar = [
      {
        session_id: 's-1',
        title: 'Minimi metalmeccanici',
        agent_name: 'calcolo',
        updated_at: '2025-03-01T08:00:00Z',
      },
    ];
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.press(KEY.tab);
    expect(await ui.shows('Impossibile caricare le conversazioni: premi r per riprovare')).not.toContain(
      'Nessuna conversazione',
    );
    await ui.press('r');
    await ui.shows('Minimi metalmeccanici');
  });

  it('trial ended: exhausted credit (402) opens the modal that cannot be closed', async () => {
    agent = (res) => sendJson(res, 402, { message: 'Crediti non disponibili' });
    const exits: number[] = [];
    const ui = start({ onExit: (code) => exits.push(code) });
    await ui.shows('Scrivi una domanda');
    await ui.type('Quante ferie?');
    await ui.press(KEY.enter);
    const screen = await ui.shows('Hai terminato il tuo periodo di prova.');
    expect(screen).toContain('Vuoi abbonarti per continuare ad utilizzare Assistente CCNL?');
    expect(screen).toContain('[ Contatta un agente ]');
    expect(screen).toContain('https://vendite.example.it/contatti');
    expect(screen).toMatchSnapshot();
    await ui.press(KEY.esc, alt('a'), KEY.tab);
    expect(ui.frame()).toContain('Hai terminato il tuo periodo di prova.');
    await ui.press(KEY.ctrlC, KEY.ctrlC);
    expect(exits).toEqual([4]);
  });

  it('trial ended: an Iterazioni user whose credit is spent sees it at once', async () => {
    credit = { status: 200, available: 0 };
    const ui = start({ tier: 'IterazioniCCNLPIU-IA' });
    expect(await ui.shows('Hai terminato il tuo periodo di prova.')).toContain('Crediti: 0');
  });

  it('Iterazioni with credit shows the balance in the status line', async () => {
    credit = { status: 200, available: 5 };
    const ui = start({ tier: 'IterazioniCCNLPIU-IA' });
    expect(await ui.shows('Crediti: 5')).not.toContain('Hai terminato');
  });
});

describe('the agreement and parameter pickers', () => {
  it('calcolo: title by mode, search with count, check marks, the limit of 1 and Conferma', async () => {
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.press(alt('a'));
    const switcher = await ui.shows('Scegli la modalità');
    expect(switcher).toMatchSnapshot('agent switcher');
    let release!: () => void;
    categoriesHeld = new Promise((resolve) => {
      release = resolve;
    });
    await ui.press(KEY.down, KEY.down, KEY.down, KEY.enter);
    // The list is held by the server: the picker is seen in the state the snapshot names.
    const opened = await ui.shows('Caricamento…');
    expect(opened).toContain('Calcola retribuzione');
    expect(opened).toContain('Puoi selezionare qui uno o più Contratti Collettivi Nazionali del');
    expect(opened).toContain('(CCNL).');
    expect(opened).toMatchSnapshot('picker loading');
    expect(opened).toContain('Cerca..');
    release();
    expect(await ui.shows('Risultati di ricerca: 4')).toMatchSnapshot('picker open');
    await ui.type('ccnl m');
    await ui.shows('Risultati di ricerca: 2');
    await ui.press(KEY.tab);
    await ui.shows('✔ CCNL Metalmeccanici industria');
    await ui.press(KEY.down, KEY.tab);
    // At the limit of 1, choosing another agreement replaces the chosen one.
    const replaced = await ui.shows('✔ CCNL Multiservizi');
    expect(replaced).not.toContain('✔ CCNL Metalmeccanici industria');
    expect(replaced).toContain('sceglierne un altro sostituisce quello scelto');
    expect(replaced).toMatchSnapshot('picker with search at the limit');
    await ui.press(KEY.enter);
    const confirmed = await ui.shows('Categoria aggiunta con successo — CCNL Multiservizi');
    expect(confirmed).toContain('Agente: Calcola retribuzione │ CCNL: CCNL Multiservizi');
  });

  it('inquadra: Conferma needs one agreement; Chiudi with none returns to the general agent', async () => {
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.press(alt('a'), KEY.down, KEY.enter);
    await ui.shows('Inquadra mansione');
    await ui.shows('Risultati di ricerca: 4');
    await ui.press(KEY.enter);
    expect(await ui.shows('Seleziona almeno 1 voce per confermare')).toMatchSnapshot();
    await ui.press(KEY.esc);
    await ui.until((screen) => !screen.includes('Risultati di ricerca'), 'the picker closed');
    expect(ui.frame()).toContain('Agente: Domande generali │ CCNL: nessuno');
  });

  it('parameters: their own title and text', async () => {
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.press(alt('p'));
    const screen = await ui.shows('Risultati di ricerca: 3');
    expect(screen).toContain('Seleziona parametri');
    expect(screen).toContain('Seleziona uno o più parametri presenti nella lista sotto');
    await ui.press(KEY.down, KEY.tab, KEY.enter);
    expect(await ui.shows('Parametri: Ferie')).toContain('✔ Success — Operazione completata con successo');
  });
});

describe('the prompt', () => {
  it('edits like readline, keeps questions across sessions, and takes several rows', async () => {
    const file = join(dir, 'history.jsonl');
    writeFileSync(file, `${JSON.stringify('Domanda di ieri')}\n`);
    const ui = start({ history: openHistory(file) });
    await ui.shows('Scrivi una domanda');
    await ui.type('ferie');
    await ui.press('\x1b[D', '\x1b[D', 'X');
    await ui.shows('› ferX█ie');
    await ui.press(ctrl('a'), 'Q');
    await ui.shows('› Q█ferXie');
    await ui.press(ctrl('k'));
    expect(await ui.until((screen) => !screen.includes('ferXie'), 'the rest of the line killed')).toContain(
      '› Q█',
    );
    await ui.press(ctrl('e'));
    await ui.type(' ore ');
    await ui.press(ctrl('w'));
    await ui.shows('› Q █');
    await ui.press('\x1b[H', alt('f'), alt('f'));
    await ui.press(ctrl('u'));
    await ui.until((screen) => screen.includes('Scrivi una domanda'), 'the prompt emptied');
    await ui.press(KEY.up);
    await ui.shows('› Domanda di ieri█');
    await ui.press(KEY.down);
    await ui.shows('Scrivi una domanda');
    // A trailing backslash and Alt-Enter both start a new row; Enter sends the rows together.
    await ui.type('Prima riga\\');
    await ui.press(KEY.enter);
    await ui.type('seconda');
    await ui.press('\x1b\r');
    await ui.type('terza');
    await ui.shows('› Prima riga\n  seconda\n  terza█');
    await ui.press(KEY.enter);
    await ui.shows('Riferimenti');
    const asked = server.requests.find((r) => r.url === '/main-agent');
    expect(JSON.parse(asked?.body ?? '{}').message).toBe('Prima riga\nseconda\nterza');
    expect(
      readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((row) => JSON.parse(row)),
    ).toEqual(['Domanda di ieri', 'Prima riga\nseconda\nterza']);
    // A new session reads what the last one kept: ↑ gives the newest question first.
    cleanup();
    const next = start({ history: openHistory(file) });
    await next.shows('Scrivi una domanda');
    await next.press(KEY.up);
    await next.shows('› Prima riga\n  seconda\n  terza█');
    await next.press(KEY.up, KEY.up, KEY.up);
    await next.shows('› Domanda di ieri█');
  });
});

describe('conversations, attachments and the key map', () => {
  it('lists recent conversations, loads one, deletes one with confirmation and a toast', async () => {
    sidebar = [
      {
        session_id: 's-2',
        title: 'Preavviso nel commercio',
        agent_name: 'main-agent',
        updated_at: '2025-03-02T09:30:00Z',
      },
      {
        session_id: 's-1',
        title: 'Minimi metalmeccanici',
        agent_name: 'calcolo',
        updated_at: '2025-03-01T08:00:00Z',
      },
    ];
    history.set('s-1', [
      { session_id: 's-1', message: '2', role: 'categories', timestamp: 't', agent_name: 'calcolo' },
      {
        session_id: 's-1',
        message: 'Minimo del 5° livello?',
        role: 'user',
        timestamp: 't',
        agent_name: 'calcolo',
      },
      {
        session_id: 's-1',
        message: 'Il minimo è **1.850,00 €**.',
        role: 'assistant',
        timestamp: 't',
        agent_name: 'calcolo',
      },
    ]);
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.press(KEY.tab);
    expect(await ui.shows('Minimi metalmeccanici')).toMatchSnapshot('pane');
    await ui.press(KEY.down, KEY.enter);
    await ui.shows('Il minimo è 1.850,00 €.');
    // The agent and the agreement come back with the conversation.
    await ui.shows('Agente: Calcola retribuzione │ CCNL: CCNL Metalmeccanici industria');
    await ui.press(KEY.tab, KEY.up, 'd');
    expect(await ui.shows('Eliminare la conversazione «Preavviso nel commercio»? (s/n)')).toMatchSnapshot(
      'confirm',
    );
    await ui.press('s');
    await ui.shows('✔ Conversazione eliminata con successo');
    // The sidebar is refreshed after the delete: the conversation is gone from the pane.
    const deleted = await ui.until(
      (screen) => !screen.includes('Preavviso nel commercio'),
      'the refreshed pane',
    );
    expect(deleted).toContain('Minimi metalmeccanici');
  });

  it('sets a payslip field with Alt-M (or /busta) and shows the recomputed answer', async () => {
    sidebar = [
      {
        session_id: 's-1',
        title: 'Netto in busta',
        agent_name: 'calcolo',
        updated_at: '2025-03-01T08:00:00Z',
      },
    ];
    history.set('s-1', [
      { session_id: 's-1', message: '1', role: 'categories', timestamp: 't', agent_name: 'calcolo' },
      {
        session_id: 's-1',
        message: 'Netto con RAL 28.000?',
        role: 'user',
        timestamp: 't',
        agent_name: 'calcolo',
      },
      {
        session_id: 's-1',
        message: 'Mi serve il livello di inquadramento per il calcolo.',
        role: 'assistant',
        timestamp: 't',
        agent_name: 'calcolo',
        calcola_field: 'livello',
      } as StoredMessage,
    ]);
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.press(KEY.tab);
    await ui.shows('Netto in busta');
    await ui.press(KEY.enter);
    await ui.shows('Mi serve il livello di inquadramento');
    // Alt-M readies the command for the field the answer asks for.
    await ui.press(alt('m'));
    await ui.shows('› /busta livello █');
    await ui.type('4');
    await ui.press(KEY.enter);
    await ui.shows('Con il livello 4 il netto è 1.520,00 €.');
    expect(payslip).toEqual([{ session_id: 's-1', calcola_field: 'livello', value: '4' }]);
    // The last question asked again in modify mode, in the same conversation.
    expect(calcolo).toMatchObject([{ message: 'Netto con RAL 28.000?', session_id: 's-1', modifying: true }]);
    // A field the backend refuses: its Italian reason, nothing recomputed.
    await ui.type('/busta stipendio 3');
    await ui.press(KEY.enter);
    await ui.shows('✖ Errore 400: Richiesta non valida: calcola_field: campo sconosciuto');
    expect(calcolo).toHaveLength(1);
  });

  it("attaches files with core's validation texts, lists and removes them", async () => {
    const file = join(dir, 'contratto.txt');
    writeFileSync(file, 'testo del contratto');
    const ui = start();
    await ui.shows('Scrivi una domanda');
    await ui.type(`/allega ${file}`);
    await ui.press(KEY.enter);
    expect(await ui.shows('Allegati: contratto.txt')).toContain('✔ File caricato con successo');
    await ui.type(`/allega ${file}`);
    await ui.press(KEY.enter);
    // The first upload's toast lives 5 s and may be gone on a busy machine: the screen is compared without it.
    const duplicate = await ui.shows('✖ Alcuni file sono già stati caricati');
    expect(duplicate.replace(/^✔ File caricato con successo\n/, '')).toMatchSnapshot();
    await ui.type('/allegati');
    await ui.press(KEY.enter);
    expect(await ui.shows('1. contratto.txt')).toContain('Allegati');
    await ui.press(KEY.esc);
    await ui.type('/rimuovi 1');
    await ui.press(KEY.enter);
    await ui.until((screen) => !screen.includes('Allegati: contratto.txt'), 'the attachment removed');
  });

  it('shows the key map on ?, copies honestly, exports to Word, and exits on a second Ctrl-C', async () => {
    const exits: number[] = [];
    const ui = start({ onExit: (code) => exits.push(code), copy: async () => 'terminal' });
    await ui.shows('Scrivi una domanda');
    await ui.press('?');
    // At 80×24 the map is taller than the screen: it scrolls, its top rows stay in view.
    const map = await ui.shows('Tasti e comandi');
    expect(map.split('\n').length).toBeLessThanOrEqual(24);
    expect(map).toContain('Invio ');
    expect(map).toMatch(/righe 1–\d+ di \d+: ↑\/↓ per scorrere/);
    expect(map).toMatchSnapshot('key map');
    await ui.press(KEY.down, KEY.down);
    const scrolled = await ui.shows('righe 3–');
    expect(scrolled).not.toContain('invia la domanda');
    expect(scrolled.split('\n').length).toBeLessThanOrEqual(24);
    await ui.press(KEY.esc);
    await ui.until((screen) => !screen.includes('Tasti e comandi'), 'the key map closed');
    await ui.press(alt('c'));
    await ui.shows('Nessuna risposta da copiare');
    await ui.type('Quante ferie?');
    await ui.press(KEY.enter);
    await ui.shows('Domande correlate');
    await ui.press(alt('c'));
    await ui.shows('Testo inviato agli appunti del terminale (OSC 52)');
    const file = join(dir, 'risposta.docx');
    await ui.type(`/esporta ${file}`);
    await ui.press(KEY.enter);
    await ui.shows(`Documento Word salvato in ${file}`);
    expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
    await ui.press(KEY.ctrlC);
    await ui.shows('Premi di nuovo Ctrl-C per uscire');
    await ui.press(KEY.ctrlC);
    expect(exits).toEqual([0]);
  });
});
