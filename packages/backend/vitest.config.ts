import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ALL_TESTS = ['src/**/*.test.ts', 'eval/**/*.test.mjs'];
// Tests of pure computation (rules, payroll, reader, knowledge base, settings) never touch storage: they
// run once. Every other file starts a backend or opens its database, and runs on PostgreSQL too.
const PURE_TESTS = ['src/agents/**', 'src/payroll/**', 'src/reader/**', 'src/kb/**', 'src/config.test.ts'];

export default defineConfig({
  test: {
    // Several suites start real backend processes; on a busy two-core machine a start alone can take seconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest runs cores − 1 workers by default: one on a two-core machine, which leaves a core idle while each file
    // imports the reader's large module graph. Two workers use both cores.
    maxWorkers: 2,
    // expect.poll waits for a state; its 1 s default ceiling is a timing assumption a busy machine breaks.
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: PURE_TESTS.map((glob) => (glob.endsWith('**') ? `${glob}/*.test.ts` : glob)),
          // These files share no state a test can see (documents get their own ids), so one module graph serves
          // them all: the reader's large graph is imported once per worker instead of once per file (measured:
          // 803 files in 2 min 33 s on two workers, against about 25 min isolated).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'sqlite',
          // The eval's own checker (eval/eval.test.mjs) is part of the suite; the eval itself (`pnpm eval`) is not.
          include: ALL_TESTS,
          exclude: PURE_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ALL_TESTS,
          exclude: PURE_TESTS,
          env: { CCNL_TEST_DIALECT: 'postgres' },
          // One cluster for the run (initdb in a temp dir, a free port); a database per test data dir.
          globalSetup: [fileURLToPath(import.meta.resolve('@ccnl/storage/vitest-global-setup'))],
        },
      },
    ],
  },
});
