import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The bin tests run the built dist/bin.js; build it first when it is missing or older than src.
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 15_000,
    // Snapshots of the terminal screens: no colour from Ink's own styles, dates in one time zone.
    env: { FORCE_COLOR: '0', TZ: 'UTC' },
  },
});
