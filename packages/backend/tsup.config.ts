import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', main: 'src/main.ts', 'kb-coverage': 'src/kb-coverage.ts' },
  format: 'esm',
  target: 'node24',
  platform: 'node',
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  // node:sqlite exists only with its prefix.
  removeNodeProtocol: false,
});
