import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningCreditServer, startCreditServer } from '../testing/credit-server.js';
import { TEST_DIALECT } from '../testing/database.js';
import { type FakeAssistant, startFakeAssistant } from '../testing/fake-assistant.js';
import {
  type FakeConsumptionService,
  startFakeConsumptionService,
} from '../testing/fake-consumption-service.js';

let fake: FakeConsumptionService;
let assistant: FakeAssistant;
let server: RunningCreditServer;

beforeEach(async () => {
  fake = await startFakeConsumptionService({ purchased: 5 });
  assistant = await startFakeAssistant();
  server = await startCreditServer(fake, { CCNL_ASSISTANT_URL: assistant.url });
});

afterEach(async () => {
  await server.close();
  await assistant.close();
  await fake.close().catch(() => undefined);
});

/** A verdict is reused for a second: a state change shows within a few. */
const settles = { timeout: 10_000, interval: 200 };

async function readiness(): Promise<{ status: number; body: Record<string, unknown>; text: string }> {
  const res = await fetch(new URL('readyz', server.url));
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Record<string, unknown>, text };
}

const ALL_OK = { status: 'ok', checks: { database: 'ok', assistant: 'ok', consumption: 'ok' } };

describe('/readyz', () => {
  it('is ready, without a token, while the database, the assistant API and the consumption service answer', async () => {
    const ready = await readiness();
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual(ALL_OK);
  });

  it('is not ready while the assistant API says it is not, and ready again when it is', async () => {
    assistant.readiness = 503;
    await expect.poll(async () => (await readiness()).status, settles).toBe(503);
    const down = await readiness();
    expect(down.body).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', assistant: 'down', consumption: 'ok' },
    });
    // Nothing internal: no address of the services behind it.
    expect(down.text).not.toContain('127.0.0.1');
    assistant.readiness = 200;
    await expect.poll(async () => (await readiness()).status, settles).toBe(200);
    // An assistant API without a readiness route is ready while it lives.
    assistant.readiness = 404;
    await expect.poll(async () => (await readiness()).status, settles).toBe(200);
  });

  it('is not ready once the consumption service is gone, and /healthz still says the process lives', async () => {
    await fake.close();
    await expect.poll(async () => (await readiness()).status, settles).toBe(503);
    expect((await readiness()).body).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', assistant: 'ok', consumption: 'down' },
    });
    const health = await fetch(new URL('healthz', server.url));
    expect(health.status).toBe(200);
  });

  it.runIf(TEST_DIALECT === 'postgres')('is not ready while its database refuses connections', async () => {
    const admin = new pg.Client({ connectionString: process.env.CCNL_TEST_PG_ADMIN_URL });
    await admin.connect();
    const name = databaseName();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      await expect.poll(async () => (await readiness()).status, settles).toBe(503);
      expect((await readiness()).body).toMatchObject({ checks: { database: 'down' } });
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await expect.poll(async () => (await readiness()).status, settles).toBe(200);
  });
});

/** The database the server under test was given. */
function databaseName(): string {
  const url = server.databaseUrl;
  if (!url) throw new Error('no database URL');
  return new URL(url).pathname.slice(1);
}
