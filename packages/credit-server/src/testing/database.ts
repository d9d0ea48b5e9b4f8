import { freshTestDatabase } from '@ccnl/storage/testing';

/** The dialect this test run stores in: vitest's `postgres` project sets it, the `sqlite` one does not. */
export const TEST_DIALECT: 'sqlite' | 'postgres' =
  process.env.CCNL_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/**
 * The environment that puts a credit server's state in the run's dialect: nothing on SQLite (its data dir
 * is the test's temp folder), a fresh database of the run's PostgreSQL cluster otherwise.
 */
export async function databaseEnv(): Promise<Record<string, string>> {
  if (TEST_DIALECT === 'sqlite') return {};
  return { DATABASE_URL: await freshTestDatabase('credit') };
}
