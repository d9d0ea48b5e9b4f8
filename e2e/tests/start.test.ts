import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, START_SCRIPT } from '../src/paths.js';
import { freePort } from '../src/ports.js';

let dataDir: string;
let launcher: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ccnl-e2e-start-'));
});

afterEach(async () => {
  // A failed test must not leave servers behind.
  if (launcher && launcher.exitCode === null && launcher.signalCode === null) {
    launcher.kill('SIGTERM');
    await once(launcher, 'exit');
  }
  launcher = undefined;
});

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Launch {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the output once `text` appears in it; rejects if the launcher exits first. */
  waitFor: (text: string) => Promise<string>;
  exit: Promise<number | null>;
}

function launch(env: Record<string, string>): Launch {
  const child = spawn(process.execPath, [START_SCRIPT], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CCNL_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  launcher = child;
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exit,
    waitFor: (text) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!output.includes(text)) return;
          listeners.delete(check);
          resolve(output);
        };
        listeners.add(check);
        check();
        void exit.then((code) => reject(new Error(`launcher exited (${code}) before "${text}":\n${output}`)));
      }),
  };
}

/** The pids of a process's direct children. */
function childPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}

async function ports() {
  return { BACKEND_PORT: String(await freePort()), WEB_PORT: String(await freePort()) };
}

describe('pnpm start (scripts/start.mjs)', () => {
  it('starts both servers, prints the Italian banner, and stops both cleanly on Ctrl-C', async () => {
    const env = await ports();
    const run = launch(env);
    const output = await run.waitFor('Ctrl-C per fermare.');

    const webUrl = `http://127.0.0.1:${env.WEB_PORT}`;
    const backendUrl = `http://127.0.0.1:${env.BACKEND_PORT}`;
    expect(output).toContain(webUrl);
    for (const ticket of ['demo-full', 'demo-prova', 'demo-base', 'demo-iterazioni', 'demo-esaurito']) {
      expect(output).toContain(ticket);
    }
    expect(output).toContain('demo-senza-accesso');
    expect(output).toContain('pnpm ccnl login --ticket demo-full');

    // Both answer, and the web app is told to reach the assistant API through its own server (metered).
    expect((await fetch(`${backendUrl}/healthz`)).status).toBe(200);
    const appConfig = (await (await fetch(`${webUrl}/app-config.json`)).json()) as { apiUrl: string };
    expect(appConfig.apiUrl).toBe(`${webUrl}/api/assistente/`);
    // The backend lets the web app's origin call it.
    const preflight = await fetch(`${backendUrl}/recent-conversations/x?limit=20`, {
      method: 'OPTIONS',
      headers: { origin: webUrl, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(webUrl);

    const children = childPids(run.child.pid ?? 0);
    expect(children).toHaveLength(2);
    run.child.kill('SIGINT');
    expect(await run.exit).toBe(0);
    for (const pid of children) expect(() => process.kill(pid, 0)).toThrow();
    await expect(fetch(`${webUrl}/healthz`)).rejects.toThrow();
    await expect(fetch(`${backendUrl}/healthz`)).rejects.toThrow();
  });

  it('stops the other server and exits non-zero when one of them dies', async () => {
    const env = await ports();
    const run = launch(env);
    await run.waitFor('Ctrl-C per fermare.');
    const children = childPids(run.child.pid ?? 0);
    expect(children).toHaveLength(2);
    const [first] = children;
    process.kill(first ?? 0, 'SIGKILL');
    expect(await run.exit).not.toBe(0);
    expect(run.output()).toContain('terminato inaspettatamente');
    for (const pid of children) expect(() => process.kill(pid, 0)).toThrow();
  });

  describe('with the web port taken', () => {
    let blocker: Server;
    let port: number;

    beforeAll(async () => {
      blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      port = (blocker.address() as { port: number }).port;
    });

    afterAll(async () => {
      await new Promise((resolve) => blocker.close(resolve));
    });

    it('says which port is in use and exits 1 without starting anything', async () => {
      const run = launch({ BACKEND_PORT: String(await freePort()), WEB_PORT: String(port) });
      expect(await run.exit).toBe(1);
      expect(run.output()).toContain(`La porta ${port} è già in uso`);
      expect(run.output()).toContain('WEB_PORT');
      expect(run.output()).not.toContain('[backend]');
    });
  });
});
