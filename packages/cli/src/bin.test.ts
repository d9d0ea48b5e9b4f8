import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ContractServer, sendJson, startContractServer } from '@ccnl/core/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cliEnv, fakeJwt, runCli, startCli } from './test-utils.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ccnl-bin-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => cliEnv({ CCNL_CONFIG_DIR: dir, ...extra });
const token = fakeJwt('u-42');

/** A port on 127.0.0.1 with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A server that accepts every request and never answers it, except a new session and the agent's answer:
 * its headers and a first sentence, then silence. With `answers` false it never answers anything. It stands for a backend stuck behind a proxy.
 */
async function startSilentServer(answers = true): Promise<{ url: string; close: () => Promise<void> }> {
  const { createServer: createHttpServer } = await import('node:http');
  const held: import('node:http').ServerResponse[] = [];
  const server = createHttpServer((req, res) => {
    held.push(res);
    if (!answers) return;
    if (req.url?.startsWith('/create-empty-session/')) {
      sendJson(res, 200, { session_id: 'sess-silent' });
    } else if (req.url?.startsWith('/main-agent')) {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.write('Il periodo di prova dura');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      for (const res of held) res.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Recent conversations of the contract server: two share the start of their ids. */
const RECENT = [
  {
    session_id: 'aaaa1111-0000-4000-8000-000000000001',
    title: 'Ferie nel commercio',
    agent_name: 'main-agent',
    updated_at: '2026-11-20T10:00:00Z',
  },
  {
    session_id: 'bbbb2222-0000-4000-8000-000000000002',
    title: 'Preavviso del metalmeccanico',
    agent_name: 'main-agent',
    updated_at: '2026-11-19T10:00:00Z',
  },
  {
    session_id: 'aaaa3333-0000-4000-8000-000000000003',
    title: 'Tredici mensilità',
    agent_name: 'main-agent',
    updated_at: '2026-11-18T10:00:00Z',
  },
];

describe('ccnl (built)', () => {
  it('--version prints the package version', async () => {
    for (const flag of ['--version', '-V']) {
      const run = await runCli([flag], env());
      expect(run).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
    }
  });

  it('--help is Italian and documents the exit codes', async () => {
    const run = await runCli(['--help'], env());
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Uso: ccnl \[opzioni\] \[comando\]/);
    for (const heading of ['Opzioni:', 'Comandi:', 'Esempi:', 'Codici di uscita:']) {
      expect(run.stdout).toContain(heading);
    }
    expect(run.stdout).not.toMatch(/Usage:|Options:|Commands:|display help/);
    for (const line of [
      /^ {2}0 +tutto bene$/m,
      /^ {2}1 +errore inatteso$/m,
      /^ {2}2 +uso non corretto$/m,
      /^ {2}3 +accesso non effettuato o sessione scaduta$/m,
      /^ {2}4 +accesso negato o crediti esauriti \(periodo di prova terminato\)$/m,
      /^ {2}5 +server irraggiungibile, errore di rete o tempo di attesa scaduto$/m,
      /^ {2}130 +operazione interrotta \(Ctrl-C\)$/m,
    ]) {
      expect(run.stdout).toMatch(line);
    }
  });

  it('every command has Italian help with examples and the exit codes', async () => {
    for (const command of [
      'login',
      'whoami',
      'chat',
      'ask',
      'batch',
      'conversations',
      'categories',
      'params',
      'credit',
      'export',
      'config',
    ]) {
      const run = await runCli([command, '--help'], env());
      expect(run.code, command).toBe(0);
      expect(run.stdout, command).toMatch(new RegExp(`^Uso: ccnl ${command}[ |]`));
      expect(run.stdout, command).toContain('Esempi:\n  $ ccnl ');
      expect(run.stdout, command).toContain('130  operazione interrotta (Ctrl-C)');
      expect(run.stdout, command).not.toMatch(/Usage:|Options:|display help/);
    }
    expect((await runCli(['ask', '--help'], env())).stdout).toContain('--format <formato>');
  });

  it('the headless paths never load Ink: only the interactive chat imports it', () => {
    const dist = fileURLToPath(new URL('../dist/', import.meta.url));
    const files = readdirSync(dist).filter((file) => file.endsWith('.js'));
    const staticImports = (file: string) =>
      [
        ...readFileSync(join(dist, file), 'utf8').matchAll(
          /^(?:import|export)\b[^;]*?from\s*"\.\/([^"]+)"/gms,
        ),
      ].map((match) => match[1] ?? '');
    const closure = (file: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(file)) return seen;
      seen.add(file);
      for (const next of staticImports(file)) closure(next, seen);
      return seen;
    };
    const withInk = files.filter((file) => readFileSync(join(dist, file), 'utf8').includes('ink-root'));
    expect(withInk.length).toBeGreaterThan(0);
    for (const entry of files.filter((file) =>
      /^(bin|program|ask|batch|chat|export|conversations|catalog|credit|auth|config)-?/.test(file),
    )) {
      if (entry === 'chat-app.js') continue;
      for (const loaded of closure(entry)) expect(withInk, `${entry} loads ${loaded}`).not.toContain(loaded);
    }
  });

  it('wrong usage exits 2 with one Italian line', async () => {
    const run = await runCli(['aks'], env());
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Comando sconosciuto: aks (forse intendevi ask?) — vedi `ccnl --help`\n',
    });
    expect((await runCli(['ask', '--agent', 'giudice', 'ciao'], env({ CCNL_TOKEN: token }))).stderr).toBe(
      "Agente sconosciuto: 'giudice' (ammessi: main, inquadra, confronta, calcolo)\n",
    );
  });

  it('ask with the server down exits 5 with exactly one line and no stack trace', async () => {
    const port = await closedPort();
    const run = await runCli(
      ['ask', 'Quanto dura il periodo di prova?'],
      env({ CCNL_API_URL: `http://127.0.0.1:${port}/`, CCNL_TOKEN: token }),
    );
    expect(run.code).toBe(5);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toEqual([
      `Impossibile raggiungere il server http://127.0.0.1:${port}/: connessione rifiutata (ECONNREFUSED)`,
      '',
    ]);
  });

  it('ask against a server that accepts and never answers gives up after --connect-timeout: exit 5, one Italian line', async () => {
    const silent = await startSilentServer(false);
    try {
      const run = await runCli(
        ['ask', '--connect-timeout', '0.5', 'Quanto dura il periodo di prova?'],
        env({ CCNL_API_URL: silent.url, CCNL_TOKEN: token }),
      );
      expect(run.code).toBe(5);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `Il server ${silent.url} non ha risposto entro 0.5 s: riprova più tardi, o aumenta l'attesa con --connect-timeout o \`ccnl config set connectTimeout\`\n`,
      );
    } finally {
      await silent.close();
    }
  });

  it('a stream that falls silent ends after the stream timeout from the settings file, keeping what arrived', async () => {
    const silent = await startSilentServer();
    try {
      expect((await runCli(['config', 'set', 'streamTimeout', '0.5'], env())).code).toBe(0);
      const run = await runCli(
        ['ask', 'Quanto dura il periodo di prova?'],
        env({ CCNL_API_URL: silent.url, CCNL_TOKEN: token }),
      );
      expect(run.code).toBe(5);
      expect(run.stdout).toContain('Il periodo di prova');
      expect(run.stderr).toContain(
        `La risposta del server ${silent.url} si è interrotta: nessun dato per 0.5 s.`,
      );
    } finally {
      await silent.close();
    }
  });

  it('a timeout that is not a positive number is a usage error (exit 2), from a flag or config set', async () => {
    const flag = await runCli(['ask', '--stream-timeout', 'mai', 'Ferie?'], env({ CCNL_TOKEN: token }));
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain(
      'Valore non valido per --stream-timeout: serve un numero di secondi maggiore di zero',
    );
    const set = await runCli(['config', 'set', 'connectTimeout', '-3'], env());
    expect(set.code).toBe(2);
    expect(set.stderr).toContain('Valore non valido per connectTimeout');
    const get = await runCli(['config', 'get', 'connectTimeout'], env());
    expect(get).toMatchObject({ code: 0, stdout: '30\n' });
  });

  it('ask --docx into a folder that does not exist fails before the question is sent (exit 2)', async () => {
    // Nothing listens on the server's port: reaching it would exit 5, so exit 2 proves nothing was sent.
    const port = await closedPort();
    const run = await runCli(
      ['ask', '--docx', '/no/dir/x.docx', 'Quanto dura il periodo di prova?'],
      env({ CCNL_API_URL: `http://127.0.0.1:${port}/`, CCNL_TOKEN: token }),
    );
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'Impossibile scrivere in /no/dir/x.docx: la cartella /no/dir non esiste (nessuna domanda inviata)\n',
    });
    const intoFolder = await runCli(
      ['ask', '--docx', dir, 'Ferie?'],
      env({ CCNL_API_URL: `http://127.0.0.1:${port}/`, CCNL_TOKEN: token }),
    );
    expect(intoFolder.code).toBe(2);
    expect(intoFolder.stderr).toContain('è una cartella, serve il nome di un file');
  });

  it('plain chat (no commander on that path) without a session exits 3 like every command', async () => {
    const run = await runCli(['chat'], env(), '');
    expect(run).toEqual({ code: 3, stdout: '', stderr: 'Accesso non effettuato: esegui `ccnl login`\n' });
  });

  it('ask without a session exits 3', async () => {
    const run = await runCli(['ask', 'Quanto dura il periodo di prova?'], env());
    expect(run).toEqual({ code: 3, stdout: '', stderr: 'Accesso non effettuato: esegui `ccnl login`\n' });
  });

  it('config set refuses a bad value and config get/path show the settings', async () => {
    const bad = await runCli(['config', 'set', 'apiUrl', 'ottomila'], env());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('Valore non valido per apiUrl: serve un URL, es. http://127.0.0.1:8787/\n');
    expect((await runCli(['config', 'set', 'apiUrl', 'http://127.0.0.1:9999/'], env())).code).toBe(0);
    expect(await runCli(['config', 'get', 'apiUrl'], env())).toEqual({
      code: 0,
      stdout: 'http://127.0.0.1:9999/\n',
      stderr: '',
    });
    expect(
      (await runCli(['config', 'get', 'apiUrl'], env({ CCNL_API_URL: 'http://127.0.0.1:1/' }))).stdout,
    ).toBe('http://127.0.0.1:1/\n');
    const path = (await runCli(['config', 'path'], env())).stdout.trim();
    expect(path).toBe(join(dir, 'config.json'));
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});

