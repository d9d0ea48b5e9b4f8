import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The eval's own checker (eval/eval.test.mjs) is part of the suite; the eval itself (`pnpm eval`) is not.
    include: ['src/**/*.test.ts', 'eval/**/*.test.mjs'],
    // Several suites start real backend processes; on a busy two-core machine a start alone can take seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
