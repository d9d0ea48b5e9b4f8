import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The bin tests run the built dist/bin.js; build it first when it is missing or older than src.
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 15_000,
  },
});
