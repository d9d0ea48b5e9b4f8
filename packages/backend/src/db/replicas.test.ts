import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../testing/backend.js';
import { onPostgres, openTestDatabase } from '../testing/database.js';
import type { Database } from './database.js';
import { BACKEND_MIGRATIONS } from './migrations.js';

/**
 * Two `Database`s on one store stand for two replicas: each has its own connection (its own pool on
 * PostgreSQL), so what they do at once is as concurrent as two processes' writes.
 */

const user = {
  id: 'u-rep',
  ticket: 'ticket-rep',
  name: 'Replica Prova',
  email: 'replica@example.it',
  crmid: 'CRM-REP',
  customerType: 'CLIENTE',
  roles: [{ pos: 'IterazioniCCNLPIU-IA' }],
  credit: 3,
};

let dir = '';
const open: Database[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.close()));
  removeDir(dir);
});

async function replicas(n: number): Promise<Database[]> {
  dir = tempDir();
  const all = await Promise.all(Array.from({ length: n }, () => openTestDatabase(dir)));
  open.push(...all);
  return all;
}

describe('replicas on one store', () => {
  it('start together: the schema is migrated once and the seed credit bought once', async () => {
    const all = await replicas(3);
    await Promise.all(all.map((db) => db.users.upsert([user])));
    const [first] = all;
    expect(await first?.connection.get('SELECT COUNT(*) AS n FROM schema_migrations')).toEqual({
      n: BACKEND_MIGRATIONS.migrations.length,
    });
    expect(await first?.ledger.findCustomer(user.crmid)).toMatchObject({ purchased: 3, available: 3 });
  });

  it('seeding new users from every replica at once never fails, and each seed credit is bought once', async () => {
    const all = await replicas(3);
    // Each round a user none of them has stored yet: the first inserts race on the id and on the ticket.
    for (let round = 0; round < 40; round++) {
      const fresh = {
        ...user,
        id: `u-rep-${round}`,
        ticket: `ticket-rep-${round}`,
        crmid: `CRM-REP-${round}`,
      };
      await Promise.all(all.map((db) => db.users.upsert([fresh])));
      expect(await all[0]?.ledger.findCustomer(fresh.crmid)).toMatchObject({ purchased: 3, available: 3 });
    }
  });

  it('appending to one conversation at once: every message kept, in one gapless order', async () => {
    const [a, b] = await replicas(2);
    if (!a || !b) throw new Error('no replicas');
    await a.users.upsert([user]);
    const session = await a.sessions.create(user.id);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).sessions.appendMessage({
          sessionId: session.id,
          role: 'user',
          content: `domanda ${i}`,
          agentName: 'main-agent',
        }),
      ),
    );
    const history = await b.sessions.history(session.id);
    expect(history.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(history.map((m) => m.content)).size).toBe(20);
    expect((await a.sessions.findOwned(session.id, user.id))?.version).toBe(20);
  });

  it('the same consumption key registered at once on both: one debit, every caller the same answer', async () => {
    const [a, b] = await replicas(2);
    if (!a || !b) throw new Error('no replicas');
    await a.users.upsert([user]);
    const item = { key: 'k-unica', quantity: 1, productId: 'P' };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).ledger.registerConsumption(user.crmid, [item], (c) => `saldo ${c.available}`),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'registered')).toHaveLength(1);
    expect(new Set(outcomes.map((o) => ('answer' in o ? o.answer : o.status)))).toEqual(new Set(['saldo 2']));
    expect(await b.ledger.findCustomer(user.crmid)).toMatchObject({ consumed: 1, available: 2 });
  });

  it('ten different keys against a balance of three: exactly three debited', async () => {
    const [a, b] = await replicas(2);
    if (!a || !b) throw new Error('no replicas');
    await a.users.upsert([user]);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).ledger.registerConsumption(
          user.crmid,
          [{ key: `k${i}`, quantity: 1, productId: 'P' }],
          (c) => `saldo ${c.available}`,
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'registered')).toHaveLength(3);
    expect(await a.ledger.findCustomer(user.crmid)).toMatchObject({ consumed: 3, available: 0 });
  });

  it('two uploads racing for the last document slot: exactly one is stored', async () => {
    const [a, b] = await replicas(2);
    if (!a || !b) throw new Error('no replicas');
    await a.users.upsert([user]);
    const session = await a.sessions.create(user.id);
    const doc = (n: number) => ({
      sessionId: session.id,
      userId: user.id,
      fileName: `f${n}.txt`,
      storedName: `s-${session.id}-${n}`,
      mime: 'text/plain',
      size: 1,
      text: 'x',
    });
    const results = await Promise.all([a.documents.addMany([doc(1)], 1), b.documents.addMany([doc(2)], 1)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await a.documents.list(session.id)).toHaveLength(1);
  });
});

describe.skipIf(onPostgres)('a SQLite file made by the released schema', () => {
  it('opens with its data, and only the newer migrations run', async () => {
    dir = tempDir();
    // The file as the backend before this layer left it: migrations 1–5 recorded in schema_migrations.
    const raw = new DatabaseSync(join(dir, 'ccnl.sqlite'));
    raw.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const migration of BACKEND_MIGRATIONS.migrations.slice(0, 5)) {
      raw.exec(typeof migration.up === 'string' ? migration.up : migration.up.sqlite);
      raw
        .prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)')
        .run(migration.version, migration.name, '2026-01-01T00:00:00.000Z');
    }
    raw.exec(`
      INSERT INTO users (id, ticket, name, email, crmid, customer_type, roles)
        VALUES ('u-old', 't-old', 'Vecchio', 'v@example.it', 'CRM-OLD', 'CLIENTE', '[]');
      INSERT INTO credit_accounts (crmid, customer_type, purchased, consumed) VALUES ('CRM-OLD', 'CLIENTE', 7, 2);
      INSERT INTO sessions (id, user_id, title, created_at, updated_at, version)
        VALUES ('s-old', 'u-old', 'Vecchia domanda', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 1);
      INSERT INTO messages (id, session_id, seq, role, content, created_at)
        VALUES ('m-old', 's-old', 1, 'user', 'Vecchia domanda', '2026-01-01T00:00:00.000Z');
    `);
    raw.close();

    const db = await openTestDatabase(dir);
    open.push(db);
    expect((await db.users.findById('u-old'))?.credit).toBe(5);
    expect((await db.sessions.history('s-old')).map((m) => m.content)).toEqual(['Vecchia domanda']);
    expect(await db.connection.all('SELECT version FROM schema_migrations ORDER BY version')).toEqual(
      [1, 2, 3, 4, 5, 6].map((version) => ({ version })),
    );
  });
});
