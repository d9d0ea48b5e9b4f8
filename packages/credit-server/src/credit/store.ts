import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { CreditData } from '@ccnl/core';

/**
 * The credit server's one data-access module: idempotency keys and the last known balance per user. Every
 * SQL statement lives here, so that the PostgreSQL of a scaled-out deployment is a new dialect of this file.
 */

/** What a registration with a given key may do now. */
export type KeyClaim =
  /** First use, or a retry of one that ended without an answer: call upstream with `upstreamKey`. */
  | { kind: 'started'; upstreamKey: string }
  /** Answered before: the stored answer, nothing sent upstream. */
  | { kind: 'replay'; status: number; body: string }
  /** The key was used with another body. */
  | { kind: 'mismatch' }
  /** A request with this key is being answered right now. */
  | { kind: 'in-flight' };

export interface StoredBalance {
  data: CreditData;
  updatedAt: string;
}

export interface CreditStore {
  /**
   * Claims `key` for one registration, atomically: of concurrent claims exactly one starts. A claim whose
   * holder ended without an answer (a crash, or upstream faults) is taken over after its lease, with the
   * upstream key first minted for it, so that the consumption service sees one consumption however often
   * it is retried.
   */
  claimKey(userId: string, key: string, fingerprint: string, leaseMs: number): KeyClaim;
  /** Stores the final answer of a claimed key, and the balance it carries; later claims replay it. */
  completeKey(userId: string, key: string, status: number, body: string, balance?: CreditData): void;
  /** Ends a claim without an answer: the next request with the key retries with the same upstream key. */
  releaseKey(userId: string, key: string): void;
  /** Stores the user's balance; an unchanged one costs no write. */
  saveBalance(userId: string, data: CreditData): void;
  balance(userId: string): StoredBalance | undefined;
  close(): void;
}

const DATABASE_FILE = 'credit.sqlite';

const MIGRATIONS = [
  `CREATE TABLE idempotency_keys (
     user_id TEXT NOT NULL,
     idem_key TEXT NOT NULL,
     fingerprint TEXT NOT NULL,
     upstream_key TEXT NOT NULL,
     -- NULL until answered; then the HTTP status and JSON body every replay gets.
     status INTEGER,
     answer TEXT,
     -- In flight while lease_until (ms since epoch) is in the future.
     lease_until INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     PRIMARY KEY (user_id, idem_key)
   );
   CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
   CREATE TABLE balances (
     user_id TEXT PRIMARY KEY,
     data TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );`,
];

export interface CreditStoreOptions {
  /** Answered keys older than this are forgotten at start (clients retry within minutes, not weeks). */
  retentionDays?: number;
  now?: () => number;
}

export function openCreditStore(dataDir: string, options: CreditStoreOptions = {}): CreditStore {
  const now = options.now ?? Date.now;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, DATABASE_FILE);
  const db = new DatabaseSync(file);
  try {
    // Balances are personal data: owner-only, and SQLite gives its -wal/-shm files the same mode.
    chmodSync(file, 0o600);
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA busy_timeout = 5000');
    // FULL: an answered key must survive a power cut, or a replay could debit again.
    db.exec('PRAGMA synchronous = FULL');
    const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
    for (let index = version; index < MIGRATIONS.length; index++) {
      db.exec('BEGIN IMMEDIATE');
      try {
        db.exec(MIGRATIONS[index] as string);
        db.exec(`PRAGMA user_version = ${index + 1}`);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    }
    const retentionMs = (options.retentionDays ?? 30) * 86_400_000;
    db.prepare('DELETE FROM idempotency_keys WHERE status IS NOT NULL AND created_at < ?').run(
      new Date(now() - retentionMs).toISOString(),
    );
  } catch (error) {
    db.close();
    throw error;
  }

  const stmt = {
    findKey: db.prepare('SELECT * FROM idempotency_keys WHERE user_id = ? AND idem_key = ?'),
    insertKey: db.prepare(`
      INSERT INTO idempotency_keys (user_id, idem_key, fingerprint, upstream_key, lease_until, created_at, updated_at)
      VALUES (:user_id, :idem_key, :fingerprint, :upstream_key, :lease_until, :at, :at)`),
    leaseKey: db.prepare(
      'UPDATE idempotency_keys SET lease_until = ?, updated_at = ? WHERE user_id = ? AND idem_key = ?',
    ),
    completeKey: db.prepare(`
      UPDATE idempotency_keys SET status = ?, answer = ?, lease_until = 0, updated_at = ?
      WHERE user_id = ? AND idem_key = ?`),
    saveBalance: db.prepare(`
      INSERT INTO balances (user_id, data, updated_at) VALUES (?, ?, ?)
      ON CONFLICT (user_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`),
    balance: db.prepare('SELECT data, updated_at FROM balances WHERE user_id = ?'),
  };

  function transaction<T>(work: () => T): T {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }

  /** The balance last written per user, as written: most checks find it unchanged. */
  const lastSaved = new Map<string, string>();
  const LAST_SAVED_MAX = 10_000;

  function writeBalance(userId: string, data: CreditData): void {
    const text = JSON.stringify(data);
    stmt.saveBalance.run(userId, text, new Date(now()).toISOString());
    if (lastSaved.size >= LAST_SAVED_MAX) lastSaved.clear();
    lastSaved.set(userId, text);
  }

  return {
    claimKey(userId, key, fingerprint, leaseMs) {
      return transaction((): KeyClaim => {
        const at = now();
        const row = stmt.findKey.get(userId, key);
        if (!row) {
          // The first receipt's time is part of the upstream key for good: every retry sends the same one.
          const upstreamKey = `${key}|${new Date(at).toISOString()}`;
          stmt.insertKey.run({
            user_id: userId,
            idem_key: key,
            fingerprint,
            upstream_key: upstreamKey,
            lease_until: at + leaseMs,
            at: new Date(at).toISOString(),
          });
          return { kind: 'started', upstreamKey };
        }
        if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
        if (row.status !== null)
          return { kind: 'replay', status: Number(row.status), body: String(row.answer) };
        if (Number(row.lease_until) > at) return { kind: 'in-flight' };
        stmt.leaseKey.run(at + leaseMs, new Date(at).toISOString(), userId, key);
        return { kind: 'started', upstreamKey: String(row.upstream_key) };
      });
    },

    completeKey(userId, key, status, body, balance) {
      transaction(() => {
        stmt.completeKey.run(status, body, new Date(now()).toISOString(), userId, key);
        if (balance) writeBalance(userId, balance);
      });
    },

    releaseKey(userId, key) {
      stmt.leaseKey.run(0, new Date(now()).toISOString(), userId, key);
    },

    saveBalance(userId, data) {
      const text = JSON.stringify(data);
      // Every check would otherwise cost a synchronous disk flush, for a balance that rarely changes.
      if (lastSaved.get(userId) === text) return;
      writeBalance(userId, data);
    },

    balance(userId) {
      const row = stmt.balance.get(userId);
      if (!row) return undefined;
      return { data: JSON.parse(String(row.data)) as CreditData, updatedAt: String(row.updated_at) };
    },

    close() {
      if (db.isOpen) db.close();
    },
  };
}
