import { type Connection, type ConnectionOptions, isPostgresUrl, redactUrl } from './connection.js';
import { openPostgres } from './postgres.js';
import { openSqlite } from './sqlite.js';

/**
 * The servers' one way to their database: PostgreSQL when `databaseUrl` is a postgres:// URL, otherwise
 * SQLite in the data dir, as the embedded default.
 */
export function openConnection(options: ConnectionOptions): Connection {
  const url = options.databaseUrl?.trim();
  if (!url) return openSqlite(options.dataDir, options.fileName);
  if (!isPostgresUrl(url))
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got ${redactUrl(url)})`);
  return openPostgres(url, options.poolSize);
}
