import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Ink's layout engine (yoga) reads its WebAssembly from a base64 data: URL, through `fetch` whenever the
 * runtime has one. Node's fetch is its built-in undici, loaded and initialised on first use: a quarter of a
 * second of CPU before the chat's first frame, for a URL it could decode itself. With `fetch` out of sight
 * the loader takes its own path: it decodes the same base64 into the same bytes, synchronously.
 */
const yogaWithoutFetch: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'yoga-without-fetch',
  setup(build) {
    build.onLoad({ filter: /yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const patched = source.replaceAll('"function"!=typeof fetch', 'true');
      if (patched === source) throw new Error(`${args.path}: the fetch test to bypass was not found`);
      return { contents: patched, loader: 'js' };
    });
  },
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
  // Ink and React come as hundreds of small files; bundled into the chat's chunk they load several times
  // faster, which is most of the time to the chat's first frame. Ink's devtools are never loaded.
  noExternal: ['ink', 'react'],
  external: ['react-devtools-core'],
  esbuildPlugins: [yogaWithoutFetch],
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
