import type { Connection } from '@ccnl/storage';
import type { FastifyBaseLogger } from 'fastify';

/** The PostgreSQL channel every replica listens on; the payload is the answer's id. */
export const STOP_CHANNEL = 'ccnl_answer_stop';

// A listener that lost its connection tries again after this long (doubling up to the maximum).
const RELISTEN_MIN_MS = 250;
const RELISTEN_MAX_MS = 10_000;

/**
 * The answers this replica is streaming, and stopping one wherever it streams. On SQLite everything runs in
 * one process, so a stop is a local abort; on PostgreSQL a stop for an answer held elsewhere is published
 * with NOTIFY, and the replica holding it (listening on the same channel) aborts it.
 */
export interface AnswerStops {
  /** Tracks an answer streaming here until the returned function is called. */
  track(answerId: string, stop: () => void): () => void;
  /** Stops the answer here, or asks every replica to; resolves once the request is published. */
  stop(answerId: string): Promise<void>;
  /** Whether stops from other replicas can reach this one now. */
  listening(): boolean;
  /** Resolves when the listener is in place (at once on SQLite). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const connectClient = (pool: NonNullable<Connection['pool']>) => pool.connect();
type PoolClient = Awaited<ReturnType<typeof connectClient>>;

export function createAnswerStops(connection: Connection, log: FastifyBaseLogger): AnswerStops {
  const local = new Map<string, Set<() => void>>();
  const pool = connection.pool;
  let client: PoolClient | undefined;
  let closed = false;
  let retryMs = RELISTEN_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  function stopHere(answerId: string): boolean {
    const stops = local.get(answerId);
    if (!stops) return false;
    for (const stop of stops) stop();
    return true;
  }

  async function listen(): Promise<void> {
    if (!pool || closed) return;
    const next = await connectClient(pool);
    next.on('notification', (message) => {
      if (message.channel === STOP_CHANNEL && message.payload) stopHere(message.payload);
    });
    // A dropped connection is replaced; until then stops reach this replica only through disconnects.
    next.on('error', (error) => {
      log.warn({ err: error }, 'stop listener lost its connection');
      if (client === next) client = undefined;
      next.release(true);
      scheduleRelisten();
    });
    try {
      await next.query(`LISTEN ${STOP_CHANNEL}`);
    } catch (error) {
      next.release(true);
      throw error;
    }
    if (closed) {
      next.release(true);
      return;
    }
    client = next;
    retryMs = RELISTEN_MIN_MS;
  }

  function scheduleRelisten(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen().catch((error: unknown) => {
        log.warn({ err: error }, 'stop listener not restored');
        retryMs = Math.min(retryMs * 2, RELISTEN_MAX_MS);
        scheduleRelisten();
      });
    }, retryMs);
    retryTimer.unref();
  }

  const started = listen();
  // A database that is down at start must not crash the process: readiness reports it, the retry restores it.
  started.catch((error: unknown) => {
    log.warn({ err: error }, 'stop listener not started');
    scheduleRelisten();
  });

  return {
    track(answerId, stop) {
      let stops = local.get(answerId);
      if (!stops) {
        stops = new Set();
        local.set(answerId, stops);
      }
      stops.add(stop);
      return () => {
        stops.delete(stop);
        if (!stops.size) local.delete(answerId);
      };
    },

    async stop(answerId) {
      if (stopHere(answerId) || !pool) return;
      await connection.run('SELECT pg_notify(?, ?)', [STOP_CHANNEL, answerId]);
    },

    listening: () => !pool || client !== undefined,

    ready: () => started.catch(() => undefined),

    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await started.catch(() => undefined);
      const current = client;
      client = undefined;
      if (!current) return;
      await current.query(`UNLISTEN ${STOP_CHANNEL}`).catch(() => undefined);
      current.release();
    },
  };
}
