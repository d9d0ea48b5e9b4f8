import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A budget, not a deadline: the catalogue test parses every client source (about 4 s alone) and failed
    // at vitest's default 5 s once on a busy machine. Tests wait for states, never for durations.
    testTimeout: 30_000,
    // expect.poll waits for a state; its 1 s default ceiling is a timing assumption a busy machine breaks.
    expect: { poll: { timeout: 30_000 } },
  },
});
