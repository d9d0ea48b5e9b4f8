import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ContractServer, sendJson, startContractServer } from '@ccnl/core/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cliEnv, fakeJwt, runCli } from '../test-utils.js';
import { parseQuestions } from './batch.js';

describe('parseQuestions', () => {
  it('reads text lines and JSONL objects, skipping blanks and # comments', () => {
    const { items } = parseQuestions(
      '# titolo\nPrima domanda\n\n{"question": "Seconda", "agent": "calcolo", "ccnl": 1, "id": 7}\n{"domanda": "Terza", "param": ["ferie"]}\n',
    );
    expect(items).toEqual([
      { index: 0, question: 'Prima domanda', agent: 'main-agent', ccnl: [], param: [] },
      { index: 1, question: 'Seconda', agent: 'calcolo', ccnl: ['1'], param: [], id: '7' },
      { index: 2, question: 'Terza', agent: 'main-agent', ccnl: [], param: ['ferie'] },
    ]);
  });

  it('names the line of a bad entry and keeps the good ones', () => {
    const { items, invalid } = parseQuestions(
      'ok\n{"question": 3}\n{"question": "x", "agent": "giudice"}\n{non json\nancora',
    );
    expect(items.map((item) => [item.index, item.question])).toEqual([
      [0, 'ok'],
      [1, 'ancora'],
    ]);
    expect(invalid).toEqual([
      'Riga 2 del file delle domande non valida: manca "question"',
      expect.stringMatching(/^Riga 3 .*Agente sconosciuto: 'giudice'/),
      'Riga 4 del file delle domande non valida: JSON non valido',
    ]);
  });

  it('in a .jsonl file, a line that is not JSON is not asked as text', () => {
    const { items, invalid } = parseQuestions('{"question": "Ferie?"}\nnon è json\n', { jsonl: true });
    expect(items.map((item) => item.question)).toEqual(['Ferie?']);
    expect(invalid).toEqual(['Riga 2 del file delle domande non valida: JSON non valido']);
  });
});

describe('ccnl batch (built) against the assistant API contract', () => {
  let server: ContractServer;
  let dir: string;
  /** How the agent answers each question, by its text. */
  let answer: (question: string, res: import('node:http').ServerResponse) => unknown;
  let sessions = 0;

  beforeAll(async () => {
    server = await startContractServer({
      'POST /create-empty-session/u-1': (_req, res) => sendJson(res, 200, { session_id: `s-${++sessions}` }),
      'POST /main-agent': (req, res) => answer(JSON.parse(req.body).message, res),
      'GET /api/riferimenti-risposta/*': (_req, res) => sendJson(res, 200, { riferimenti: [] }),
      'POST /related-questions': (_req, res) => sendJson(res, 200, { domande: ['E poi?'] }),
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ccnl-batch-'));
    sessions = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const env = () => cliEnv({ CCNL_CONFIG_DIR: dir, CCNL_API_URL: server.url, CCNL_TOKEN: fakeJwt('u-1') });
  const lines = (text: string) =>
    text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));

  it('keeps input order when answers finish out of order; a failed question is recorded and exits 1', async () => {
    // The first questions take longest, so they finish last.
    answer = (question, res) => {
      if (question === 'D3') return sendJson(res, 500, { message: 'Errore interno' });
      const delay = 60 - Number(question.slice(1)) * 10;
      setTimeout(
        () => res.writeHead(200, { 'content-type': 'text/plain' }).end(`Risposta a ${question}`),
        delay,
      );
    };
    const file = join(dir, 'domande.txt');
    writeFileSync(file, 'D1\nD2\nD3\nD4\nD5\n');
    const run = await runCli(['batch', file, '--concurrency', '5'], env());
    expect(run.code).toBe(1);
    const results = lines(run.stdout);
    expect(results.map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.answer ?? r.error)).toEqual([
      'Risposta a D1',
      'Risposta a D2',
      'Errore 500: Errore interno',
      'Risposta a D4',
      'Risposta a D5',
    ]);
    expect(results[2]).toMatchObject({ question: 'D3', exitCode: 1 });
    expect(results[0]).toMatchObject({ relatedQuestions: ['E poi?'], riferimenti: [], agent: 'main-agent' });
    expect(run.stderr).toBe('Risposte: 4 date, 1 non riuscita\n1 domanda su 5 non è riuscita\n');

    // --resume asks again only the failed one.
    const out = join(dir, 'risposte.jsonl');
    writeFileSync(out, run.stdout);
    answer = (question, res) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`Ora sì: ${question}`);
    const before = server.requests.filter((r) => r.url === '/main-agent').length;
    const resumed = await runCli(['batch', file, '--out', out, '--resume'], env());
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(server.requests.filter((r) => r.url === '/main-agent').length - before).toBe(1);
    const after = lines(readFileSync(out, 'utf8'));
    expect(after.map((r) => r.answer)).toEqual([
      'Risposta a D1',
      'Risposta a D2',
      'Ora sì: D3',
      'Risposta a D4',
      'Risposta a D5',
    ]);
  });

  it('a malformed .jsonl line is reported with its number and skipped; the rest is answered, exit 1', async () => {
    answer = (question, res) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`Risposta a ${question}`);
    const file = join(dir, 'domande.jsonl');
    writeFileSync(file, '{"question": "D1"}\nD2 senza JSON\n{"question": "D3"\n{"question": "D4"}\n');
    const run = await runCli(['batch', file], env());
    expect(run.code).toBe(1);
    expect(lines(run.stdout).map((r) => r.answer)).toEqual(['Risposta a D1', 'Risposta a D4']);
    expect(server.requests.filter((r) => r.url === '/main-agent').length).toBeGreaterThanOrEqual(2);
    expect(run.stderr).toBe(
      [
        'Riga 2 del file delle domande non valida: JSON non valido — saltata',
        'Riga 3 del file delle domande non valida: JSON non valido — saltata',
        'Risposte: 2 date',
        '2 righe del file delle domande non erano valide e sono state saltate',
        '',
      ].join('\n'),
    );
  });

  it('stops at the first answer that says the session is not valid, with exit 3', async () => {
    answer = (_question, res) => sendJson(res, 401, { message: 'Unauthorized' });
    const run = await runCli(['batch', '-', '--concurrency', '1'], env(), 'A\nB\nC\n');
    expect(run.code).toBe(3);
    expect(lines(run.stdout)).toHaveLength(1);
    expect(run.stderr).toBe('Sessione scaduta o non valida: esegui `ccnl login`\n');
  });

  it('refuses --resume without --out, and a bad concurrency', async () => {
    expect((await runCli(['batch', '-', '--resume'], env(), 'A\n')).stderr).toBe(
      '--resume richiede --out <file>: le risposte già date sono lette da lì\n',
    );
    expect((await runCli(['batch', '-', '-j', '99'], env(), 'A\n')).code).toBe(2);
  });
});
