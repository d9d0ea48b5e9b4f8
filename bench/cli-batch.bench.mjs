// `ccnl batch` of 200 questions at concurrency 8 against the same requests fired by a plain undici loop
// (create the conversation, stream the answer, then references and related questions). Throughput is timed
// by the server, from the first request to the last response, so process start-up is not counted.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './lib.mjs';

export const description = 'ccnl batch: 200 questions at concurrency 8 vs a plain undici loop';

const QUESTIONS = 200;
const CONCURRENCY = 8;
const CHUNKS = 10;
const now = () => Number(process.hrtime.bigint()) / 1e6;

function token() {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ sub: 'u-bench', exp: 4_102_444_800 })}.c2ln`;
}

const UNDICI_LOOP = `
const [undiciPath, url, total, concurrency] = process.argv.slice(1);
const { Agent, fetch } = await import(undiciPath);
const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 16 });
const headers = { authorization: 'Bearer x', 'content-type': 'application/json' };
let next = 0;
async function worker() {
  while (next < Number(total)) {
    const n = next++;
    const session = await (await fetch(url + 'create-empty-session/u-bench', { method: 'POST', headers, dispatcher })).json();
    const answer = await fetch(url + 'main-agent', {
      method: 'POST', headers, dispatcher,
      body: JSON.stringify({ message: 'Domanda ' + n, user_id: 'u-bench', session_id: session.session_id, agent_name: 'main-agent' }),
    });
    await answer.text();
    await Promise.all([
      fetch(url + 'api/riferimenti-risposta/' + session.session_id, { headers, dispatcher }).then((r) => r.json()),
      fetch(url + 'related-questions', { method: 'POST', headers, dispatcher, body: JSON.stringify({ session_id: session.session_id }) }).then((r) => r.json()),
    ]);
  }
}
await Promise.all(Array.from({ length: Number(concurrency) }, worker));
await dispatcher.close();
`;

/** The assistant API's four calls of one question, answered the same for both clients. */
function startServer() {
  const window = { first: 0, last: 0, answers: 0 };
  let sessions = 0;
  const server = createServer((req, res) => {
    window.first ||= now();
    req.resume();
    req.on('end', () => {
      const json = (body) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        window.last = now();
      };
      if (req.url.startsWith('/create-empty-session/')) return json({ session_id: `s-${++sessions}` });
      if (req.url.startsWith('/api/riferimenti-risposta/')) {
        return json({ riferimenti: [{ ccnl: 'CCNL Commercio', article: 'art. 1', text: 'Testo' }] });
      }
      if (req.url === '/related-questions') return json({ domande: ['E il preavviso?'] });
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      let sent = 0;
      const timer = setInterval(() => {
        res.write(`parola${sent} `);
        if (++sent === CHUNKS) {
          clearInterval(timer);
          res.end();
          window.answers++;
          window.last = now();
        }
      }, 2);
    });
  });
  return { server, window };
}

async function timed(startClient) {
  const { server, window } = startServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await startClient(`http://127.0.0.1:${server.address().port}/`);
  } finally {
    server.close();
    server.closeAllConnections();
  }
  if (window.answers !== QUESTIONS) throw new Error(`${window.answers} answers instead of ${QUESTIONS}`);
  return QUESTIONS / ((window.last - window.first) / 1000);
}

function runChild(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`exit ${code}: ${stderr.trim()}`)),
    );
  });
}

export async function run({ root, rounds = 5 }) {
  const bin = join(root, 'packages', 'cli', 'dist', 'bin.js');
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
  const undiciPath = join(root, 'packages', 'core', 'node_modules', 'undici', 'index.js');
  const dir = mkdtempSync(join(tmpdir(), 'ccnl-bench-batch-'));
  const questions = join(dir, 'domande.txt');
  writeFileSync(questions, Array.from({ length: QUESTIONS }, (_, n) => `Domanda ${n}`).join('\n'));
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, CCNL_CONFIG_DIR: dir, CCNL_TOKEN: token() };
  const subject = [];
  const baseline = [];
  try {
    for (let i = 0; i < rounds; i++) {
      const ccnl = () =>
        timed((url) =>
          runChild(
            [
              bin,
              'batch',
              questions,
              '--out',
              join(dir, 'risposte.jsonl'),
              '--concurrency',
              String(CONCURRENCY),
            ],
            { ...env, CCNL_API_URL: url },
          ),
        );
      const loop = () =>
        timed((url) =>
          runChild(
            [
              '--input-type=module',
              '-e',
              UNDICI_LOOP,
              undiciPath,
              url,
              String(QUESTIONS),
              String(CONCURRENCY),
            ],
            env,
          ),
        );
      if (i % 2 === 0) {
        subject.push(await ccnl());
        baseline.push(await loop());
      } else {
        baseline.push(await loop());
        subject.push(await ccnl());
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const ours = median(subject);
  const theirs = median(baseline);
  return {
    ratio: ours / theirs,
    line: `ccnl batch (200 at concurrency 8): ${ours.toFixed(0)} questions/s vs plain undici loop ${theirs.toFixed(0)} questions/s → ${(ours / theirs).toFixed(2)}× (target ≥ 0.9×)`,
  };
}
