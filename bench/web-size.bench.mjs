// Web app size: the JavaScript a first visit loads (the entry and its modulepreloaded chunks, gzip), beside
// the Vite React template's built in the same run with the same Vite, plus the lazy chunks.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const description = 'Initial JS of the web app (gzip) vs the Vite React template; lazy chunks';

const BUDGET_KB = 110;
const kb = (bytes) => bytes / 1000;

/** gzip sizes of the scripts index.html loads at once: the module entry and what it modulepreloads. */
async function initialScripts(dist) {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
  ].map((match) => match[1]);
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await readFile(join(dist, file))).length),
  );
  return { files, bytes: sizes.reduce((a, b) => a + b, 0) };
}

/** The Vite React template's app (counter with useState), built with the web package's Vite and plugin. */
async function buildTemplate(webDir) {
  const require = createRequire(join(webDir, 'package.json'));
  const { build } = await import(pathToFileURL(require.resolve('vite')).href);
  const react = (await import(pathToFileURL(require.resolve('@vitejs/plugin-react')).href)).default;
  const dir = await mkdtemp(join(tmpdir(), 'ccnl-vite-template-'));
  try {
    await mkdir(join(dir, 'src'));
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Vite + React</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
    );
    await writeFile(
      join(dir, 'src', 'main.jsx'),
      "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport App from './App.jsx';\ncreateRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);\n",
    );
    await writeFile(
      join(dir, 'src', 'App.jsx'),
      'import { useState } from \'react\';\nexport default function App() {\n  const [count, setCount] = useState(0);\n  return (<><h1>Vite + React</h1><div className="card"><button onClick={() => setCount((c) => c + 1)}>count is {count}</button><p>Edit <code>src/App.jsx</code> and save to test HMR</p></div></>);\n}\n',
    );
    // React resolves from the web package, as for the app: the same React, the same minifier.
    await build({
      root: dir,
      logLevel: 'silent',
      plugins: [react()],
      resolve: {
        alias: {
          react: join(webDir, 'node_modules/react'),
          'react-dom': join(webDir, 'node_modules/react-dom'),
        },
      },
      build: { outDir: join(dir, 'dist'), target: 'es2022', modulePreload: { polyfill: false } },
    });
    return await initialScripts(join(dir, 'dist'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function run({ root }) {
  const webDir = join(root, 'packages', 'web');
  const dist = join(webDir, 'dist');
  const [app, template] = await Promise.all([initialScripts(dist), buildTemplate(webDir)]);
  const lazy = {};
  for (const file of await readdir(join(dist, 'assets'))) {
    if (!file.endsWith('.js') || app.files.includes(`assets/${file}`)) continue;
    const code = await readFile(join(dist, 'assets', file));
    // Shared chunks get a hash for a name: say what they hold.
    let name = file.replace(/-[\w-]{8}\.js$/, '');
    if (name.startsWith('chunk-') && code.includes('marked')) name = 'marked (Markdown parser, shared)';
    lazy[name] = (lazy[name] ?? 0) + gzipSync(code).length;
  }
  const chat = lazy.ChatView ?? 0;
  const lazyLine = Object.entries(lazy)
    .sort((a, b) => b[1] - a[1])
    .map(([name, bytes]) => `${name} ${kb(bytes).toFixed(1)}`)
    .join(', ');
  return {
    line:
      `web initial JS: ${kb(app.bytes).toFixed(1)} kB gzip in ${app.files.length} files (budget ${BUDGET_KB}) vs Vite React template ${kb(template.bytes).toFixed(1)} kB → ${(app.bytes / template.bytes).toFixed(2)}×; ` +
      `signed-in chat adds ${kb(chat).toFixed(1)} kB (fetched at start); lazy kB: ${lazyLine}`,
  };
}
