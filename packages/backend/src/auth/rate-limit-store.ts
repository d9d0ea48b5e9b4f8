import type { Connection } from '@ccnl/storage';

/**
 * @fastify/rate-limit's counters kept in the database instead of one process's memory: with replicas on
 * one PostgreSQL (or one SQLite file), a client spreading its calls over them meets the same limits. Fixed
 * windows, as the plugin's own store: the first hit starts a window of `timeWindow` ms; one statement
 * counts a hit or starts a new window, so concurrent hits on any replica are all counted.
 */

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired windows are deleted now and then, by whichever replica happens to count the Nth hit. */
const SWEEP_EVERY = 500;

export function databaseRateLimitStore(db: Connection, now: () => number = Date.now) {
  let hits = 0;
  const sweep = () =>
    db.run('DELETE FROM rate_limits WHERE window_start + window_ms <= ?', [now()]).catch(() => undefined);

  async function increment(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const at = now();
    const row = await db.get<{ count: number; window_start: number; window_ms: number }>(
      `INSERT INTO rate_limits (key, count, window_start, window_ms) VALUES (?, 1, ?, ?)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start + rate_limits.window_ms <= excluded.window_start
           THEN 1 ELSE rate_limits.count + 1 END,
         window_start = CASE WHEN rate_limits.window_start + rate_limits.window_ms <= excluded.window_start
           THEN excluded.window_start ELSE rate_limits.window_start END,
         window_ms = CASE WHEN rate_limits.window_start + rate_limits.window_ms <= excluded.window_start
           THEN excluded.window_ms ELSE rate_limits.window_ms END
       RETURNING count, window_start, window_ms`,
      [key, at, timeWindow],
    );
    if (!row) throw new Error('rate limit upsert returned no row');
    hits += 1;
    if (hits % SWEEP_EVERY === 0) void sweep();
    return {
      current: Number(row.count),
      ttl: Math.max(0, Number(row.window_start) + Number(row.window_ms) - at),
    };
  }

  async function read(key: string): Promise<{ current: number; ttl: number }> {
    const at = now();
    const row = await db.get<{ count: number; window_start: number; window_ms: number }>(
      'SELECT count, window_start, window_ms FROM rate_limits WHERE key = ?',
      [key],
    );
    const end = row ? Number(row.window_start) + Number(row.window_ms) : 0;
    if (!row || end <= at) return { current: 0, ttl: 0 };
    return { current: Number(row.count), ttl: end - at };
  }

  const settle = (work: Promise<{ current: number; ttl: number }>, callback: Callback) =>
    work.then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );

  /** The store class the plugin instantiates (`store` option); every route's limit shares the table. */
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      settle(increment(key, timeWindow), callback);
    }
    read(key: string, callback: Callback): void {
      settle(read(key), callback);
    }
    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
