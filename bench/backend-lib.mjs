// Shared helpers of the backend benchmarks: servers in child processes (so that the load generator does not
// share their event loop), a closed-loop load generator, and the built backend's entry points.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

export { median } from './lib.mjs';

/** The backend built by `pnpm bench` (turbo builds first), as a child process runs it. */
const BACKEND_SERVER = `
const { createApp, loadConfig } = await import(process.env.BACKEND_DIST);
const config = loadConfig({
  CCNL_DATA_DIR: process.env.DATA_DIR,
  CCNL_LOGGER: 'false',
  CCNL_STREAM_DELAY_MS: process.env.DELAY_MS,
  BACKEND_PORT: '0',
});
const app = await createApp(config);
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ port: app.server.address().port }));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

/** Fastify's hello world, the baseline of a JSON route. */
const HELLO_SERVER = `
import { createRequire } from 'node:module';
const Fastify = createRequire(process.env.BACKEND_PACKAGE)('fastify');
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ port: app.server.address().port }));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

/** A raw node:http server answering a fixed body from a file: what sending those bytes costs at best. */
const RAW_BODY_SERVER = `
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
const body = readFileSync(process.env.BODY_FILE);
const server = createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

/** A raw node:http response-write loop sending given chunks, the baseline of a stream. */
const RAW_STREAM_SERVER = `
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
const chunks = JSON.parse(readFileSync(process.env.CHUNKS_FILE, 'utf8'));
const server = createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
  let i = 0;
  const pump = () => {
    while (i < chunks.length) if (!res.write(chunks[i++])) return res.once('drain', pump);
    res.end();
  };
  pump();
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

export const SERVERS = {
  backend: BACKEND_SERVER,
  hello: HELLO_SERVER,
  rawBody: RAW_BODY_SERVER,
  rawStream: RAW_STREAM_SERVER,
};

/** Starts `script` in a child Node process; resolves once it printed its port. */
export async function startChild(root, script, env = {}) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      PATH: process.env.PATH ?? '',
      BACKEND_DIST: pathToFileURL(join(root, 'packages/backend/dist/index.js')).href,
      BACKEND_PACKAGE: join(root, 'packages/backend/package.json'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A child that dies before listening (a missing build, a bad setting) is an error, not a hang.
  const line = await Promise.race([
    once(child.stdout, 'data').then(([data]) => String(data)),
    once(child, 'exit').then(([code]) => {
      throw new Error(`server child exited with ${code} before listening`);
    }),
  ]);
  const { port } = JSON.parse(line.trim().split('\n')[0]);
  return {
    child,
    url: `http://127.0.0.1:${port}/`,
    /** Resident memory of the child, in MB (Linux /proc). */
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

export function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'ccnl-bench-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Core's client (with undici's pool) and undici itself, from the built packages. */
export async function clients(root) {
  const core = await import(pathToFileURL(join(root, 'packages/core/dist/index.js')).href);
  const coreNode = await import(pathToFileURL(join(root, 'packages/core/dist/node.js')).href);
  const undici = await import(pathToFileURL(join(root, 'packages/core/node_modules/undici/index.js')).href);
  return { core, coreNode, undici };
}

export async function signIn(core, url, ticket) {
  const api = core.createApiClient({ baseUrl: url, getToken: () => null, gqlEndpoint: `${url}graphql` });
  const answer = await api.signAuth({
    ticket,
    provisioning: { filtergroup: 'CCNLPIU-IA', prodgroup: 'CCNLPIU' },
  });
  return { jwt: answer.jwt, userId: answer.profile.userId };
}

/**
 * Closed-loop load: `concurrency` workers each send `request()` back to back for `durationMs`; returns
 * completed requests per second. A failed request is an error (a benchmark that errs is reported).
 */
export async function requestsPerSecond(request, { concurrency, durationMs }) {
  let done = 0;
  const until = performance.now() + durationMs;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await request();
        done++;
      }
    }),
  );
  return done / ((performance.now() - start) / 1000);
}
