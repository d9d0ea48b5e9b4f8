import type { Connection, Dialect, Queryable } from './connection.js';

export interface Migration {
  version: number;
  name: string;
  /** The same SQL for both dialects, or each its own where they differ (types, identity columns). */
  up: string | Record<Dialect, string>;
}

export interface MigrationHistory {
  /** The table recording what was applied; each server has its own, so both can share one database. */
  table: string;
  /** Ordered and append-only: a released migration never changes; a schema change is a new entry. */
  migrations: readonly Migration[];
  /**
   * SQLite files made before this runner recorded their schema in `PRAGMA user_version`: when the table
   * is still empty, migrations up to that version count as applied.
   */
  adoptUserVersion?: boolean;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Applies every migration not yet recorded, each in its own transaction together with its record, so a
 * failed one leaves nothing half done and a later start carries on from it. Across replicas starting
 * together, the first takes the lock and migrates; the others wait for it, then find nothing left to do.
 * Returns the versions this call applied.
 */
export async function migrate(db: Connection, history: MigrationHistory): Promise<number[]> {
  const { table, migrations } = history;
  if (!IDENTIFIER.test(table)) throw new Error(`invalid migration table name ${table}`);
  for (const [i, migration] of migrations.entries())
    if (migration.version !== i + 1) throw new Error(`migration ${migration.name} out of order`);

  return db.withLock(`ccnl-migrations:${table}`, async () => {
    await db.transaction(async (tx) => {
      await tx.exec(`CREATE TABLE IF NOT EXISTS ${table} (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TEXT NOT NULL
      )`);
      if (history.adoptUserVersion && tx.dialect === 'sqlite') await adoptUserVersion(tx, history);
    });
    const applied: number[] = [];
    for (const migration of migrations) {
      const done = await db.transaction(async (tx) => {
        // Checked again inside the transaction: on SQLite another process may have migrated meanwhile.
        if (await tx.get(`SELECT 1 AS done FROM ${table} WHERE version = ?`, [migration.version]))
          return true;
        await tx.exec(typeof migration.up === 'string' ? migration.up : migration.up[tx.dialect]);
        await tx.run(`INSERT INTO ${table} (version, name, applied_at) VALUES (?, ?, ?)`, [
          migration.version,
          migration.name,
          new Date().toISOString(),
        ]);
        return false;
      });
      if (!done) applied.push(migration.version);
    }
    return applied;
  });
}

async function adoptUserVersion(tx: Queryable, history: MigrationHistory): Promise<void> {
  const recorded = await tx.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${history.table}`);
  if (Number(recorded?.n ?? 0) > 0) return;
  const pragma = await tx.get<{ user_version: number }>('PRAGMA user_version');
  const version = Number(pragma?.user_version ?? 0);
  for (const migration of history.migrations)
    if (migration.version <= version)
      await tx.run(`INSERT INTO ${history.table} (version, name, applied_at) VALUES (?, ?, ?)`, [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
}
