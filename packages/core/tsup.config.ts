import { defineConfig } from 'tsup';

export default defineConfig({
  // dist mirrors src (dist/strings/index.js is src/strings/index.ts) so that knip maps every subpath of
  // package.json's exports back to its source and counts the other workspaces' imports of it.
  entry: [
    'src/index.ts',
    'src/node.ts',
    'src/testing/index.ts',
    'src/export/index.ts',
    'src/markdown/index.ts',
    'src/rules/answer.ts',
    'src/strings/index.ts',
  ],
  format: 'esm',
  target: 'es2023',
  platform: 'neutral',
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  external: ['undici', 'zod', 'docx', 'marked', 'htmlparser2'],
});
