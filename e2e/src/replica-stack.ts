import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, startTestCluster, type TestCluster } from '@ccnl/storage/testing';
import { ROOT, WEB_DIST } from './paths.js';
import { freePort } from './ports.js';
import { type RoundRobin, startRoundRobin } from './round-robin.js';

export const BACKEND_MAIN = `${ROOT}packages/backend/dist/main.js`;
export const CREDIT_MAIN = `${ROOT}packages/credit-server/dist/main.js`;

/** A server started as an operator starts it: `node packages/<server>/dist/main.js` with its environment. */
export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Starts it again with the same environment (after a kill). */
  restart(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(
  name: string,
  main: string,
  env: Record<string, string>,
  url: string,
): Promise<ServerProcess> {
  let child!: ChildProcess;
  let output = '';
  let exited!: Promise<number | null>;
  const launch = async () => {
    output = '';
    child = spawn(process.execPath, [main], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (data: Buffer) => {
      output += data.toString();
    });
    child.stderr?.on('data', (data: Buffer) => {
      output += data.toString();
    });
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    // Ready means ready for a load balancer: /readyz answers 200 (the database is reachable).
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`);
      const ready = await fetch(`${url}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await launch();
  return {
    name,
    url,
    get child() {
      return child;
    },
    output: () => output,
    get exited() {
      return exited;
    },
    restart: launch,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface ReplicaStack {
  cluster: TestCluster;
  backendDatabaseUrl: string;
  creditDatabaseUrl: string;
  dataDir: string;
  backends: ServerProcess[];
  credits: ServerProcess[];
  /** The load balancer in front of the backends: the credit servers' CCNL_BACKEND_URL. */
  backendLb: RoundRobin;
  /** The load balancer in front of the credit servers: the clients' one origin. */
  frontLb: RoundRobin;
  close(): Promise<void>;
}

/**
 * One throwaway PostgreSQL cluster; two backends and two credit servers as processes on their own ports
 * with one DATABASE_URL per server kind and one CCNL_DATA_DIR (the shared signing key); a round-robin load
 * balancer in front of each pair.
 */
export async function startReplicaStack(options: { streamDelayMs: number }): Promise<ReplicaStack> {
  const cluster = await startTestCluster();
  const dataDir = await mkdtemp(join(tmpdir(), 'ccnl-e2e-replicas-'));
  const started: ServerProcess[] = [];
  const balancers: RoundRobin[] = [];
  const close = async () => {
    await Promise.all(started.map((server) => server.kill('SIGKILL')));
    await Promise.all(balancers.map((lb) => lb.close()));
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const backendDatabaseUrl = await createTestDatabase(cluster.adminUrl, 'backend');
    const creditDatabaseUrl = await createTestDatabase(cluster.adminUrl, 'credit');
    const backendPorts = [await freePort(), await freePort()];
    const backendLb = await startRoundRobin(backendPorts.map((port) => `http://127.0.0.1:${port}`));
    balancers.push(backendLb);
    const backends: ServerProcess[] = [];
    for (const [i, port] of backendPorts.entries()) {
      const server = await startServerProcess(
        `backend ${i + 1}`,
        BACKEND_MAIN,
        {
          DATABASE_URL: backendDatabaseUrl,
          BACKEND_PORT: String(port),
          CCNL_DATA_DIR: dataDir,
          // Every replica names itself by the load balancer's URL: one issuer for the tokens.
          CCNL_BACKEND_URL: backendLb.url,
          CCNL_LOGGER: 'false',
          CCNL_STREAM_DELAY_MS: String(options.streamDelayMs),
          CCNL_SIGNIN_RATE_LIMIT: '100000',
          CCNL_INVALID_TOKEN_RATE_LIMIT: '100000',
        },
        `http://127.0.0.1:${port}`,
      );
      started.push(server);
      backends.push(server);
    }
    const creditPorts = [await freePort(), await freePort()];
    const credits: ServerProcess[] = [];
    for (const [i, port] of creditPorts.entries()) {
      const server = await startServerProcess(
        `credit server ${i + 1}`,
        CREDIT_MAIN,
        {
          DATABASE_URL: creditDatabaseUrl,
          WEB_PORT: String(port),
          CCNL_DATA_DIR: dataDir,
          CCNL_BACKEND_URL: backendLb.url,
          CCNL_WEB_DIST: WEB_DIST,
          CCNL_LOG_LEVEL: 'silent',
          CCNL_CREDIT_RATE_LIMIT: '100000',
          CCNL_AGENT_RATE_LIMIT: '100000',
          // 50 registrations of one key on a busy machine: the late ones wait for the first to finish.
          CCNL_IDEMPOTENCY_WAIT_MS: '20000',
        },
        `http://127.0.0.1:${port}`,
      );
      started.push(server);
      credits.push(server);
    }
    const frontLb = await startRoundRobin(credits.map((server) => server.url));
    balancers.push(frontLb);
    return {
      cluster,
      backendDatabaseUrl,
      creditDatabaseUrl,
      dataDir,
      backends,
      credits,
      backendLb,
      frontLb,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
