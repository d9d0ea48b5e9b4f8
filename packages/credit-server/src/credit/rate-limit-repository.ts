import type { Connection } from '@ccnl/storage';
import type { RateLimitCounters } from './store.js';

/** Ended windows are swept now and then, not on every call. */
const SWEEP_EVERY = 1_000;

/**
 * Fixed-window counters in the database, shared by every replica: one upsert counts a call and starts a
 * new window when the last one has ended, atomically (the primary key serializes concurrent calls).
 */
export function createRateLimitRepository(db: Connection, now: () => number): RateLimitCounters {
  let calls = 0;

  function sweep(at: number): void {
    // Best effort: a failed sweep leaves ended windows for the next one, and they count nothing meanwhile.
    db.run('DELETE FROM rate_limits WHERE reset_at <= ?', [at]).catch(() => undefined);
  }

  return {
    async increment(key, windowMs) {
      const at = now();
      if (++calls % SWEEP_EVERY === 0) sweep(at);
      const row = await db.get<{ count: number; reset_at: number }>(
        `INSERT INTO rate_limits (rate_key, count, reset_at) VALUES (?, 1, ?)
         ON CONFLICT (rate_key) DO UPDATE SET
           count = CASE WHEN rate_limits.reset_at <= ? THEN 1 ELSE rate_limits.count + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= ? THEN ? ELSE rate_limits.reset_at END
         RETURNING count, reset_at`,
        [key, at + windowMs, at, at, at + windowMs],
      );
      if (!row) throw new Error('rate limit counter not written');
      return { current: Number(row.count), ttl: Math.max(0, Number(row.reset_at) - at) };
    },

    async read(key) {
      const at = now();
      const row = await db.get<{ count: number; reset_at: number }>(
        'SELECT count, reset_at FROM rate_limits WHERE rate_key = ? AND reset_at > ?',
        [key, at],
      );
      if (!row) return { current: 0, ttl: 0 };
      return { current: Number(row.count), ttl: Number(row.reset_at) - at };
    },
  };
}
