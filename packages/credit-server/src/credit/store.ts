import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { CreditData } from '@ccnl/core';

/**
 * The credit server's one data-access module: idempotency keys, the last known balance per user and the
 * credits reserved for answers in flight. Every
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

/** What reserving a credit for an answer gave. */
export type Reservation =
  | { kind: 'reserved'; id: string }
  /** No balance is known for the user yet: check it upstream first. */
  | { kind: 'unknown' }
  /** available − reserved is below what an answer costs. */
  | { kind: 'refused' };

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
  /**
   * Stores the final answer of a claimed key, and the balance it carries; later claims replay it. A
   * reservation given is released in the same transaction, so the debit and the release are seen together.
   */
  completeKey(
    userId: string,
    key: string,
    status: number,
    body: string,
    balance?: CreditData,
    reservationId?: string,
  ): void;
  /**
   * Reserves `quantity` credits for one answer, atomically: only while the known balance minus the live
   * reservations covers it. A reservation lapses after `leaseMs` if never released (a crash mid-answer).
   */
  reserve(userId: string, quantity: number, leaseMs: number): Reservation;
  /** Ends a reservation without a debit (an answer refused, failed or stopped before its first chunk). */
  releaseReservation(id: string): void;
  /** Ends a claim without an answer: the next request with the key retries with the same upstream key. */
  releaseKey(userId: string, key: string): void;
  /**
   * Stores the user's balance; an unchanged one costs no write, and an older one (fewer credits consumed
   * than the stored one, read before a debit that has since been written) is ignored.
   */
  saveBalance(userId: string, data: CreditData): void;
  /**
   * Takes the ledger's balance as it is, even with fewer credits consumed than the stored one (a ledger
   * reset or corrected), but only while no answer of the user is in flight, whose debit it could predate.
   */
  replaceBalanceIfIdle(userId: string, data: CreditData): void;
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
  `CREATE TABLE reservations (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     quantity INTEGER NOT NULL,
     -- Live while lease_until (ms since epoch) is in the future.
     lease_until INTEGER NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX reservations_user ON reservations(user_id, lease_until);`,
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

  // Reservations live only as long as their answers: a power cut that loses one also ended its answer. They
  // are written over a second connection without the per-commit flush, so reserving costs no disk sync on
  // the path to an answer's first byte. BEGIN IMMEDIATE still serialises them with every other write.
  const fast = new DatabaseSync(file);
  fast.exec('PRAGMA busy_timeout = 5000');
  fast.exec('PRAGMA synchronous = NORMAL');
  const reservations = {
    balance: fast.prepare('SELECT data FROM balances WHERE user_id = ?'),
    reserved: fast.prepare(
      'SELECT COALESCE(SUM(quantity), 0) AS reserved FROM reservations WHERE user_id = ? AND lease_until > ?',
    ),
    insert: fast.prepare(
      'INSERT INTO reservations (id, user_id, quantity, lease_until, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    delete: fast.prepare('DELETE FROM reservations WHERE id = ?'),
  };

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
    // Total_Consumed only grows: a balance read before a debit never overwrites the one after it.
    saveBalance: db.prepare(`
      INSERT INTO balances (user_id, data, updated_at) VALUES (?, ?, ?)
      ON CONFLICT (user_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at
      WHERE json_extract(excluded.data, '$.totalConsumed') >= json_extract(balances.data, '$.totalConsumed')`),
    reserved: db.prepare(
      'SELECT COALESCE(SUM(quantity), 0) AS reserved FROM reservations WHERE user_id = ? AND lease_until > ?',
    ),
    deleteReservation: db.prepare('DELETE FROM reservations WHERE id = ?'),
    pruneReservations: db.prepare('DELETE FROM reservations WHERE lease_until <= ?'),
    balance: db.prepare('SELECT data, updated_at FROM balances WHERE user_id = ?'),
    replaceBalance: db.prepare(`
      INSERT INTO balances (user_id, data, updated_at) VALUES (?, ?, ?)
      ON CONFLICT (user_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`),
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
    const { changes } = stmt.saveBalance.run(userId, text, new Date(now()).toISOString());
    if (lastSaved.size >= LAST_SAVED_MAX) lastSaved.clear();
    if (Number(changes) > 0) lastSaved.set(userId, text);
    else lastSaved.delete(userId);
  }

  stmt.pruneReservations.run(now());

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

    completeKey(userId, key, status, body, balance, reservationId) {
      transaction(() => {
        stmt.completeKey.run(status, body, new Date(now()).toISOString(), userId, key);
        if (balance) writeBalance(userId, balance);
        if (reservationId) stmt.deleteReservation.run(reservationId);
      });
    },

    reserve(userId, quantity, leaseMs) {
      fast.exec('BEGIN IMMEDIATE');
      try {
        const row = reservations.balance.get(userId);
        let result: Reservation = { kind: 'unknown' };
        if (row) {
          const at = now();
          const { availableCredit } = JSON.parse(String(row.data)) as CreditData;
          const { reserved } = reservations.reserved.get(userId, at) as { reserved: number };
          if (availableCredit - Number(reserved) < quantity) result = { kind: 'refused' };
          else {
            const id = randomUUID();
            reservations.insert.run(id, userId, quantity, at + leaseMs, new Date(at).toISOString());
            result = { kind: 'reserved', id };
          }
        }
        fast.exec('COMMIT');
        return result;
      } catch (error) {
        fast.exec('ROLLBACK');
        throw error;
      }
    },

    releaseReservation(id) {
      reservations.delete.run(id);
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

    replaceBalanceIfIdle(userId, data) {
      transaction(() => {
        const at = now();
        const { reserved } = stmt.reserved.get(userId, at) as { reserved: number };
        if (Number(reserved) > 0) return;
        const text = JSON.stringify(data);
        stmt.replaceBalance.run(userId, text, new Date(at).toISOString());
        lastSaved.set(userId, text);
      });
    },

    balance(userId) {
      const row = stmt.balance.get(userId);
      if (!row) return undefined;
      return { data: JSON.parse(String(row.data)) as CreditData, updatedAt: String(row.updated_at) };
    },

    close() {
      if (fast.isOpen) fast.close();
      if (db.isOpen) db.close();
    },
  };
}
