import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Connection, Params, Queryable, Row } from './connection.js';
import { toPostgresPlaceholders } from './placeholders.js';

// COUNT(*) and BIGINT come back as strings by default; every figure the servers keep fits a double.
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Errors after which PostgreSQL asks for the transaction to be run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

const translated = new Map<string, string>();
function translate(sql: string): string {
  let text = translated.get(sql);
  if (text === undefined) {
    text = toPostgresPlaceholders(sql);
    translated.set(sql, text);
  }
  return text;
}

/** A 63-bit advisory lock key from a lock's name, the same in every process. */
function lockKey(name: string): string {
  return BigInt.asIntN(64, createHash('sha256').update(name).digest().readBigUInt64BE(0)).toString();
}

/**
 * PostgreSQL's text cannot hold U+0000 (SQLite's can): it is stored as U+FFFD, so a NUL in a message is
 * kept visibly and an id with a NUL in it matches nothing, instead of the statement failing.
 */
function values(params: Params | undefined): unknown[] | undefined {
  if (!params) return undefined;
  return params.map((value) =>
    typeof value === 'string' && value.includes('\0') ? value.replaceAll('\0', '\uFFFD') : value,
  );
}

function queryableOver(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    dialect: 'postgres',
    async all<T = Row>(sql: string, params?: Params) {
      return (await client.query(translate(sql), values(params))).rows as T[];
    },
    async get<T = Row>(sql: string, params?: Params) {
      return (await client.query(translate(sql), values(params))).rows[0] as T | undefined;
    },
    async run(sql: string, params?: Params) {
      return { changes: (await client.query(translate(sql), values(params))).rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export function openPostgres(url: string, poolSize = 10): Connection {
  const pool = new pg.Pool({
    connectionString: url,
    // At least two: `withLock` keeps one client while the work it guards uses others.
    max: Math.max(2, poolSize),
    types,
    // A database that does not answer fails the request (and readiness) instead of hanging it.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (a restart, a failover) is dropped by the pool; the next query reports
  // the outage. Without a listener the 'error' event would end the process.
  pool.on('error', () => undefined);

  const base = queryableOver(pool);
  let open = true;
  return {
    ...base,
    pool,
    async transaction(work) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query('BEGIN');
          const result = await work(queryableOver(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
          const code = (error as { code?: unknown }).code;
          if (attempt < MAX_ATTEMPTS && typeof code === 'string' && RETRYABLE.has(code)) continue;
          throw error;
        } finally {
          // A client whose ROLLBACK failed is in an unknown state: destroyed, not returned to the pool.
          client.release(broken);
        }
      }
    },
    async withLock(name, work) {
      const client = await pool.connect();
      const key = lockKey(name);
      let broken: Error | undefined;
      try {
        await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch((error: Error) => {
            broken = error;
          });
        }
      } finally {
        client.release(broken);
      }
    },
    async ping() {
      try {
        return (await pool.query('SELECT 1 AS ok')).rows[0]?.ok === 1;
      } catch {
        return false;
      }
    },
    async close() {
      if (!open) return;
      open = false;
      await pool.end();
    },
  };
}
