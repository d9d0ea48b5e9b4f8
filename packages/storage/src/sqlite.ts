import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { Connection, Params, Queryable, Row } from './connection.js';

/**
 * Transactions in progress per file, shared by every connection of this process to it: a transaction spans
 * awaits, and a second connection's BEGIN IMMEDIATE would wait synchronously (busy_timeout) for a lock that
 * only this same blocked thread can release. Other processes wait on the file lock as usual.
 */
interface FileQueue {
  tail: Promise<unknown>;
  /** Transactions (and statements queued behind them) not yet finished. */
  waiting: number;
}
const queues = new Map<string, FileQueue>();

/**
 * SQLite through node:sqlite, behind the same promise-based interface as PostgreSQL. node:sqlite is
 * synchronous, so one statement never interleaves with another; a transaction spans awaits, though, so
 * while one runs every other statement on the file in this process waits in a queue instead of landing
 * inside it.
 */
export function openSqlite(dataDir: string, fileName: string): Connection {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, fileName);
  const db = new DatabaseSync(file);
  try {
    // Personal data: owner-only, and SQLite gives its -wal/-shm files the same mode.
    chmodSync(file, 0o600);
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA foreign_keys = ON');
    // Other processes sharing the file (replicas on one machine) wait for the write lock instead of failing.
    db.exec('PRAGMA busy_timeout = 5000');
    db.exec('PRAGMA synchronous = NORMAL');
  } catch (error) {
    db.close();
    throw error;
  }

  // Prepared once per distinct statement: parsing the same SQL for every message write shows.
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const values = (params: Params | undefined) => (params ?? []) as SQLInputValue[];

  const direct: Queryable = {
    dialect: 'sqlite',
    async all<T = Row>(sql: string, params?: Params) {
      return prepare(sql).all(...values(params)) as T[];
    },
    async get<T = Row>(sql: string, params?: Params) {
      return prepare(sql).get(...values(params)) as T | undefined;
    },
    async run(sql: string, params?: Params) {
      return { changes: Number(prepare(sql).run(...values(params)).changes) };
    },
    async exec(sql: string) {
      db.exec(sql);
    },
  };

  let queue = queues.get(file);
  if (!queue) {
    queue = { tail: Promise.resolve(), waiting: 0 };
    queues.set(file, queue);
  }
  const q = queue;
  function queued<T>(work: () => Promise<T>): Promise<T> {
    q.waiting += 1;
    const result = q.tail.then(work);
    const done = () => {
      q.waiting -= 1;
    };
    q.tail = result.then(done, done);
    return result;
  }
  // A statement with nothing queued runs at once; otherwise after what is ahead of it.
  const outside =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      q.waiting === 0 ? call(...args) : queued(() => call(...args));

  let open = true;
  return {
    dialect: 'sqlite',
    pool: undefined,
    all: outside(direct.all) as Connection['all'],
    get: outside(direct.get) as Connection['get'],
    run: outside(direct.run),
    exec: outside(direct.exec),
    transaction(work) {
      return queued(async () => {
        prepare('BEGIN IMMEDIATE').run();
        try {
          const result = await work(direct);
          prepare('COMMIT').run();
          return result;
        } catch (error) {
          if (db.isTransaction) prepare('ROLLBACK').run();
          throw error;
        }
      });
    },
    withLock(_name, work) {
      return work();
    },
    async ping() {
      try {
        return (prepare('SELECT 1 AS ok').get() as { ok?: number } | undefined)?.ok === 1;
      } catch {
        return false;
      }
    },
    async close() {
      if (!open) return;
      open = false;
      await q.tail.catch(() => undefined);
      db.close();
    },
  };
}
