// `ccnl ask`: how long after the server writes the first byte of an answer it is on ccnl's stdout, against a
// raw client (a plain fetch that copies the body to stdout) reading the same answer from the same server.
// Both clients are child processes; the server runs here, so one clock times the write and the read.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './lib.mjs';

export const description = 'ccnl ask: server write → first byte on stdout, vs a raw fetch client';

const CHUNKS = 40;
const now = () => Number(process.hrtime.bigint()) / 1e6;

/** An unsigned JWT: the bench server does not check it, ccnl only reads its subject. */
function token() {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ sub: 'u-bench', exp: 4_102_444_800 })}.c2ln`;
}

const RAW_CLIENT = `
const [url] = process.argv.slice(1);
const response = await fetch(url + 'main-agent', {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
  body: JSON.stringify({ message: 'Domanda', user_id: 'u-bench', session_id: '5e551011-0000-4000-8000-00000000be4c', agent_name: 'main-agent' }),
});
const decoder = new TextDecoder();
for await (const chunk of response.body) process.stdout.write(decoder.decode(chunk, { stream: true }));
`;

export async function run({ root, rounds = 15 }) {
  const bin = join(root, 'packages', 'cli', 'dist', 'bin.js');
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
  let firstWrite = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url.startsWith('/create-empty-session/')) {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"session_id":"5e551011-0000-4000-8000-00000000be4c"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      // The answer starts a little later, as a real agent's does: both clients are waiting on the socket.
      let sent = 0;
      const timer = setInterval(() => {
        if (sent === 0) firstWrite = now();
        res.write(`parola${sent} `);
        if (++sent === CHUNKS) {
          clearInterval(timer);
          res.end('\n');
        }
      }, 5);
      res.on('close', () => clearInterval(timer));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const configDir = mkdtempSync(join(tmpdir(), 'ccnl-bench-ask-'));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    CCNL_CONFIG_DIR: configDir,
    CCNL_API_URL: url,
    CCNL_TOKEN: token(),
  };

  /** Spawns a client; resolves with ms from the server's first write to the first byte on its stdout. */
  const measure = (args) =>
    new Promise((resolve, reject) => {
      const started = now();
      const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'ignore'] });
      let firstRead = 0;
      child.stdout.on('data', () => {
        firstRead ||= now();
      });
      child.once('error', reject);
      child.once('close', (code) => {
        if (code !== 0) reject(new Error(`${args.join(' ')} exited with ${code}`));
        else resolve({ latency: firstRead - firstWrite, fromSpawn: firstRead - started });
      });
    });

  const subject = [];
  const baseline = [];
  try {
    for (let i = 0; i < rounds + 2; i++) {
      // Alternate which runs first; the first two rounds warm up the disk cache and are not counted.
      const order = i % 2 ? ['raw', 'ccnl'] : ['ccnl', 'raw'];
      for (const which of order) {
        const result =
          which === 'ccnl'
            ? await measure([bin, 'ask', '--session', '5e551011-0000-4000-8000-00000000be4c', 'Domanda'])
            : await measure(['--input-type=module', '-e', RAW_CLIENT, url]);
        if (i >= 2) (which === 'ccnl' ? subject : baseline).push(result);
      }
    }
  } finally {
    server.close();
    rmSync(configDir, { recursive: true, force: true });
  }
  const latency = median(subject.map((r) => r.latency));
  const rawLatency = median(baseline.map((r) => r.latency));
  const fromSpawn = median(subject.map((r) => r.fromSpawn));
  const rawFromSpawn = median(baseline.map((r) => r.fromSpawn));
  return {
    latency,
    rawLatency,
    line:
      `ccnl ask first byte: ${latency.toFixed(1)} ms after the server's write vs raw fetch ${rawLatency.toFixed(1)} ms → ` +
      `+${(latency - rawLatency).toFixed(1)} ms (target ≤ 30 ms); from spawn ${fromSpawn.toFixed(0)} ms vs ${rawFromSpawn.toFixed(0)} ms`,
  };
}
