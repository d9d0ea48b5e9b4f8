import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDir } from '../test-helpers.js';
import { TEST_DIALECT } from '../testing/database.js';
import { openCreditStore } from './open-store.js';

let dir: { dir: string; cleanup: () => Promise<void> };

beforeEach(async () => {
  dir = await createTempDir();
});

afterEach(async () => {
  await dir.cleanup();
});

/** The schema the SQLite store had before its migrations were recorded in a table (`PRAGMA user_version`). */
function writeOldStore(file: string): void {
  const db = new DatabaseSync(file);
  db.exec(`CREATE TABLE idempotency_keys (user_id TEXT NOT NULL, idem_key TEXT NOT NULL,
      fingerprint TEXT NOT NULL, upstream_key TEXT NOT NULL, status INTEGER, answer TEXT,
      lease_until INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
      PRIMARY KEY (user_id, idem_key));
    CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
    CREATE TABLE balances (user_id TEXT PRIMARY KEY, data TEXT NOT NULL, updated_at TEXT NOT NULL);
    CREATE TABLE reservations (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, quantity INTEGER NOT NULL,
      lease_until INTEGER NOT NULL, created_at TEXT NOT NULL);
    CREATE INDEX reservations_user ON reservations(user_id, lease_until);
    PRAGMA user_version = 2;`);
  const at = new Date().toISOString();
  db.prepare(
    `INSERT INTO idempotency_keys (user_id, idem_key, fingerprint, upstream_key, status, answer, created_at, updated_at)
     VALUES ('u1', 'risposta-1', '', 'risposta-1|${at}', 200, '{"nRetCode":1}', ?, ?)`,
  ).run(at, at);
  db.prepare("INSERT INTO balances (user_id, data, updated_at) VALUES ('u1', ?, ?)").run(
    JSON.stringify({ availableCredit: 4, totalConsumed: 1 }),
    at,
  );
  db.close();
}

describe.runIf(TEST_DIALECT === 'sqlite')('a SQLite store from before the migration table', () => {
  it('keeps its answered keys and balances, and gains the new tables', async () => {
    writeOldStore(join(dir.dir, 'credit.sqlite'));
    const store = await openCreditStore({ dataDir: dir.dir });
    try {
      expect(await store.keys.claim('u1', 'risposta-1', '', 10_000)).toEqual({
        kind: 'replay',
        status: 200,
        body: '{"nRetCode":1}',
      });
      expect((await store.balances.get('u1'))?.data.availableCredit).toBe(4);
      expect((await store.balances.reserve('u1', 1, 60_000)).kind).toBe('reserved');
    } finally {
      await store.close();
    }
  });
});