describe('ccnl against the assistant API contract', () => {
  let server: ContractServer;
  /** Per-test behaviour of the agent route. */
  let agent: (res: import('node:http').ServerResponse, req: import('node:http').IncomingMessage) => unknown;
  const signAuth = {
    ticketSso: 'demo-full',
    jwt: token,
    profile: { userId: 'u-42', name: 'Mario Rossi', email: 'mario@example.com' },
    roles: [{ pos: 'FULLCCNLPIU-IA' }],
  };
  let graphql: unknown;
  /** The balance the credit route answers (core's credit lookup shape). */
  let credit = 3;
  const creditData = {
    CRMID: 'CRM-1',
    customerType: 'CLIENTE',
    idProduct: 'CCNLPIU-IA',
    availableCredit: 3,
    totalConsumed: 2,
    totalPurchased: 5,
    measurementUnit: 'ITERAZIONI',
  };

  beforeAll(async () => {
    const agentRoute = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) =>
      agent(res, req);
    server = await startContractServer({
      'POST /graphql': (_req, res) => sendJson(res, 200, graphql),
      'POST /create-empty-session/*': (_req, res) => sendJson(res, 200, { session_id: 's-new' }),
      'GET /get-latest-session/u-42': (_req, res) =>
        sendJson(res, 200, { session_id: RECENT[0]?.session_id }),
      'GET /recent-conversations/u-42': (_req, res) => sendJson(res, 200, RECENT),
      'POST /main-agent': agentRoute,
      'POST /calcola-agent': agentRoute,
      'GET /api/credit': (req, res) =>
        req.headers.authorization === `Bearer ${token}`
          ? sendJson(res, 200, { data: { ...creditData, availableCredit: credit } })
          : sendJson(res, 401, { message: 'no' }),
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    graphql = { data: { signAuth } };
  });

  const apiEnv = (extra: Record<string, string> = {}) =>
    env({
      CCNL_API_URL: server.url,
      CCNL_GQL_ENDPOINT: `${server.url}graphql`,
      CCNL_CREDIT_URL: server.url,
      ...extra,
    });

  it('credit and whoami show the Iterazioni balance; spent credit exits 4 with the trial-ended line', async () => {
    graphql = { data: { signAuth: { ...signAuth, roles: [{ pos: 'IterazioniCCNLPIU-IA' }] } } };
    expect((await runCli(['login', '-t', 'demo-iterazioni'], apiEnv())).code).toBe(0);
    credit = 3;
    expect(await runCli(['credit'], apiEnv())).toEqual({
      code: 0,
      stdout: 'Credito disponibile: 3 ITERAZIONI\nConsumato: 2\nAcquistato: 5\n',
      stderr: '',
    });
    expect((await runCli(['whoami'], apiEnv())).stdout).toBe(
      'Utente: Mario Rossi (u-42)\nAbbonamento: IterazioniCCNLPIU-IA\nSessione valida fino a: 1° gennaio 2100\nCredito: 3 ITERAZIONI\n',
    );
    expect(JSON.parse((await runCli(['credit', '--json'], apiEnv())).stdout)).toEqual({
      tier: 'IterazioniCCNLPIU-IA',
      metered: true,
      exhausted: false,
      ...creditData,
      availableCredit: 3,
    });
    credit = 0;
    const spent = await runCli(['credit'], apiEnv({ CCNL_SALES_FORM_URL: 'https://vendite.example.it/' }));
    expect(spent.code).toBe(4);
    expect(spent.stderr).toBe(
      'Hai terminato il tuo periodo di prova. Vuoi abbonarti per continuare ad utilizzare Assistente CCNL? Contatta un agente: https://vendite.example.it/\n',
    );
    // The credit server unreachable: whoami still answers, and says why the balance is missing.
    const port = await closedPort();
    const down = await runCli(['whoami'], apiEnv({ CCNL_CREDIT_URL: `http://127.0.0.1:${port}/` }));
    expect(down.code).toBe(0);
    expect(down.stdout).toContain(
      `\nCredito: non disponibile (Impossibile raggiungere il server http://127.0.0.1:${port}/: connessione rifiutata (ECONNREFUSED))\n`,
    );
    graphql = { data: { signAuth } };
    expect((await runCli(['login', '-t', 'demo-full'], apiEnv())).code).toBe(0);
    expect(await runCli(['credit'], apiEnv())).toEqual({
      code: 0,
      stdout: '',
      stderr: "L'abbonamento FULLCCNLPIU-IA non usa crediti\n",
    });
    // A script gets an object for every tier.
    expect(await runCli(['credit', '--json'], apiEnv())).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ tier: 'FULLCCNLPIU-IA', metered: false }, null, 2)}\n`,
      stderr: '',
    });
  });

  it('ask -c continues the last conversation; --session and conversations take a unique id prefix; list --search', async () => {
    agent = (res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('Sì.');
    const asked = () =>
      server.requests.filter((r) => r.url === '/main-agent').map((r) => JSON.parse(r.body).session_id);
    const continued = await runCli(['ask', '-c', 'E per i festivi?'], apiEnv({ CCNL_TOKEN: token }));
    expect(continued.code, continued.stderr).toBe(0);
    expect(asked()).toEqual([RECENT[0]?.session_id]);
    // No "new conversation" line: the question went to an existing one.
    expect(continued.stderr).toBe('');

    const byPrefix = await runCli(
      ['ask', '--session', 'bbbb', 'E il preavviso?'],
      apiEnv({ CCNL_TOKEN: token }),
    );
    expect(byPrefix.code, byPrefix.stderr).toBe(0);
    expect(asked().at(-1)).toBe(RECENT[1]?.session_id);

    const ambiguous = await runCli(['ask', '-s', 'aaaa', 'Domanda'], apiEnv({ CCNL_TOKEN: token }));
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toContain("L'inizio di id 'aaaa' indica più conversazioni");
    expect(ambiguous.stderr).toContain(`${RECENT[0]?.session_id}  Ferie nel commercio`);
    expect(asked()).toHaveLength(2);

    const both = await runCli(['ask', '-c', '-s', 'bbbb', 'Domanda'], apiEnv({ CCNL_TOKEN: token }));
    expect(both).toMatchObject({ code: 2, stderr: 'Usa --continue oppure --session, non entrambi\n' });

    const found = await runCli(
      ['conversations', 'list', '--search', 'PREAVVISO'],
      apiEnv({ CCNL_TOKEN: token }),
    );
    expect(found.code).toBe(0);
    expect(found.stdout).toContain('Preavviso del metalmeccanico');
    expect(found.stdout).not.toContain('Ferie nel commercio');
    const none = await runCli(
      ['conversations', 'list', '--search', 'tredicesima'],
      apiEnv({ CCNL_TOKEN: token }),
    );
    expect(none).toMatchObject({
      code: 0,
      stdout: '',
      stderr: "Nessuna conversazione contiene 'tredicesima'\n",
    });
  });

  it('ndjson reports a failure as its last event too', async () => {
    agent = (res) => sendJson(res, 402, { message: 'Crediti non disponibili' });
    const run = await runCli(
      ['ask', '--format', 'ndjson', '-s', 's-1', 'Domanda'],
      apiEnv({ CCNL_TOKEN: token }),
    );
    expect(run.code).toBe(4);
    const events = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events).toEqual([
      { type: 'session', session_id: 's-1', agent: 'main-agent' },
      expect.objectContaining({ type: 'error', code: 'API_ERROR', exitCode: 4 }),
    ]);
    expect(run.stderr.split('\n')).toHaveLength(2);
  });

  it('ask streams the answer to stdout as it arrives, multi-byte characters intact', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    agent = async (res) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.write('Il periodo di prova ');
      await released;
      // "è" is 0xC3 0xA8: its two bytes arrive in different chunks.
      const rest = Buffer.from('è di 30 giorni — così dice l’art. 5.', 'utf8');
      res.write(rest.subarray(0, 1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      res.end(rest.subarray(1));
    };
    const cli = startCli(['ask', 'Quanto', 'dura', 'la', 'prova?'], apiEnv({ CCNL_TOKEN: token }));
    // The first chunk is on stdout while the server still holds the rest: nothing is buffered.
    await cli.output('Il periodo di prova ');
    release();
    const run = await cli.done;
    expect(run.stdout).toBe('Il periodo di prova è di 30 giorni — così dice l’art. 5.\n');
    expect(run.stderr).toBe('Conversazione s-new: per continuarla usa --session s-new\n');
    expect(run.code).toBe(0);

    const [create, post] = server.requests;
    expect(create?.url).toBe('/create-empty-session/u-42');
    expect(post?.headers.authorization).toBe(`Bearer ${token}`);
    expect(JSON.parse(post?.body ?? '')).toEqual({
      message: 'Quanto dura la prova?',
      user_id: 'u-42',
      session_id: 's-new',
      agent_name: 'main-agent',
      categories: [],
      vector_store_id: null,
      model: null,
      perimetri_lavoro: [],
      modifying: false,
    });
  });

  it('ask reads the question from stdin and continues a session with the chosen agent', async () => {
    agent = (res) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end('Retribuzione lorda: 1.850,00 €\n');
    const run = await runCli(
      ['ask', '--agent', 'calcolo', '--session', 's-7'],
      apiEnv({ CCNL_TOKEN: token }),
      'Quanto guadagna un 4° livello?\n',
    );
    expect(run).toEqual({ code: 0, stdout: 'Retribuzione lorda: 1.850,00 €\n', stderr: '' });
    // 's-7' is not a whole id: it is looked up among the recent conversations first (none starts so).
    const agentCalls = server.requests.filter((request) => request.url === '/calcola-agent');
    expect(agentCalls).toHaveLength(1);
    expect(JSON.parse(agentCalls[0]?.body ?? '')).toMatchObject({
      message: 'Quanto guadagna un 4° livello?',
      session_id: 's-7',
      agent_name: 'calcolo',
    });
  });

  it.each([
    [401, 3, 'Sessione scaduta o non valida: esegui `ccnl login`'],
    [
      402,
      4,
      'Crediti non disponibili — Hai terminato il tuo periodo di prova. Vuoi abbonarti per continuare ad utilizzare Assistente CCNL? Contatta un agente: https://www.example.com/contatta-un-agente',
    ],
    [403, 4, "Il profilo non ha un abbonamento che dia accesso all'assistente (Permessi insufficienti)"],
    [404, 2, 'Conversazione non trovata: s-1'],
  ])('ask answered %i exits %i', async (status, code, line) => {
    agent = (res) => sendJson(res, status, { message: 'no' });
    const run = await runCli(['ask', '-s', 's-1', 'Domanda'], apiEnv({ CCNL_TOKEN: token }));
    expect(run).toEqual({ code, stdout: '', stderr: `${line}\n` });
  });

  it('Ctrl-C stops the stream, says so on stderr and exits 130', async () => {
    let disconnected!: () => void;
    const serverSawClose = new Promise<void>((resolve) => {
      disconnected = resolve;
    });
    agent = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('Prima parte');
      res.on('close', disconnected);
    };
    const cli = startCli(['ask', '-s', 's-1', 'Domanda lunga'], apiEnv({ CCNL_TOKEN: token }));
    await cli.output('Prima parte');
    cli.child.kill('SIGINT');
    const run = await cli.done;
    expect(run).toEqual({ code: 130, stdout: 'Prima parte\n', stderr: '[Generazione interrotta]\n' });
    await serverSawClose;
  });

  it('a closed stdout (| head) stops the stream and ends quietly with exit 0', async () => {
    let streamed = { lines: 0, completed: false };
    agent = async (res) => {
      streamed = { lines: 0, completed: false };
      res.writeHead(200, { 'content-type': 'text/plain' });
      // Far longer than the test: only a client that hangs up ends it early.
      for (; streamed.lines < 1000 && !res.destroyed; streamed.lines++) {
        res.write(`riga ${streamed.lines}\n`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      streamed.completed = !res.destroyed;
      res.end();
    };
    const cli = startCli(['ask', '-s', 's-1', 'Domanda'], apiEnv({ CCNL_TOKEN: token }));
    await cli.output('riga 0');
    cli.child.stdout.destroy();
    const run = await cli.done;
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(streamed.completed).toBe(false);
  });

  it('login stores the session without the ticket; whoami shows it; logout clears it', async () => {
    const login = await runCli(['login', '--ticket', 'demo-full'], apiEnv());
    expect(login).toEqual({
      code: 0,
      stdout: '',
      stderr: 'Accesso effettuato come Mario Rossi (FULLCCNLPIU-IA)\n',
    });
    const body = JSON.parse(server.requests[0]?.body ?? '');
    expect(body.variables).toMatchObject({ ticketSso: 'demo-full', product: 20 });
    expect(body.query).toContain('signAuth');

    const file = join(dir, 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = readFileSync(file, 'utf8');
    expect(JSON.parse(stored).session).toEqual({
      token,
      userId: 'u-42',
      name: 'Mario Rossi',
      roles: ['FULLCCNLPIU-IA'],
    });
    expect(stored).not.toContain('demo-full');

    expect(await runCli(['whoami'], apiEnv())).toEqual({
      code: 0,
      stdout:
        'Utente: Mario Rossi (u-42)\nAbbonamento: FULLCCNLPIU-IA\nSessione valida fino a: 1° gennaio 2100\n',
      stderr: '',
    });
    const json = await runCli(['whoami', '--json'], apiEnv());
    expect(JSON.parse(json.stdout)).toEqual({
      userId: 'u-42',
      name: 'Mario Rossi',
      tier: 'FULLCCNLPIU-IA',
      source: 'file',
      expiresAt: '2100-01-01T00:00:00.000Z',
    });
    expect(await runCli(['logout'], apiEnv())).toEqual({ code: 0, stdout: '', stderr: 'Sessione chiusa\n' });
    expect((await runCli(['whoami'], apiEnv())).code).toBe(3);
  });

  it('whoami exits 3 on an expired session, before any request', async () => {
    const expired = await runCli(['whoami'], apiEnv({ CCNL_TOKEN: fakeJwt('u-42', 1_600_000_000) }));
    expect(expired).toEqual({
      code: 3,
      stdout: '',
      stderr: 'Sessione scaduta o non valida: esegui `ccnl login`\n',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('login reads the ticket from a pipe, first line only, and never prints it', async () => {
    const run = await runCli(['login'], apiEnv(), 'demo-full\naltro\n');
    expect(run).toEqual({
      code: 0,
      stdout: '',
      stderr: 'Accesso effettuato come Mario Rossi (FULLCCNLPIU-IA)\n',
    });
    expect(JSON.parse(server.requests[0]?.body ?? '').variables.ticketSso).toBe('demo-full');
    const empty = await runCli(['login'], apiEnv(), '\n');
    expect(empty.code).toBe(2);
  });

  it('login takes the ticket from CCNL_TICKET, and a refused ticket exits 3', async () => {
    graphql = { data: null, errors: [{ message: 'Ticket SSO non valido' }] };
    const run = await runCli(['login'], apiEnv({ CCNL_TICKET: 'sbagliato' }));
    expect(run).toEqual({ code: 3, stdout: '', stderr: 'Accesso non riuscito: Ticket SSO non valido\n' });
    expect(JSON.parse(server.requests[0]?.body ?? '').variables.ticketSso).toBe('sbagliato');
  });

  it('login with a profile without a tier exits 4', async () => {
    graphql = { data: { signAuth: { ...signAuth, roles: [] } } };
    const run = await runCli(['login', '-t', 'demo-senza-accesso'], apiEnv());
    expect(run.code).toBe(4);
    expect(run.stderr).toBe(
      "Accesso effettuato come Mario Rossi, ma il profilo non ha un abbonamento che dia accesso all'assistente\n",
    );
  });
});
