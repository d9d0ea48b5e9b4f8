import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The throwaway PostgreSQL cluster of @ccnl/storage, started once for the postgres project's run.
const pgCluster = fileURLToPath(import.meta.resolve('@ccnl/storage/vitest-global-setup'));

/**
 * Every test runs twice: on SQLite (the embedded default) and on PostgreSQL, where each server a test
 * starts gets a fresh database of one cluster. `*.pg.test.ts` (replicas sharing one database) runs on
 * PostgreSQL only. The files share no global state: reusing workers saves a process start per file.
 */
export default defineConfig({
  test: {
    // expect.poll waits for a state; its 1 s default ceiling is a timing assumption a busy machine breaks.
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.pg.test.ts'],
          isolate: false,
          // Tests firing 50 calls at once share two cores with the rest of the machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/**/*.test.ts'],
          isolate: false,
          globalSetup: [pgCluster],
          env: { CCNL_TEST_DIALECT: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
