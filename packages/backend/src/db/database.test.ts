import { statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../testing/backend.js';
import { onPostgres, openTestDatabase } from '../testing/database.js';
import { type Database, type NewDocument, vectorStoreIdFor } from './database.js';

const user = {
  id: 'u-test',
  ticket: 'ticket-test',
  name: 'Prova Test',
  email: 'prova@example.it',
  crmid: 'CRM-1',
  customerType: 'CLIENTE',
  roles: [{ pos: 'IterazioniCCNLPIU-IA' }],
  credit: 5,
};

let dir = '';
let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
  removeDir(dir);
});

describe('openDatabase', () => {
  it('migrates once; on SQLite in WAL mode, into an owner-only file', async () => {
    dir = tempDir();
    await (await openTestDatabase(dir)).close();
    db = await openTestDatabase(dir);
    expect(await db.connection.all('SELECT version FROM schema_migrations ORDER BY version')).toEqual(
      [1, 2, 3, 4, 5, 6].map((version) => ({ version })),
    );
    if (onPostgres) return;
    const file = join(dir, 'ccnl.sqlite');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const raw = new DatabaseSync(file, { readOnly: true });
    try {
      expect(raw.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    } finally {
      raw.close();
    }
  });

  it('keeps a stored credit when the users are seeded again', async () => {
    dir = tempDir();
    db = await openTestDatabase(dir);
    await db.users.upsert([user]);
    await db.users.upsert([{ ...user, name: 'Nome Nuovo', credit: 0 }]);
    expect(await db.users.findById(user.id)).toMatchObject({ name: 'Nome Nuovo', credit: 5 });
    expect((await db.users.findByTicket(user.ticket))?.roles).toEqual(user.roles);
  });

  it('orders messages, titles a session from its first question and deletes its messages with it', async () => {
    dir = tempDir();
    db = await openTestDatabase(dir);
    await db.users.upsert([user]);
    const session = await db.sessions.create(user.id);
    await db.sessions.appendMessage({
      sessionId: session.id,
      role: 'user',
      content: '  Prima\n domanda  ',
      agentName: 'main-agent',
    });
    const answer = await db.sessions.appendMessage({
      sessionId: session.id,
      role: 'assistant',
      content: '',
      agentName: 'main-agent',
    });
    await db.sessions.appendMessage({
      sessionId: session.id,
      role: 'user',
      content: 'Seconda',
      agentName: 'main-agent',
    });
    // The empty answer slot is not history until it has text; it keeps its place when it gets some.
    expect((await db.sessions.history(session.id)).map((m) => m.content)).toEqual([
      '  Prima\n domanda  ',
      'Seconda',
    ]);
    await db.sessions.updateMessage(answer.id, { content: 'Risposta' });
    expect((await db.sessions.history(session.id)).map((m) => m.seq)).toEqual([1, 2, 3]);
    expect((await db.sessions.history(session.id, { limit: 2 })).map((m) => m.content)).toEqual([
      'Risposta',
      'Seconda',
    ]);
    expect((await db.sessions.recent(user.id, 20))[0]?.title).toBe('Prima domanda');

    // Every change to the messages moves the session's version, which cached histories are checked against.
    const versions = [(await db.sessions.findOwned(session.id, user.id))?.version];
    await db.sessions.updateMessage(answer.id, { content: 'Risposta corretta' });
    versions.push((await db.sessions.findOwned(session.id, user.id))?.version);
    const empty = await db.sessions.appendMessage({
      sessionId: session.id,
      role: 'assistant',
      content: '',
      agentName: null,
    });
    versions.push((await db.sessions.findOwned(session.id, user.id))?.version);
    await db.sessions.deleteMessage(empty.id);
    versions.push((await db.sessions.findOwned(session.id, user.id))?.version);
    expect(new Set(versions).size).toBe(4);

    expect(await db.sessions.delete(session.id)).toBe(true);
    expect(await db.sessions.history(session.id)).toEqual([]);
    expect(await db.sessions.delete(session.id)).toBe(false);
  });

  it("keeps documents per session, at most N per session, readable through the owner's vector store id only", async () => {
    dir = tempDir();
    db = await openTestDatabase(dir);
    await db.users.upsert([user, { ...user, id: 'u-other', ticket: 'ticket-other' }]);
    const session = await db.sessions.create(user.id);
    const other = await db.sessions.create('u-other');
    const doc = (n: number, sessionId = session.id, userId = user.id): NewDocument => ({
      sessionId,
      userId,
      fileName: `contratto-${n}.txt`,
      storedName: `stored-${sessionId}-${n}`,
      mime: 'text/plain',
      size: 10 + n,
      text: `Testo del documento ${n}`,
    });
    const first = await db.documents.add(doc(1));
    expect((await db.documents.addMany([doc(2), doc(3)], 3))?.map((d) => d.fileName)).toEqual([
      'contratto-2.txt',
      'contratto-3.txt',
    ]);
    // All or nothing: a fourth file is refused and nothing of its upload is stored.
    expect(await db.documents.addMany([doc(4)], 3)).toBeNull();
    await db.documents.add(doc(9, other.id, 'u-other'));
    expect((await db.documents.list(session.id)).map((d) => d.fileName)).toEqual([
      'contratto-1.txt',
      'contratto-2.txt',
      'contratto-3.txt',
    ]);

    const store = vectorStoreIdFor(session.id);
    expect(await db.documents.forVectorStore(store, user.id)).toEqual([
      expect.objectContaining({ fileId: first.id, fileName: 'contratto-1.txt', pages: 0, unreadPages: [] }),
      expect.objectContaining({ fileName: 'contratto-2.txt' }),
      expect.objectContaining({ fileName: 'contratto-3.txt' }),
    ]);
    // Stored without an index: its text, for the agents to index once.
    expect(await (await db.documents.forVectorStore(store, user.id))[0]?.load()).toEqual({
      text: 'Testo del documento 1',
    });
    expect(await db.documents.forVectorStore(store, 'u-other')).toEqual([]);
    expect(await db.documents.forVectorStore(session.id, user.id)).toEqual([]);
    expect(await db.documents.forVectorStore('vs_', user.id)).toEqual([]);

    expect(await db.documents.findOwned(first.id, 'u-other')).toBeUndefined();
    expect((await db.documents.findOwned(first.id, user.id))?.storedName).toBe(first.storedName);
    expect(await db.documents.delete(first.id)).toBe(true);
    expect(await db.documents.delete(first.id)).toBe(false);
    expect((await db.documents.forVectorStore(store, user.id)).map((d) => d.fileId)).not.toContain(first.id);
    await db.sessions.delete(session.id);
    expect(await db.documents.list(session.id)).toEqual([]);
    expect(await db.documents.list(other.id)).toHaveLength(1);
  });

  it('sets, replaces and removes payslip fields per session', async () => {
    dir = tempDir();
    db = await openTestDatabase(dir);
    await db.users.upsert([user]);
    const session = await db.sessions.create(user.id);
    await db.payslips.setField(session.id, 'livello', '4');
    await db.payslips.setField(session.id, 'ore_settimanali', '40');
    await db.payslips.setField(session.id, 'livello', '3');
    await db.payslips.setField(session.id, '__proto__', 'dato');
    expect(await db.payslips.fields(session.id)).toEqual({
      livello: '3',
      ore_settimanali: '40',
      ['__proto__']: 'dato',
    });
    await db.payslips.setField(session.id, 'ore_settimanali', null);
    expect(Object.keys(await db.payslips.fields(session.id)).sort()).toEqual(['__proto__', 'livello']);
    await db.sessions.delete(session.id);
    expect(await db.payslips.fields(session.id)).toEqual({});
  });

  it('debits credit once per key, never below zero, and replays the original answer', async () => {
    dir = tempDir();
    db = await openTestDatabase(dir);
    await db.users.upsert([
      user,
      { ...user, id: 'u-collega', ticket: 'ticket-collega', roles: [{ pos: 'X' }] },
    ]);
    expect(await db.ledger.findCustomer('CRM-1')).toEqual({
      crmid: 'CRM-1',
      customerType: 'CLIENTE',
      roles: [{ pos: 'IterazioniCCNLPIU-IA' }, { pos: 'X' }],
      purchased: 5,
      consumed: 0,
      available: 5,
    });
    expect(await db.ledger.findCustomer('CRM-nessuno')).toBeUndefined();
    const item = (key: string, quantity = 1) => ({ key, quantity, productId: 'P' });
    let calls = 0;
    const answer = (customer: { available: number }) => `saldo ${customer.available} (${++calls})`;

    expect(await db.ledger.registerConsumption('CRM-1', [item('k1', 2)], answer)).toEqual({
      status: 'registered',
      answer: 'saldo 3 (1)',
    });
    expect(await db.ledger.registerConsumption('CRM-1', [item('k1', 2)], answer)).toEqual({
      status: 'replayed',
      answer: 'saldo 3 (1)',
    });
    // More than the balance: refused whole, nothing stored, so the same key may succeed later.
    expect(
      await db.ledger.registerConsumption('CRM-1', [item('k2', 2), item('k3', 2)], answer),
    ).toMatchObject({
      status: 'insufficient',
      customer: { available: 3 },
    });
    expect((await db.ledger.registerConsumption('CRM-1', [item('k2', 3)], answer)).status).toBe('registered');
    expect((await db.users.findById(user.id))?.credit).toBe(0);
    expect((await db.ledger.registerConsumption('CRM-1', [item('k4')], answer)).status).toBe('insufficient');
    // Seeding again never buys the seed credit twice.
    await db.users.upsert([user]);
    expect(await db.ledger.findCustomer('CRM-1')).toMatchObject({ purchased: 5, consumed: 5, available: 0 });

    // The ledger refuses a negative balance even to a faulty caller, on both dialects.
    await expect(
      db.connection.run("UPDATE credit_accounts SET consumed = 6 WHERE crmid = 'CRM-1'"),
    ).rejects.toThrow(/CHECK constraint failed|violates check constraint/);
  });
});
