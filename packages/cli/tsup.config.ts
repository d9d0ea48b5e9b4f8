import { defineConfig } from 'tsup';

// Commands load their heavy parts (Ink, React, docx) with `await import()`, so splitting keeps
// `ccnl --version` from parsing code it never runs.
export default defineConfig({
  entry: { bin: 'src/bin.ts' },
  format: 'esm',
  target: 'node24',
  platform: 'node',
  clean: true,
  splitting: true,
  sourcemap: true,
  banner: { js: '#!/usr/bin/env node' },
});
