import { randomUUID } from 'node:crypto';
import type { CreditData } from '@ccnl/core';
import type { Connection, Queryable } from '@ccnl/storage';
import type { Balances, Reservation } from './store.js';

/** Writes a balance inside a transaction of another repository (a debit stores the balance it returned). */
export interface BalanceWriter {
  write(tx: Queryable, userId: string, data: CreditData): Promise<void>;
}

/**
 * Total_Consumed only grows: a balance read before a debit never overwrites the one after it. The balance
 * is JSON text on both dialects; each reads its field in its own way.
 */
const CONDITIONAL_SAVE = {
  sqlite: `INSERT INTO balances (user_id, data, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (user_id) DO UPDATE
    SET data = excluded.data, updated_at = excluded.updated_at, version = balances.version + 1
    WHERE json_extract(excluded.data, '$.totalConsumed') >= json_extract(balances.data, '$.totalConsumed')`,
  // An unchanged balance is no write at all: replicas check balances far more often than they change.
  postgres: `INSERT INTO balances (user_id, data, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (user_id) DO UPDATE
    SET data = excluded.data, updated_at = excluded.updated_at, version = balances.version + 1
    WHERE (excluded.data::jsonb ->> 'totalConsumed')::numeric >= (balances.data::jsonb ->> 'totalConsumed')::numeric
      AND excluded.data <> balances.data`,
};

const REPLACE = `INSERT INTO balances (user_id, data, updated_at) VALUES (?, ?, ?)
  ON CONFLICT (user_id) DO UPDATE
  SET data = excluded.data, updated_at = excluded.updated_at, version = balances.version + 1`;

const RESERVED =
  'SELECT COALESCE(SUM(quantity), 0) AS reserved FROM reservations WHERE user_id = ? AND lease_until > ?';

/**
 * On PostgreSQL the balance row is locked for the check and the insert of a reservation: concurrent
 * reservations of one user, on any replica, take turns, so available − reserved is never overdrawn. On
 * SQLite the transaction holds the database's write lock already.
 */
const forUpdate = (tx: Queryable) => (tx.dialect === 'postgres' ? ' FOR UPDATE' : '');

export function createBalancesRepository(db: Connection, now: () => number): Balances & BalanceWriter {
  /**
   * SQLite only (one process): the balance last written per user, as written; most checks find it
   * unchanged, and every write there costs a disk flush. Replicas on PostgreSQL cannot know what the
   * others wrote, so they let the conditional write skip an unchanged balance instead.
   */
  const lastSaved = db.dialect === 'sqlite' ? new Map<string, string>() : undefined;
  const LAST_SAVED_MAX = 10_000;

  async function write(tx: Queryable, userId: string, data: CreditData): Promise<void> {
    const text = JSON.stringify(data);
    const { changes } = await tx.run(CONDITIONAL_SAVE[tx.dialect], [
      userId,
      text,
      new Date(now()).toISOString(),
    ]);
    if (!lastSaved) return;
    if (lastSaved.size >= LAST_SAVED_MAX) lastSaved.clear();
    if (changes > 0) lastSaved.set(userId, text);
    else lastSaved.delete(userId);
  }

  async function reserved(tx: Queryable, userId: string, at: number): Promise<number> {
    const row = await tx.get<{ reserved: number }>(RESERVED, [userId, at]);
    return Number(row?.reserved ?? 0);
  }

  return {
    write,

    reserve(userId, quantity, leaseMs) {
      return db.transaction(async (tx): Promise<Reservation> => {
        const row = await tx.get<{ data: string; version: number }>(
          `SELECT data, version FROM balances WHERE user_id = ?${forUpdate(tx)}`,
          [userId],
        );
        if (!row) return { kind: 'unknown' };
        const at = now();
        const { availableCredit } = JSON.parse(row.data) as CreditData;
        if (availableCredit - (await reserved(tx, userId, at)) < quantity)
          return { kind: 'refused', version: Number(row.version) };
        const id = randomUUID();
        await tx.run(
          'INSERT INTO reservations (id, user_id, quantity, lease_until, created_at) VALUES (?, ?, ?, ?, ?)',
          [id, userId, quantity, at + leaseMs, new Date(at).toISOString()],
        );
        return { kind: 'reserved', id };
      });
    },

    async releaseReservation(id) {
      await db.run('DELETE FROM reservations WHERE id = ?', [id]);
    },

    async save(userId, data) {
      if (lastSaved?.get(userId) === JSON.stringify(data)) return;
      await write(db, userId, data);
    },

    async replaceIfIdle(userId, data, seenVersion) {
      await db.transaction(async (tx) => {
        // Locked first, so that no reservation or debit slips in between the checks and the write.
        const row = await tx.get<{ version: number }>(
          `SELECT version FROM balances WHERE user_id = ?${forUpdate(tx)}`,
          [userId],
        );
        if (row && Number(row.version) !== seenVersion) return;
        const at = now();
        if ((await reserved(tx, userId, at)) > 0) return;
        const text = JSON.stringify(data);
        await tx.run(REPLACE, [userId, text, new Date(at).toISOString()]);
        lastSaved?.set(userId, text);
      });
    },

    async get(userId) {
      const row = await db.get<{ data: string; updated_at: string }>(
        'SELECT data, updated_at FROM balances WHERE user_id = ?',
        [userId],
      );
      if (!row) return undefined;
      return { data: JSON.parse(row.data) as CreditData, updatedAt: String(row.updated_at) };
    },
  };
}
