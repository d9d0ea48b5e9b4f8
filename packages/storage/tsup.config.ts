import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    testing: 'src/testing/index.ts',
    'vitest-global-setup': 'src/testing/vitest-global-setup.ts',
  },
  format: 'esm',
  target: 'node24',
  platform: 'node',
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['pg', 'vitest'],
  // node:sqlite exists only with its prefix.
  removeNodeProtocol: false,
});
