import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temporary directory, started on a free port of
 * 127.0.0.1 (PostgreSQL refuses to run as root, so as the `postgres` user when we are root), stopped and
 * deleted at the end. Durability is switched off: nothing in it outlives the run.
 */
export interface TestCluster {
  /** The superuser's URL to the `postgres` database: make test databases with `createTestDatabase`. */
  adminUrl: string;
  port: number;
  dir: string;
  /** Stops the server (at once) and deletes its directory; calling it again does nothing. */
  stop(): Promise<void>;
}

const DEFAULT_BIN_DIRS = [
  '/usr/lib/postgresql/15/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/17/bin',
];

/** Where initdb and pg_ctl are: CCNL_PG_BIN, Debian's directory, or the PATH. */
export function postgresBinDir(): string | undefined {
  const candidates = [process.env.CCNL_PG_BIN, ...DEFAULT_BIN_DIRS].filter(Boolean) as string[];
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const path = which.status === 0 ? which.stdout.trim() : '';
  return path ? path.slice(0, path.lastIndexOf('/')) : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The uid and gid to run the server as: ours, or the `postgres` user's when we are root. */
function serverUser(): { uid: number; gid: number; asPostgres: boolean } {
  if (process.getuid?.() !== 0)
    return { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0, asPostgres: false };
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid, asPostgres: true };
}

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export async function startTestCluster(): Promise<TestCluster> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error('PostgreSQL is not installed (initdb not found): run `node scripts/system-deps.mjs`');
  const user = serverUser();
  const run = (program: string, args: string[]) => {
    const command = user.asPostgres ? 'runuser' : join(bin, program);
    const argv = user.asPostgres ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: tmpdir() });
    if (result.status !== 0)
      throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
  };

  const dir = mkdtempSync(join(tmpdir(), 'ccnl-pg-'));
  chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  } catch (error) {
    removeDir();
    throw error;
  }
  // A free port can be taken between the probe and the start: try a few.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const options = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${dir}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    try {
      run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '120', '-o', options, 'start']);
    } catch (error) {
      if (attempt < 3) continue;
      removeDir();
      throw error;
    }
    let stopped = false;
    const stopNow = () => {
      if (stopped) return;
      stopped = true;
      process.off('exit', stopNow);
      for (const signal of SIGNALS) process.off(signal, onSignal);
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        removeDir();
      }
    };
    // A run interrupted from outside (Ctrl-C, `timeout`, a CI cancel) never reaches the test runner's teardown:
    // the cluster goes with the process instead of staying behind in /tmp. Only SIGKILL escapes this.
    const onSignal = (signal: NodeJS.Signals) => {
      try {
        stopNow();
      } finally {
        process.kill(process.pid, signal);
      }
    };
    process.once('exit', stopNow);
    for (const signal of SIGNALS) process.once(signal, onSignal);
    return {
      adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dir,
      async stop() {
        stopNow();
      },
    };
  }
}

/** A new, empty database in the cluster; its URL. */
export async function createTestDatabase(adminUrl: string, prefix = 'test'): Promise<string> {
  const name = `${prefix.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
