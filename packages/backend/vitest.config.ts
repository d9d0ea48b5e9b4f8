import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The files whose tests touch storage: they run twice, on SQLite and on a throwaway PostgreSQL.
const STORAGE_TESTS = [
  'src/assistant/agent-route.test.ts',
  'src/assistant/answer-stop.test.ts',
  'src/assistant/crash-safety.test.ts',
  'src/assistant/assistant.test.ts',
  'src/assistant/stream-lifecycle.test.ts',
  'src/auth/**/*.test.ts',
  'src/consumption/**/*.test.ts',
  'src/db/**/*.test.ts',
  'src/documents/documents.test.ts',
  'src/documents/hostile.test.ts',
  'src/graphql/**/*.test.ts',
  'src/http/**/*.test.ts',
  'src/main.test.ts',
];

export default defineConfig({
  test: {
    // Several suites start real backend processes; on a busy two-core machine a start alone can take seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          // The eval's own checker (eval/eval.test.mjs) is part of the suite; the eval itself (`pnpm eval`) is not.
          include: ['src/**/*.test.ts', 'eval/**/*.test.mjs'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: STORAGE_TESTS,
          env: { CCNL_TEST_DIALECT: 'postgres' },
          // One cluster for the run (initdb in a temp dir, a free port); a database per test data dir.
          globalSetup: [fileURLToPath(import.meta.resolve('@ccnl/storage/vitest-global-setup'))],
        },
      },
    ],
  },
});
