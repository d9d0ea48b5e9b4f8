import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { type Connection, migrate, openConnection } from '@ccnl/storage';
import { createBalancesRepository } from './balances-repository.js';
import { createKeysRepository } from './keys-repository.js';
import { createRateLimitRepository } from './rate-limit-repository.js';
import { CREDIT_MIGRATIONS, IN_FLIGHT_FILE, IN_FLIGHT_SCHEMA, IN_FLIGHT_TABLES } from './schema.js';
import { type CreditStore, type CreditStoreOptions, DEFAULT_RETENTION_DAYS } from './store.js';

export interface CreditStoreLocation {
  /** Where the SQLite file lives when no PostgreSQL is configured. */
  dataDir: string;
  /** `postgres://…`: every piece of state in PostgreSQL, shared by any number of replicas. */
  databaseUrl?: string | undefined;
  /** PostgreSQL connections in this process's pool (default 10). */
  poolSize?: number | undefined;
}

const DATABASE_FILE = 'credit.sqlite';

/**
 * Opens the credit store: PostgreSQL when a database URL is given, otherwise the SQLite file of the data
 * directory. Migrations run here (on PostgreSQL the first replica to start runs them, the others wait for
 * its lock), then keys answered long ago and reservations whose lease has lapsed are swept.
 */
export async function openCreditStore(
  location: CreditStoreLocation,
  options: CreditStoreOptions = {},
): Promise<CreditStore> {
  const now = options.now ?? Date.now;
  const db = openConnection({
    databaseUrl: location.databaseUrl,
    dataDir: location.dataDir,
    fileName: DATABASE_FILE,
    poolSize: location.poolSize,
  });
  try {
    if (db.dialect === 'sqlite') await attachInFlight(db, location.dataDir);
    await migrate(db, CREDIT_MIGRATIONS);
    if (db.dialect === 'sqlite') await db.exec(IN_FLIGHT_TABLES);
    const retentionMs = (options.retentionDays ?? DEFAULT_RETENTION_DAYS) * 86_400_000;
    await db.run('DELETE FROM idempotency_keys WHERE status IS NOT NULL AND created_at < ?', [
      new Date(now() - retentionMs).toISOString(),
    ]);
    await db.run('DELETE FROM reservations WHERE lease_until <= ?', [now()]);
  } catch (error) {
    await db.close();
    throw error;
  }
  const balances = createBalancesRepository(db, now);
  return {
    dialect: db.dialect,
    keys: createKeysRepository(db, balances, now),
    balances,
    ...(db.dialect === 'postgres' ? { rateLimits: createRateLimitRepository(db, now) } : {}),
    ping: () => db.ping(),
    close: () => db.close(),
  };
}

async function attachInFlight(db: Connection, dataDir: string): Promise<void> {
  // FULL: an answered key must survive a power cut, or a replay could debit again.
  await db.exec('PRAGMA synchronous = FULL');
  const file = join(dataDir, IN_FLIGHT_FILE);
  await db.run(`ATTACH DATABASE ? AS ${IN_FLIGHT_SCHEMA}`, [file]);
  chmodSync(file, 0o600);
  await db.exec(`PRAGMA ${IN_FLIGHT_SCHEMA}.journal_mode = WAL`);
  await db.exec(`PRAGMA ${IN_FLIGHT_SCHEMA}.synchronous = NORMAL`);
}
