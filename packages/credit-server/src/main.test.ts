import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist, INDEX_HTML } from './test-helpers.js';

// The built entry point, as `pnpm start` runs it (turbo builds before testing).
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

let dist: Awaited<ReturnType<typeof createFakeWebDist>>;

beforeAll(async () => {
  dist = await createFakeWebDist();
});

afterAll(async () => {
  await dist.cleanup();
});

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => { out: string; err: string };
} {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', CCNL_WEB_DIST: dist.dir, WEB_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  return { child, output: () => ({ out, err }) };
}

async function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

describe('main', () => {
  it('listens, prints one line with its URL, and stops cleanly on SIGTERM', async () => {
    const { child, output } = start({});
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout?.on('data', () => {
          if (output().out.includes('\n')) resolve();
        });
        child.on('exit', () => reject(new Error(`exited early: ${output().err}`)));
      });
      const line = output().out.trim();
      expect(line.split('\n')).toHaveLength(1);
      const url = line.match(/http:\/\/127\.0\.0\.1:\d+/)?.[0];
      expect(url).toBeTruthy();
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
      expect(await (await fetch(`${url}/`)).text()).toBe(INDEX_HTML);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exitCode(child)).toBe(0);
  });

  it('exits 1 with one clear line when the web build is missing', async () => {
    const missing = `${dist.dir}-assente`;
    const { child, output } = start({ CCNL_WEB_DIST: missing });
    expect(await exitCode(child)).toBe(1);
    const { err } = output();
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain(missing);
    expect(err).toContain('pnpm build');
  });

  describe('with its port taken', () => {
    let blocker: Server;
    let port: number;

    beforeAll(async () => {
      blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      port = (blocker.address() as AddressInfo).port;
    });

    afterAll(async () => {
      await new Promise((resolve) => blocker.close(resolve));
    });

    it('exits 1 saying which port is in use', async () => {
      const { child, output } = start({ WEB_PORT: String(port) });
      expect(await exitCode(child)).toBe(1);
      const { err } = output();
      expect(err).toContain(`La porta ${port} è già in uso`);
      expect(err).not.toMatch(/\n\s+at /);
    });
  });
});
