import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist, createTempDir, INDEX_HTML } from './test-helpers.js';
import { databaseEnv } from './testing/database.js';
import { DEMO, SERVICE_PASSWORD, startFakeConsumptionService } from './testing/fake-consumption-service.js';

// The built entry point, as `pnpm start` runs it (turbo builds before testing).
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

let dist: Awaited<ReturnType<typeof createFakeWebDist>>;
let data: Awaited<ReturnType<typeof createTempDir>>;
let database: Record<string, string>;

beforeAll(async () => {
  dist = await createFakeWebDist();
  data = await createTempDir();
  database = await databaseEnv();
});

afterAll(async () => {
  await dist.cleanup();
  await data.cleanup();
});

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => { out: string; err: string };
} {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      CCNL_WEB_DIST: dist.dir,
      CCNL_CREDIT_DATA_DIR: data.dir,
      WEB_PORT: '0',
      ...database,
      ...env,
    },
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

/** Resolves with the URL the server printed once it listens. */
async function listening({ child, output }: ReturnType<typeof start>): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    if (output().out.includes('\n')) resolve();
    child.stdout?.on('data', () => {
      if (output().out.includes('\n')) resolve();
    });
    child.on('exit', () => reject(new Error(`exited early: ${output().err}`)));
  });
  const url = output().out.match(/http:\/\/127\.0\.0\.1:\d+/)?.[0];
  if (!url) throw new Error(`no URL in ${output().out}`);
  return url;
}

describe('main', () => {
  it('listens, prints one line with its URL, and stops cleanly on SIGTERM', async () => {
    const { child, output } = start({});
    try {
      await listening({ child, output });
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

  it('exits 1 with one line naming the database it cannot reach, never its password', async () => {
    const { child, output } = start({ DATABASE_URL: 'postgres://crediti:segreto-db@127.0.0.1:9/crediti' });
    expect(await exitCode(child)).toBe(1);
    const { err } = output();
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain('Database PostgreSQL non raggiungibile');
    expect(err).toContain('127.0.0.1:9/crediti');
    expect(err).not.toContain('segreto-db');
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

describe('with the consumption service', () => {
  let fake: Awaited<ReturnType<typeof startFakeConsumptionService>>;
  let keys: Awaited<ReturnType<typeof createTempDir>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakeConsumptionService({ purchased: 5 });
    keys = await createTempDir();
    env = {
      CCNL_CREDIT_DATA_DIR: keys.dir,
      CCNL_CONSUMPTION_URL: fake.consumptionUrl,
      CCNL_CONSUMPTION_PASSWORD: SERVICE_PASSWORD,
      CCNL_JWKS_URL: fake.jwksUrl,
      CCNL_JWT_ISSUER: fake.issuer,
      // One attempt of 300 ms: the lease of a key in flight is short enough to outwait here.
      CCNL_CONSUMPTION_RETRIES: '0',
      CCNL_CONSUMPTION_TIMEOUT_MS: '300',
      CCNL_LOG_LEVEL: 'info',
    };
  });

  afterAll(async () => {
    await fake.close();
    await keys.cleanup();
  });

  const balance = () => fake.customer(DEMO.crmid).purchased - fake.customer(DEMO.crmid).consumed;

  function register(url: string, token: string, key: string): Promise<Response> {
    return fetch(`${url}/api/registerConsumption`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    });
  }

  it('finishes a registration cut by a crash with the same upstream key: one debit', async () => {
    const token = await fake.token();
    const first = start(env);
    const firstUrl = await listening(first);
    fake.hold();
    const cut = register(firstUrl, token, 'interrotta').catch(() => null);
    // The service has committed the consumption; the server dies before it hears back.
    await expect.poll(() => fake.registerKeys().length).toBe(1);
    first.child.kill('SIGKILL');
    await exitCode(first.child);
    expect(await cut).toBeNull();
    fake.release();
    expect(balance()).toBe(4);

    const second = start(env);
    try {
      const url = await listening(second);
      // Until the dead holder's lease ends the key is in flight (409); then it is finished upstream.
      let res = await register(url, token, 'interrotta');
      const deadline = Date.now() + 10_000;
      while (res.status === 409 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        res = await register(url, token, 'interrotta');
      }
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { availableCredit: number } }).data.availableCredit).toBe(4);
      expect(balance()).toBe(4);
      const sent = fake.registerKeys();
      expect(sent).toHaveLength(2);
      expect(sent[1]).toBe(sent[0]);
    } finally {
      second.child.kill('SIGTERM');
      await exitCode(second.child);
    }
  }, 30_000);

  it('logs upstream faults without a token, a ticket or the service password', {
    timeout: 20_000,
  }, async () => {
    const token = await fake.token();
    const server = start(env);
    try {
      const url = await listening(server);
      fake.failNext('register', { status: 500 });
      expect((await register(url, token, 'registro-1')).status).toBe(502);
      fake.failNext('check', {
        reply: { nRetCode: 801, strDescription: 'Credenziali non valide', crmidlist: [] },
      });
      const res = await fetch(`${url}/api/consumption`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(502);
    } finally {
      server.child.kill('SIGTERM');
      await exitCode(server.child);
    }
    const { out, err } = server.output();
    const log = out + err;
    // The faults are in the log, by code and reason.
    expect(log).toContain('consumption service attempt failed');
    expect(log).toContain('HTTP 500');
    expect(log).toContain('"nRetCode":801');
    for (const secret of [token, DEMO.tkt, SERVICE_PASSWORD]) expect(log).not.toContain(secret);
  });
});
