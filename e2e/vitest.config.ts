import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Real servers, child processes and a browser on 2 cores: one file at a time, generous limits.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll gives up after 1 s by default; a lazily loaded chunk on a busy machine takes longer. The poll
    // still ends as soon as the page is right, so a generous ceiling costs nothing when it passes.
    expect: { poll: { timeout: 30_000 } },
  },
});
