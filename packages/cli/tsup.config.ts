import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// Commands load their heavy parts (core, conf, undici, later Ink) with `await import()`, so splitting keeps
// `ccnl --version` and `ccnl --help` from parsing code they never run. The version is baked in at build
// time so that `--version` reads nothing from disk.
export default defineConfig({
  entry: { bin: 'src/bin.ts' },
  format: 'esm',
  target: 'node24',
  platform: 'node',
  clean: true,
  splitting: true,
  sourcemap: true,
  banner: { js: '#!/usr/bin/env node' },
  define: { __CCNL_VERSION__: JSON.stringify(version) },
});
