import { statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../testing/backend.js';
import { type Database, type NewDocument, openDatabase, vectorStoreIdFor } from './database.js';

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
afterEach(() => {
  db?.close();
  db = undefined;
  removeDir(dir);
});

describe('openDatabase', () => {
  it('migrates once, in WAL mode, into an owner-only file', () => {
    dir = tempDir();
    openDatabase(dir).close();
    db = openDatabase(dir);
    const file = join(dir, 'ccnl.sqlite');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const raw = new DatabaseSync(file, { readOnly: true });
    try {
      expect(raw.prepare('SELECT version FROM schema_migrations').all()).toEqual([
        { version: 1 },
        { version: 2 },
        { version: 3 },
        { version: 4 },
        { version: 5 },
      ]);
      expect(raw.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    } finally {
      raw.close();
    }
  });

  it('keeps a stored credit when the users are seeded again', () => {
    dir = tempDir();
    db = openDatabase(dir);
    db.upsertUsers([user]);
    db.upsertUsers([{ ...user, name: 'Nome Nuovo', credit: 0 }]);
    expect(db.findUserById(user.id)).toMatchObject({ name: 'Nome Nuovo', credit: 5 });
    expect(db.findUserByTicket(user.ticket)?.roles).toEqual(user.roles);
  });

  it('orders messages, titles a session from its first question and deletes its messages with it', () => {
    dir = tempDir();
    db = openDatabase(dir);
    db.upsertUsers([user]);
    const session = db.createSession(user.id);
    db.appendMessage({
      sessionId: session.id,
      role: 'user',
      content: '  Prima\n domanda  ',
      agentName: 'main-agent',
    });
    const answer = db.appendMessage({
      sessionId: session.id,
      role: 'assistant',
      content: '',
      agentName: 'main-agent',
    });
    db.appendMessage({ sessionId: session.id, role: 'user', content: 'Seconda', agentName: 'main-agent' });
    // The empty answer slot is not history until it has text; it keeps its place when it gets some.
    expect(db.history(session.id).map((m) => m.content)).toEqual(['  Prima\n domanda  ', 'Seconda']);
    db.updateMessage(answer.id, { content: 'Risposta' });
    expect(db.history(session.id).map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(db.history(session.id, { limit: 2 }).map((m) => m.content)).toEqual(['Risposta', 'Seconda']);
    expect(db.recentSessions(user.id, 20)[0]?.title).toBe('Prima domanda');

    // Every change to the messages moves the session's version, which cached histories are checked against.
    const versions = [db.findOwnedSession(session.id, user.id)?.version];
    db.updateMessage(answer.id, { content: 'Risposta corretta' });
    versions.push(db.findOwnedSession(session.id, user.id)?.version);
    const empty = db.appendMessage({
      sessionId: session.id,
      role: 'assistant',
      content: '',
      agentName: null,
    });
    versions.push(db.findOwnedSession(session.id, user.id)?.version);
    db.deleteMessage(empty.id);
    versions.push(db.findOwnedSession(session.id, user.id)?.version);
    expect(new Set(versions).size).toBe(4);

    expect(db.deleteSession(session.id)).toBe(true);
    expect(db.history(session.id)).toEqual([]);
    expect(db.deleteSession(session.id)).toBe(false);
  });

  it("keeps documents per session, at most N per session, readable through the owner's vector store id only", () => {
    dir = tempDir();
    db = openDatabase(dir);
    db.upsertUsers([user, { ...user, id: 'u-other', ticket: 'ticket-other' }]);
    const session = db.createSession(user.id);
    const other = db.createSession('u-other');
    const doc = (n: number, sessionId = session.id, userId = user.id): NewDocument => ({
      sessionId,
      userId,
      fileName: `contratto-${n}.txt`,
      storedName: `stored-${sessionId}-${n}`,
      mime: 'text/plain',
      size: 10 + n,
      text: `Testo del documento ${n}`,
    });
    const first = db.addDocument(doc(1));
    expect(db.addDocuments([doc(2), doc(3)], 3)?.map((d) => d.fileName)).toEqual([
      'contratto-2.txt',
      'contratto-3.txt',
    ]);
    // All or nothing: a fourth file is refused and nothing of its upload is stored.
    expect(db.addDocuments([doc(4)], 3)).toBeNull();
    db.addDocument(doc(9, other.id, 'u-other'));
    expect(db.listDocuments(session.id).map((d) => d.fileName)).toEqual([
      'contratto-1.txt',
      'contratto-2.txt',
      'contratto-3.txt',
    ]);

    const store = vectorStoreIdFor(session.id);
    expect(db.documentsForVectorStore(store, user.id)).toEqual([
      expect.objectContaining({ fileId: first.id, fileName: 'contratto-1.txt', pages: 0, unreadPages: [] }),
      expect.objectContaining({ fileName: 'contratto-2.txt' }),
      expect.objectContaining({ fileName: 'contratto-3.txt' }),
    ]);
    // Stored without an index: its text, for the agents to index once.
    expect(db.documentsForVectorStore(store, user.id)[0]?.stored()).toEqual({
      text: 'Testo del documento 1',
    });
    expect(db.documentsForVectorStore(store, 'u-other')).toEqual([]);
    expect(db.documentsForVectorStore(session.id, user.id)).toEqual([]);
    expect(db.documentsForVectorStore('vs_', user.id)).toEqual([]);

    expect(db.findOwnedDocument(first.id, 'u-other')).toBeUndefined();
    expect(db.findOwnedDocument(first.id, user.id)?.storedName).toBe(first.storedName);
    expect(db.deleteDocument(first.id)).toBe(true);
    expect(db.deleteDocument(first.id)).toBe(false);
    expect(db.documentsForVectorStore(store, user.id).map((d) => d.fileId)).not.toContain(first.id);
    db.deleteSession(session.id);
    expect(db.listDocuments(session.id)).toEqual([]);
    expect(db.listDocuments(other.id)).toHaveLength(1);
  });

  it('sets, replaces and removes payslip fields per session', () => {
    dir = tempDir();
    db = openDatabase(dir);
    db.upsertUsers([user]);
    const session = db.createSession(user.id);
    db.setPayslipField(session.id, 'livello', '4');
    db.setPayslipField(session.id, 'ore_settimanali', '40');
    db.setPayslipField(session.id, 'livello', '3');
    db.setPayslipField(session.id, '__proto__', 'dato');
    expect(db.payslipFields(session.id)).toEqual({
      livello: '3',
      ore_settimanali: '40',
      ['__proto__']: 'dato',
    });
    db.setPayslipField(session.id, 'ore_settimanali', null);
    expect(Object.keys(db.payslipFields(session.id)).sort()).toEqual(['__proto__', 'livello']);
    db.deleteSession(session.id);
    expect(db.payslipFields(session.id)).toEqual({});
  });

  it('debits credit once per key, never below zero, and replays the original answer', () => {
    dir = tempDir();
    db = openDatabase(dir);
    db.upsertUsers([user, { ...user, id: 'u-collega', ticket: 'ticket-collega', roles: [{ pos: 'X' }] }]);
    expect(db.findCustomer('CRM-1')).toEqual({
      crmid: 'CRM-1',
      customerType: 'CLIENTE',
      roles: [{ pos: 'IterazioniCCNLPIU-IA' }, { pos: 'X' }],
      purchased: 5,
      consumed: 0,
      available: 5,
    });
    expect(db.findCustomer('CRM-nessuno')).toBeUndefined();
    const item = (key: string, quantity = 1) => ({ key, quantity, productId: 'P' });
    let calls = 0;
    const answer = (customer: { available: number }) => `saldo ${customer.available} (${++calls})`;

    expect(db.registerConsumption('CRM-1', [item('k1', 2)], answer)).toEqual({
      status: 'registered',
      answer: 'saldo 3 (1)',
    });
    expect(db.registerConsumption('CRM-1', [item('k1', 2)], answer)).toEqual({
      status: 'replayed',
      answer: 'saldo 3 (1)',
    });
    // More than the balance: refused whole, nothing stored, so the same key may succeed later.
    expect(db.registerConsumption('CRM-1', [item('k2', 2), item('k3', 2)], answer)).toMatchObject({
      status: 'insufficient',
      customer: { available: 3 },
    });
    expect(db.registerConsumption('CRM-1', [item('k2', 3)], answer).status).toBe('registered');
    expect(db.findUserById(user.id)?.credit).toBe(0);
    expect(db.registerConsumption('CRM-1', [item('k4')], answer).status).toBe('insufficient');
    // Seeding again never buys the seed credit twice.
    db.upsertUsers([user]);
    expect(db.findCustomer('CRM-1')).toMatchObject({ purchased: 5, consumed: 5, available: 0 });

    const raw = new DatabaseSync(join(dir, 'ccnl.sqlite'));
    try {
      expect(() =>
        raw.prepare("UPDATE credit_accounts SET consumed = 6 WHERE crmid = 'CRM-1'").run(),
      ).toThrow(/CHECK constraint failed/);
    } finally {
      raw.close();
    }
  });
});
