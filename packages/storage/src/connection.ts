import type pg from 'pg';

/** The two databases the servers run on: SQLite in the data dir (the default), or PostgreSQL. */
export type Dialect = 'sqlite' | 'postgres';

export type Row = Record<string, unknown>;

/**
 * Positional parameters, written `?` in the SQL for both dialects. Values: string, number, bigint, null,
 * Uint8Array (booleans are the caller's to turn into 0/1, as SQLite has no boolean type).
 */
export type Params = readonly unknown[];

/** What runs statements: the connection itself, or a transaction in progress. */
export interface Queryable {
  readonly dialect: Dialect;
  /** Every row of a statement. */
  all<T = Row>(sql: string, params?: Params): Promise<T[]>;
  /** The first row, if any. */
  get<T = Row>(sql: string, params?: Params): Promise<T | undefined>;
  /** A statement run for its effect: how many rows it changed. */
  run(sql: string, params?: Params): Promise<{ changes: number }>;
  /** Several statements without parameters (schema changes). */
  exec(sql: string): Promise<void>;
}

export interface Connection extends Queryable {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. On SQLite the
   * write lock is taken at once (BEGIN IMMEDIATE), so transactions never interleave; on PostgreSQL it is
   * READ COMMITTED, and a transaction aborted by a deadlock or a serialization failure is run again, so
   * `work` must touch nothing but `tx` (never the connection itself, which would wait for the transaction).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding a lock named `name` across every process sharing the database (a PostgreSQL
   * advisory lock; on SQLite, where writers are serialized by the file lock, just this process's queue).
   */
  withLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Whether the database answers now; never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: the pool, for what needs a client of its own (LISTEN/NOTIFY). Undefined on SQLite.
   */
  readonly pool: pg.Pool | undefined;
}

export interface ConnectionOptions {
  /** `postgres://…` or `postgresql://…`: PostgreSQL; empty or absent: SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Where the SQLite file lives (created owner-only when missing). */
  dataDir: string;
  /** The SQLite file's name inside `dataDir`. */
  fileName: string;
  /** PostgreSQL pool size per process (default 10). */
  poolSize?: number | undefined;
}

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/** Whether a DATABASE_URL selects PostgreSQL; anything else that is not empty is a mistake worth refusing. */
export function isPostgresUrl(url: string | undefined): url is string {
  return typeof url === 'string' && POSTGRES_URL.test(url);
}

/** DATABASE_URL with its password hidden, for logs and error messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '[unparseable DATABASE_URL]';
  }
}
