import type { MigrationHistory } from '@ccnl/storage';

/**
 * The credit server's one migration history, for both dialects. The first two entries are the schema the
 * SQLite store had under `PRAGMA user_version` (adopted as applied); times are milliseconds since the epoch
 * in BIGINT columns, which SQLite reads as its INTEGER.
 */
export const CREDIT_MIGRATIONS: MigrationHistory = {
  table: 'credit_server_migrations',
  adoptUserVersion: true,
  migrations: [
    {
      version: 1,
      name: 'idempotency keys and balances',
      up: `CREATE TABLE idempotency_keys (
         user_id TEXT NOT NULL,
         idem_key TEXT NOT NULL,
         fingerprint TEXT NOT NULL,
         upstream_key TEXT NOT NULL,
         -- NULL until answered; then the HTTP status and JSON body every replay gets.
         status INTEGER,
         answer TEXT,
         -- In flight while lease_until (ms since epoch) is in the future.
         lease_until BIGINT NOT NULL DEFAULT 0,
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
    },
    {
      version: 2,
      name: 'reservations',
      up: `CREATE TABLE reservations (
         id TEXT PRIMARY KEY,
         user_id TEXT NOT NULL,
         quantity INTEGER NOT NULL,
         -- Live while lease_until (ms since epoch) is in the future.
         lease_until BIGINT NOT NULL,
         created_at TEXT NOT NULL
       );
       CREATE INDEX reservations_user ON reservations(user_id, lease_until);`,
    },
    {
      version: 3,
      name: 'rate limits',
      // Used by replicas on PostgreSQL; one process on SQLite counts in memory.
      up: `CREATE TABLE rate_limits (
         rate_key TEXT PRIMARY KEY,
         count INTEGER NOT NULL,
         -- The window ends at reset_at (ms since epoch).
         reset_at BIGINT NOT NULL
       );
       CREATE INDEX rate_limits_reset ON rate_limits(reset_at);`,
    },
    {
      version: 4,
      name: 'balance versions',
      // Every write of a balance counts up: a ledger read replaces only the balance it started from.
      up: 'ALTER TABLE balances ADD COLUMN version INTEGER NOT NULL DEFAULT 0',
    },
    {
      version: 5,
      name: 'reservations beside the SQLite file',
      // On SQLite the reservations move to a file of their own (see IN_FLIGHT_SCHEMA); PostgreSQL keeps its.
      up: { sqlite: 'DROP TABLE IF EXISTS main.reservations', postgres: 'SELECT 1' },
    },
  ],
};

/**
 * SQLite only: the reservations live in a second file attached to the connection, written without the
 * per-commit flush of the main file. They last only as long as their answers (a power cut that loses one
 * also ended its answer), so reserving a credit costs no disk sync on the path to an answer's first byte,
 * while an answered key is flushed before it is acknowledged. Created at every start: nothing in it
 * outlives its lease for long.
 */
export const IN_FLIGHT_SCHEMA = 'in_flight';
export const IN_FLIGHT_FILE = 'credit-in-flight.sqlite';
export const IN_FLIGHT_TABLES = `CREATE TABLE IF NOT EXISTS ${IN_FLIGHT_SCHEMA}.reservations (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    lease_until BIGINT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ${IN_FLIGHT_SCHEMA}.reservations_user ON reservations(user_id, lease_until);`;
