import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { CLI_BIN } from '../src/paths.js';
import { freePort } from '../src/ports.js';
import { type Servers, startServers } from '../src/servers.js';

// The built `ccnl` against the real backend and credit server on 127.0.0.1, as a script in CI would use it.

const QUESTION = 'Qual è il periodo di prova nel CCNL commercio?';

let servers: Servers;
let dir: string;
/** Settings of one signed-in user: each describe block signs in with its own config dir. */
function envFor(configDir: string): Record<string, string> {
  return {
    CCNL_CONFIG_DIR: configDir,
    // The clients reach the assistant API through the product server, which meters it.
    CCNL_API_URL: `${servers.webUrl}/api/assistente/`,
    CCNL_GQL_ENDPOINT: `${servers.backendUrl}/graphql`,
    CCNL_CREDIT_URL: `${servers.webUrl}/`,
  };
}
let env: Record<string, string>;

beforeAll(async () => {
  servers = await startServers({ streamDelayMs: 1 });
  dir = await mkdtemp(join(tmpdir(), 'ccnl-e2e-cli-commands-'));
  env = envFor(join(dir, 'full'));
  const login = await runCli(['login', '--ticket', 'demo-full'], env);
  expect(login.code, login.stderr).toBe(0);
});

afterAll(async () => {
  await servers?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The text of a .docx, read back from its `word/document.xml` with nothing but zlib. */
async function docxText(path: string): Promise<string> {
  const zip = await readFile(path);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  for (let offset = 0; offset < zip.length - 30; ) {
    if (zip.readUInt32LE(offset) !== 0x04034b50) break;
    const method = zip.readUInt16LE(offset + 8);
    const size = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    const name = zip.subarray(offset + 30, offset + 30 + nameLength).toString();
    const start = offset + 30 + nameLength + extraLength;
    if (name === 'word/document.xml') {
      const data = zip.subarray(start, start + size);
      const xml = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
      return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join('');
    }
    offset = start + size;
  }
  throw new Error(`${path}: no word/document.xml`);
}

const conversationIds = async (): Promise<string[]> => {
  const run = await runCli(['conversations', 'list', '--json'], env);
  expect(run.code, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as { session_id: string }[]).map((row) => row.session_id);
};

describe('ccnl: signed in, one question in every format', () => {
  it('whoami names the user and the tier', async () => {
    const run = await runCli(['whoami'], env);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(
      /^Utente: Giulia Rossi \(u-demo-full\)\nAbbonamento: FULLCCNLPIU-IA\nSessione valida fino a: .+\n$/,
    );
  });

  it('text: the answer streamed as it arrives, and the conversation to continue on stderr', async () => {
    const run = await runCli(['ask', QUESTION], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/periodo di prova/i);
    expect(run.stdout).toMatch(/\d+ giorni/);
    expect(run.stdoutChunks.length).toBeGreaterThan(2);
    expect(run.stderr).toMatch(/^Conversazione [\w-]+: per continuarla usa --session [\w-]+\n$/);
  });

  it('json: one object with the answer, its references and related questions', async () => {
    const run = await runCli(['ask', '--format', 'json', QUESTION], env);
    expect(run.code, run.stderr).toBe(0);
    const answer = JSON.parse(run.stdout);
    expect(answer).toMatchObject({ agent: 'main-agent', question: QUESTION, interrupted: false });
    expect(answer.answer).toMatch(/\d+ giorni/);
    expect(answer.riferimenti.length).toBeGreaterThan(0);
    expect(answer.riferimenti[0].ccnl).toMatch(/Terziario|Commercio/);
    expect(answer.relatedQuestions.length).toBeGreaterThan(0);
    expect(await conversationIds()).toContain(answer.session_id);
  });

  it('ndjson: one event per line while streaming, the chunks adding up to the final answer', async () => {
    const run = await runCli(['ask', '--format', 'ndjson', QUESTION], env);
    expect(run.code, run.stderr).toBe(0);
    const events = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events[0]).toMatchObject({ type: 'session', agent: 'main-agent' });
    const chunks = events.filter((event) => event.type === 'chunk');
    expect(chunks.length).toBeGreaterThan(2);
    const done = events.at(-1);
    expect(done.type).toBe('done');
    expect(chunks.map((event) => event.text).join('')).toBe(done.answer);
    expect(done.riferimenti.length).toBeGreaterThan(0);
  });

  it('markdown: the answer, then the references and related questions as sections', async () => {
    const run = await runCli(['ask', '--format', 'markdown', QUESTION], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/\n## Riferimenti\n\n- .+\n/);
    expect(run.stdout).toMatch(/\n## Domande correlate\n\n- .+\?/);
  });

  it('a question on stdin, agreements and parameters by name, within the limits of the agent', async () => {
    const run = await runCli(
      [
        'ask',
        '--agent',
        'confronta',
        '--ccnl',
        'commercio',
        '--ccnl',
        // Three agreements are named Metalmeccanici (industria, PMI Confapi, artigianato).
        'Metalmeccanici industria',
        '--param',
        'ferie',
        '--format',
        'json',
      ],
      env,
      'Confronta le ferie\n',
    );
    expect(run.code, run.stderr).toBe(0);
    const answer = JSON.parse(run.stdout);
    expect(answer).toMatchObject({ agent: 'confronta', question: 'Confronta le ferie' });
    expect(answer.categories).toHaveLength(2);
    expect(answer.parameters).toHaveLength(1);
    // Tables come through as the agent wrote them.
    expect(answer.answer).toMatch(/\|.+\|/);

    const tooMany = await runCli(
      ['ask', '--agent', 'calcolo', '--ccnl', '1', '--ccnl', '2', 'Quanto guadagno?'],
      env,
    );
    expect(tooMany).toMatchObject({ code: 2, stdout: '' });
    expect(tooMany.stderr).toBe("Troppi CCNL per l'agente calcolo: al massimo 1\n");
    const unknown = await runCli(['ask', '--ccnl', 'astronauti', 'Domanda'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe("CCNL sconosciuto: 'astronauti' — vedi `ccnl categories`\n");
  });

  it('--docx saves the answer with its references as a Word document', async () => {
    const file = join(dir, 'risposta.docx');
    const run = await runCli(['ask', '--docx', file, QUESTION], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`Documento Word salvato in ${file}`);
    const text = await docxText(file);
    expect(text).toMatch(/\d+ giorni/);
    expect(text).toContain('Riferimenti');
    // What a client reads first: the title, the question and the date.
    expect(text.startsWith(`Risposta di Assistente CCNLDomanda: ${QUESTION}Data: `)).toBe(true);
  });

  it('a closed pipe (| head) ends quietly with exit 0', async () => {
    // bash reports the exit code of ccnl itself, on the left of the pipe.
    const script = `"${process.execPath}" "${CLI_BIN}" ask "${QUESTION}" | head -c 20; exit \${PIPESTATUS[0]}`;
    const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile('bash', ['-c', script], { env: { ...process.env, ...env } }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toHaveLength(20);
  });
});

describe('ccnl: pipes, catalogues and conversations', () => {
  it('ask | export: the answer piped into a Word document', async () => {
    const file = join(dir, 'pipe.docx');
    const script = `"${process.execPath}" "${CLI_BIN}" ask "${QUESTION}" | "${process.execPath}" "${CLI_BIN}" export -o "${file}" --landscape --footer-center pageNum`;
    const stderr = await new Promise<string>((resolve, reject) => {
      execFile('sh', ['-c', script], { env: { ...process.env, ...env } }, (error, _stdout, err) =>
        error ? reject(new Error(err)) : resolve(err),
      );
    });
    expect(stderr).toContain(`Documento Word salvato in ${file}`);
    expect(await docxText(file)).toMatch(/\d+ giorni/);
    const zip = await readFile(file);
    expect(zip.length).toBeGreaterThan(2000);
  });

  it('export -o - writes the Word file itself to stdout, named by nothing', async () => {
    const file = join(dir, 'stdout.docx');
    const script = `"${process.execPath}" "${CLI_BIN}" ask "${QUESTION}" | "${process.execPath}" "${CLI_BIN}" export -o - --question "${QUESTION}" > "${file}"`;
    const stderr = await new Promise<string>((resolve, reject) => {
      execFile('sh', ['-c', script], { env: { ...process.env, ...env }, cwd: dir }, (error, _stdout, err) =>
        error ? reject(new Error(err)) : resolve(err),
      );
    });
    expect(stderr).not.toContain('Documento Word salvato');
    expect(await docxText(file)).toContain(`Domanda: ${QUESTION}`);
    await expect(readFile(join(dir, '-'))).rejects.toThrow();
  });

  it('export refuses empty input with the spec words and writes no file', async () => {
    const file = join(dir, 'vuoto.docx');
    const run = await runCli(['export', '-o', file], env, '  \n');
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: 'HTML invalido o mancante\n' });
    await expect(readFile(file)).rejects.toThrow();
  });

  it('categories and params, with search and the count line', async () => {
    const all = await runCli(['categories'], env);
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(/^1 +CCNL Commercio/m);
    const found = await runCli(['categories', '--search', 'COMMERCIO'], env);
    expect(found.stdout.trim().split('\n')).toHaveLength(1);
    expect(found.stderr).toBe('Risultati di ricerca: 1\n');
    const params = await runCli(['params', '--json'], env);
    expect(JSON.parse(params.stdout).some((p: { parametro: string }) => p.parametro === 'Ferie')).toBe(true);
  });

  it('conversations: list, show, export, delete', async () => {
    const asked = JSON.parse(
      (await runCli(['ask', '--format', 'json', 'Quante ore settimanali nel CCNL commercio?'], env)).stdout,
    );
    const id: string = asked.session_id;
    const list = await runCli(['conversations', 'list'], env);
    expect(list.stdout.split('\n')[0]).toMatch(/^ID +AGENTE +AGGIORNATA +TITOLO$/);
    expect(list.stdout).toContain(id);
    expect(list.stdout).toContain('Quante ore settimanali nel CCNL commercio?');

    const show = await runCli(['conversations', 'show', id], env);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain('### Tu\n\nQuante ore settimanali nel CCNL commercio?');
    // The answer's own "Fonti:" list is written once, as the numbered references under it.
    const [body] = (asked.answer as string).split('\n\nFonti:\n');
    expect(show.stdout).toContain(`### Assistente\n\n${body}`);
    expect(show.stdout).not.toContain('\nFonti:\n');
    expect(show.stdout).toMatch(/#### Riferimenti\n\n- \[1\] CCNL Commercio/);

    const file = join(dir, 'conversazione.docx');
    const exported = await runCli(['conversations', 'export', id, '-o', file], env);
    expect(exported.stderr).toBe(`Conversazione esportata in ${file}\n`);
    const exportedText = await docxText(file);
    expect(exportedText).toContain('Conversazione con Assistente CCNL');
    expect(exportedText).toContain('Domanda: Quante ore settimanali nel CCNL commercio?');
    expect(exportedText).not.toContain(id);

    const removed = await runCli(['conversations', 'delete', id], env);
    expect(removed).toMatchObject({ code: 0, stderr: 'Conversazione eliminata con successo\n' });
    expect(await conversationIds()).not.toContain(id);
    const gone = await runCli(['conversations', 'show', id], env);
    expect(gone).toMatchObject({ code: 2, stderr: `Conversazione non trovata: ${id}\n` });
  });

  it('chat without a terminal reads questions from stdin, one a line, in one conversation', async () => {
    const run = await runCli(['chat'], env, `${QUESTION}\nE per il 6° livello?\n`);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Riferimenti:');
    expect(run.stdout.match(/Domande correlate:/g)?.length).toBe(2);
    expect(run.stderr).toMatch(/^Conversazione [\w-]+: per continuarla/);
    const id = /Conversazione ([\w-]+):/.exec(run.stderr)?.[1] ?? '';
    const show = await runCli(['conversations', 'show', id, '--json'], env);
    expect(JSON.parse(show.stdout).filter((m: { role: string }) => m.role === 'user')).toHaveLength(2);
  });
});

describe('ccnl payslip', () => {
  it('set: the field the calcolo answer asks for, then the recomputed answer; a refused value says why', async () => {
    const first = await runCli(
      [
        'ask',
        '--agent',
        'calcolo',
        '--ccnl',
        'commercio',
        '--format',
        'json',
        'Quanto guadagna al mese un dipendente a tempo pieno?',
      ],
      env,
    );
    expect(first.code, first.stderr).toBe(0);
    const asked = JSON.parse(first.stdout) as { answer: string; session_id: string };
    expect(asked.answer).toContain('«livello»');

    // The latest conversation by default; an id prefix works too.
    const set = await runCli(
      ['payslip', 'set', 'livello', '4', '--session', asked.session_id.slice(0, 8)],
      env,
    );
    expect(set.code, set.stderr).toBe(0);
    expect(set.stderr).toBe('Campo livello impostato a 4: ecco il ricalcolo.\n');
    expect(set.stdout).toMatch(/lord/i);
    expect(set.stdout).toMatch(/\d{1,3}(\.\d{3})*,\d{2} €/);
    expect(set.stdout).not.toContain('«livello»');
    const shown = await runCli(['conversations', 'show', asked.session_id, '--json'], env);
    const messages = JSON.parse(shown.stdout) as { role: string }[];
    expect(messages.filter((message) => message.role === 'assistant')).toHaveLength(2);

    // The backend refuses a field it does not know, in Italian; nothing is asked again.
    const refused = await runCli(['payslip', 'set', 'stipendio', '3'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/campo sconosciuto/);
    expect(refused.stdout).toBe('');
  });
});

describe('ccnl batch', () => {
  it('answers a file in input order, then --resume asks only what is missing', async () => {
    const questions = join(dir, 'domande.txt');
    const out = join(dir, 'risposte.jsonl');
    await writeFile(
      questions,
      [
        '# domande di prova',
        QUESTION,
        'Quante ore settimanali prevede il CCNL commercio?',
        '',
        '{"question": "Quanti giorni di ferie nel CCNL Metalmeccanici?", "id": "ferie-metal"}',
        'Qual è il preavviso nel CCNL commercio?',
      ].join('\n'),
    );
    const before = (await conversationIds()).length;
    const first = await runCli(['batch', questions, '--out', out, '--concurrency', '3'], env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toBe('Risposte: 4 date\n');
    const results = (await readFile(out, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(results.map((r) => r.index)).toEqual([0, 1, 2, 3]);
    expect(results[2]).toMatchObject({
      id: 'ferie-metal',
      question: 'Quanti giorni di ferie nel CCNL Metalmeccanici?',
    });
    for (const result of results) {
      expect(result.answer.length).toBeGreaterThan(20);
      expect(Array.isArray(result.riferimenti)).toBe(true);
    }
    expect((await conversationIds()).length).toBe(before + 4);

    // A run cut short: only the first and third answers were kept.
    await writeFile(out, `${JSON.stringify(results[0])}\n${JSON.stringify(results[2])}\n{"index": 3, "tronc`);
    const resumed = await runCli(['batch', questions, '--out', out, '--resume'], env);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toBe('Risposte: 2 date, 2 già presenti\n');
    const after = (await readFile(out, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(after.map((r) => r.index)).toEqual([0, 1, 2, 3]);
    expect(after[0]).toEqual(results[0]);
    expect(after[2]).toEqual(results[2]);
    expect((await conversationIds()).length).toBe(before + 6);
  });

  it('writes JSONL on stdout in input order when there is no --out', async () => {
    const run = await runCli(
      ['batch', '-'],
      env,
      `${QUESTION}\nQuante ore settimanali prevede il CCNL commercio?\n`,
    );
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.question)).toEqual([
      QUESTION,
      'Quante ore settimanali prevede il CCNL commercio?',
    ]);
  });
});

describe('ccnl exit codes for each failure', () => {
  it('3: a token the server does not accept', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'u-demo-full', exp: 4_102_444_800 })}.Zm9yZ2Vk`;
    const run = await runCli(['ask', QUESTION], { ...env, CCNL_TOKEN: forged });
    expect(run).toMatchObject({
      code: 3,
      stdout: '',
      stderr: 'Sessione scaduta o non valida: esegui `ccnl login`\n',
    });
  });

  it('3: not signed in, and a refused ticket', async () => {
    const fresh = envFor(join(dir, 'nobody'));
    expect((await runCli(['ask', QUESTION], fresh)).code).toBe(3);
    const refused = await runCli(['login', '--ticket', 'biglietto-falso'], fresh);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/^Accesso non riuscito: .+\n$/);
  });

  it('4: exhausted credit (trial ended) and a profile without access', async () => {
    const exhausted = envFor(join(dir, 'esaurito'));
    expect((await runCli(['login', '--ticket', 'demo-esaurito'], exhausted)).code).toBe(0);
    const run = await runCli(['ask', QUESTION], exhausted);
    expect(run.code).toBe(4);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'Crediti non disponibili — Hai terminato il tuo periodo di prova. Vuoi abbonarti per continuare ad utilizzare Assistente CCNL? Contatta un agente: https://www.example.com/contatta-un-agente\n',
    );
    const batch = await runCli(['batch', '-'], exhausted, "Una domanda\nUn'altra domanda\n");
    expect(batch.code).toBe(4);

    const none = envFor(join(dir, 'senza-accesso'));
    const login = await runCli(['login', '--ticket', 'demo-senza-accesso'], none);
    expect(login.code).toBe(4);
    expect((await runCli(['ask', QUESTION], none)).code).toBe(4);
  });

  it('Iterazioni: whoami shows the tier and a credit line, and never fails for it', async () => {
    const metered = envFor(join(dir, 'iterazioni'));
    expect((await runCli(['login', '--ticket', 'demo-iterazioni'], metered)).code).toBe(0);
    const run = await runCli(['whoami'], metered);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Utente: Paolo Ferrari \(u-demo-iterazioni\)\nAbbonamento: IterazioniCCNLPIU-IA\nSessione valida fino a: .+\nCredito: .+\n$/,
    );
  });

  it('5: the server is unreachable', async () => {
    const port = await freePort();
    const run = await runCli(['ask', QUESTION], { ...env, CCNL_API_URL: `http://127.0.0.1:${port}/` });
    expect(run).toMatchObject({
      code: 5,
      stdout: '',
      stderr: `Impossibile raggiungere il server http://127.0.0.1:${port}/: connessione rifiutata (ECONNREFUSED)\n`,
    });
  });

  it('2: wrong usage, with a suggestion', async () => {
    const run = await runCli(['batch', 'domande.txt', '--concurrency', '0'], env);
    expect(run).toMatchObject({ code: 2, stderr: "Valore non valido per --concurrency: '0' (da 1 a 16)\n" });
  });
});
