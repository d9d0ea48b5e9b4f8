import { freshTestDatabase } from '@ccnl/storage/testing';
import { type Database, openDatabase } from '../db/database.js';

/** Set by the `postgres` vitest project: every test that touches storage runs on PostgreSQL. */
export const onPostgres = process.env.CCNL_TEST_DIALECT === 'postgres';

const databases = new Map<string, Promise<string>>();

/**
 * The DATABASE_URL a test backend on `dataDir` uses: none on SQLite (the file in the dir), and on
 * PostgreSQL a fresh database per data dir, so that a new dir means an empty store on both dialects and
 * the same dir opened again means the same data.
 */
export function testDatabaseUrl(dataDir: string): Promise<string | undefined> {
  if (!onPostgres) return Promise.resolve(undefined);
  let url = databases.get(dataDir);
  if (!url) {
    url = freshTestDatabase('backend');
    databases.set(dataDir, url);
  }
  return url;
}

/** The backend's database for `dataDir`, on the dialect of the running test project. */
export async function openTestDatabase(dataDir: string): Promise<Database> {
  return openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(dataDir) });
}
