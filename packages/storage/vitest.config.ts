import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One throwaway PostgreSQL cluster for the whole run; each test file makes its own databases in it.
    globalSetup: ['./src/testing/vitest-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
