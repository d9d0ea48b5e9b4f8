import { statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../testing/backend.js';
import { type Database, openDatabase } from './database.js';

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
      expect(raw.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: 1 }]);
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

    expect(db.deleteSession(session.id)).toBe(true);
    expect(db.history(session.id)).toEqual([]);
    expect(db.deleteSession(session.id)).toBe(false);
  });
});
