import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The bin tests run the built dist/bin.js; build it first when it is missing or older than src.
    globalSetup: ['./vitest.global-setup.ts'],
    // Most tests start several `ccnl` processes; on a busy machine (CI runs this suite twice) one start takes
    // over a second, so a test gets a budget, not a deadline: they wait for states, never for durations.
    testTimeout: 60_000,
    // Snapshots of the terminal screens: no colour from Ink's own styles, dates in one time zone.
    env: { FORCE_COLOR: '0', TZ: 'UTC' },
  },
});
