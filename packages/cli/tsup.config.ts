import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { startupPatches } from './startup-patches.js';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// Commands load their heavy parts (core, conf, undici, Ink) with `await import()`, so splitting keeps
// `ccnl --version` and `ccnl --help` from parsing code they never run. The version is baked in at build
// time so that `--version` reads nothing from disk. `chat-app` gives the chat view a stable file name for
// `pnpm bench` (bench/cli-chat-stream.bench.mjs), which renders it as `ccnl chat` does.
export default defineConfig({
  entry: { bin: 'src/bin.ts', 'chat-app': 'src/ui/bench-entry.ts' },
  format: 'esm',
  target: 'node24',
  platform: 'node',
  clean: true,
  splitting: true,
  sourcemap: true,
  // Bundled CommonJS (React) still calls `require` for Node's built-ins: each chunk gets its own.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __ccnlRequire } from 'node:module';\nconst require = __ccnlRequire(import.meta.url);",
  },
  // React and Ink bundled as for production: their development builds check and warn at every render.
  define: { __CCNL_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': '"production"' },
  // Ink, React, core, zod, conf (with what it loads) and commander come as hundreds of small files: bundled,
  // a command loads a few chunks instead of resolving, reading and compiling each file, which was most of the
  // time to the chat's first frame. What only some commands use stays outside, loaded when they run: marked
  // (the first answer), core's Word export (docx, htmlparser2) and its undici pool (batch), both from core's
  // own build, where their dependencies resolve. Ink's devtools are never loaded.
  noExternal: ['ink', 'react', 'conf', 'zod', 'commander', /^@ccnl\/core(\/strings)?$/],
  external: ['react-devtools-core', 'marked', '@ccnl/core/export', '@ccnl/core/node'],
  esbuildPlugins: startupPatches,
  // Built-ins keep their `node:` name, so that startup-patches sees every import of one.
  removeNodeProtocol: false,
  // `ccnl --help` is the same text every time: written once from the built program, so that printing it
  // does not load commander (bin.ts falls back to commander when the file is missing).
  onSuccess: async () => {
    const help = execFileSync(process.execPath, ['dist/bin.js', '--help'], {
      env: { ...process.env, COLUMNS: '80', NO_COLOR: '1' },
      encoding: 'utf8',
    });
    writeFileSync('dist/help.txt', help);
  },
});
