import type { CreditData } from '@ccnl/core';
import type { Connection, Queryable } from '@ccnl/storage';
import type { BalanceWriter } from './balances-repository.js';
import type { IdempotencyKeys, KeyClaim } from './store.js';

interface KeyRow {
  fingerprint: string;
  upstream_key: string;
  status: number | null;
  answer: string | null;
  lease_until: number;
}

/** On PostgreSQL a claim locks its key's row, so that concurrent claims on any replica take turns. */
const forUpdate = (tx: Queryable) => (tx.dialect === 'postgres' ? ' FOR UPDATE' : '');

/**
 * Idempotency keys: one row per (user, key), claimed by an insert that only one of concurrent claims wins
 * (the primary key decides, on either dialect), then read under a row lock to replay, refuse or take over.
 */
export function createKeysRepository(
  db: Connection,
  balances: BalanceWriter,
  now: () => number,
): IdempotencyKeys {
  return {
    claim(userId, key, fingerprint, leaseMs) {
      return db.transaction(async (tx): Promise<KeyClaim> => {
        const at = now();
        const stamp = new Date(at).toISOString();
        // The first receipt's time is part of the upstream key for good: every retry sends the same one.
        const upstreamKey = `${key}|${stamp}`;
        const inserted = await tx.run(
          `INSERT INTO idempotency_keys
             (user_id, idem_key, fingerprint, upstream_key, lease_until, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, idem_key) DO NOTHING`,
          [userId, key, fingerprint, upstreamKey, at + leaseMs, stamp, stamp],
        );
        if (inserted.changes === 1) return { kind: 'started', upstreamKey };
        const row = await tx.get<KeyRow>(
          `SELECT fingerprint, upstream_key, status, answer, lease_until FROM idempotency_keys
           WHERE user_id = ? AND idem_key = ?${forUpdate(tx)}`,
          [userId, key],
        );
        if (!row) throw new Error('idempotency key vanished during its claim');
        if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
        if (row.status !== null)
          return { kind: 'replay', status: Number(row.status), body: String(row.answer) };
        if (Number(row.lease_until) > at) return { kind: 'in-flight' };
        await tx.run(
          'UPDATE idempotency_keys SET lease_until = ?, updated_at = ? WHERE user_id = ? AND idem_key = ?',
          [at + leaseMs, stamp, userId, key],
        );
        return { kind: 'started', upstreamKey: String(row.upstream_key) };
      });
    },

    async complete(userId, key, status, body, balance?: CreditData, reservationId?: string) {
      await db.transaction(async (tx) => {
        await tx.run(
          `UPDATE idempotency_keys SET status = ?, answer = ?, lease_until = 0, updated_at = ?
           WHERE user_id = ? AND idem_key = ?`,
          [status, body, new Date(now()).toISOString(), userId, key],
        );
        if (balance) await balances.write(tx, userId, balance);
        if (reservationId) await tx.run('DELETE FROM reservations WHERE id = ?', [reservationId]);
      });
    },

    async release(userId, key) {
      await db.run(
        'UPDATE idempotency_keys SET lease_until = 0, updated_at = ? WHERE user_id = ? AND idem_key = ?',
        [new Date(now()).toISOString(), userId, key],
      );
    },
  };
}
