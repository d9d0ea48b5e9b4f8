import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The files share no global state: reusing workers saves a process start per file.
  test: { include: ['src/**/*.test.ts'], isolate: false },
});
