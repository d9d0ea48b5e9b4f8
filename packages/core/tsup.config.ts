import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    node: 'src/node.ts',
    testing: 'src/testing/index.ts',
    export: 'src/export/index.ts',
    markdown: 'src/markdown/index.ts',
    answer: 'src/rules/answer.ts',
    strings: 'src/strings/index.ts',
  },
  format: 'esm',
  target: 'es2023',
  platform: 'neutral',
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  external: ['undici', 'zod', 'docx', 'marked', 'htmlparser2'],
});
