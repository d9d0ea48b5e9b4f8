// Backend scale-out: history reads and answers per second with one and with two backend replicas on
// PostgreSQL (a throwaway cluster on this machine, DATABASE_URL) against one backend on SQLite, in the same
// run. Each replica is `node packages/backend/dist/main.js`, pinned to a core of its own with taskset where
// the machine has the cores and the command; the load generator (this process) spreads its calls over the
// replicas round-robin, as a load balancer would. The figures are ratios to SQLite; on a 2-core machine
// the replicas share those cores with PostgreSQL and the load generator, so two replicas are a sketch of the
// scaling, not a measure of it.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clients, requestsPerSecond, signIn, tempDataDir } from './backend-lib.mjs';

export const description = 'backend: 1 and 2 replicas on PostgreSQL vs 1 on SQLite (history reads, answers)';

const HISTORY = { concurrency: 16, durationMs: 4_000 };
const ANSWERS = { concurrency: 8, durationMs: 4_000 };
const QUESTION = 'Quanti giorni di ferie prevede il CCNL Commercio?';

const cores = availableParallelism();
const canPin = cores >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One backend process on `port`, pinned to `core` when the machine allows; resolves once /readyz is 200. */
async function startReplica(root, { port, core, env }) {
  const main = join(root, 'packages/backend/dist/main.js');
  const args = canPin ? ['-c', String(core), process.execPath, main] : [main];
  const child = spawn(canPin ? 'taskset' : process.execPath, args, {
    env: {
      PATH: process.env.PATH ?? '',
      BACKEND_PORT: String(port),
      CCNL_LOGGER: 'false',
      CCNL_STREAM_DELAY_MS: '0',
      CCNL_SIGNIN_RATE_LIMIT: '1000000',
      CCNL_INVALID_TOKEN_RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`backend replica exited with ${child.exitCode}`);
    const ready = await fetch(`${url}readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Throughput of one configuration: `replicas` backends sharing `env` (one store). */
async function measure(root, core, undici, replicas, env) {
  const data = tempDataDir();
  const started = [];
  const dispatcher = new undici.Agent({ connections: 32, keepAliveTimeout: 10_000 });
  try {
    const ports = [];
    for (let i = 0; i < replicas; i++) ports.push(await freePort());
    // One public URL (the tokens' issuer) for every replica, as behind a load balancer.
    const shared = { CCNL_DATA_DIR: data.dir, CCNL_BACKEND_URL: `http://127.0.0.1:${ports[0]}`, ...env };
    for (const [i, port] of ports.entries())
      started.push(await startReplica(root, { port, core: i % cores, env: shared }));
    const urls = started.map((replica) => replica.url);
    let turn = 0;
    const next = () => urls[turn++ % urls.length];
    const { jwt, userId } = await signIn(core, urls[0], 'demo-full');
    const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
    const post = async (path, body) => {
      const res = await undici.request(`${next()}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        dispatcher,
      });
      if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
      return res;
    };
    // A conversation of 20 messages to read back, written through every replica.
    const session = await (await post(`create-empty-session/${userId}`, {})).body.json();
    const ask = async (sessionId) => {
      const res = await post('main-agent', {
        message: QUESTION,
        user_id: userId,
        session_id: sessionId,
        agent_name: 'main-agent',
      });
      const text = await res.body.text();
      if (!text) throw new Error('empty answer');
    };
    for (let i = 0; i < 10; i++) await ask(session.session_id);

    const historyPath = `conversation-history/${userId}/${session.session_id}`;
    const history = await requestsPerSecond(async () => {
      const res = await undici.request(`${next()}${historyPath}`, { headers, dispatcher });
      if (res.statusCode !== 200) throw new Error(`history answered ${res.statusCode}`);
      await res.body.dump();
    }, HISTORY);
    // Each worker asks in a conversation of its own, as users do.
    const sessions = [];
    for (let i = 0; i < ANSWERS.concurrency; i++)
      sessions.push((await (await post(`create-empty-session/${userId}`, {})).body.json()).session_id);
    let worker = 0;
    const answers = await requestsPerSecond(() => ask(sessions[worker++ % sessions.length]), ANSWERS);
    return { history, answers };
  } finally {
    await Promise.all(started.map((replica) => replica.stop()));
    await dispatcher.close();
    data.remove();
  }
}

export async function run({ root }) {
  const { core, undici } = await clients(root);
  const storage = await import(pathToFileURL(join(root, 'packages/storage/dist/testing.js')).href);
  const cluster = await storage.startTestCluster();
  try {
    const sqlite = await measure(root, core, undici, 1, {});
    const one = await measure(root, core, undici, 1, {
      DATABASE_URL: await storage.createTestDatabase(cluster.adminUrl, 'bench_one'),
    });
    const two = await measure(root, core, undici, 2, {
      DATABASE_URL: await storage.createTestDatabase(cluster.adminUrl, 'bench_two'),
    });
    const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
    const fixed = (n) => n.toFixed(0);
    const sharing = canPin
      ? `replica 1 pinned to core 0, replica 2 to core 1 (taskset); PostgreSQL and the load generator unpinned, on the same ${cores} cores`
      : `not pinned (${cores} core${cores === 1 ? '' : 's'}${cores >= 2 ? ', no taskset' : ''}); everything shares them`;
    const line =
      `backend-replicas: history reads/s PostgreSQL×1 ×${ratio(one.history, sqlite.history)}, ×2 ×${ratio(two.history, sqlite.history)}; ` +
      `answers/s PostgreSQL×1 ×${ratio(one.answers, sqlite.answers)}, ×2 ×${ratio(two.answers, sqlite.answers)} of one backend on SQLite ` +
      `(SQLite ${fixed(sqlite.history)} reads/s, ${fixed(sqlite.answers)} answers/s; PostgreSQL×1 ${fixed(one.history)}, ${fixed(one.answers)}; ` +
      `×2 ${fixed(two.history)}, ${fixed(two.answers)}). Cores: ${sharing}; cluster without fsync.`;
    return { line };
  } finally {
    await cluster.stop();
  }
}
