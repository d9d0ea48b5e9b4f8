// First visit of the web app in Chromium, cold cache: bytes transferred (compressed, as the credit server
// sends them), first contentful paint and the time to a usable question box, beside the Vite React template
// built with the same Vite, precompressed the same way and served by the same static-file code.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { median } from './lib.mjs';

export const description =
  'Web first visit: bytes (compressed), FCP and usable composer vs the Vite React template';

const VISITS = 5;
const kb = (bytes) => bytes / 1000;

const JWT = `h.${Buffer.from(JSON.stringify({ sub: 'u1' })).toString('base64url')}.s`;
const LOGIN_SCRIPT =
  "window.postMessage({ task: 'gethfticket', params: { ticket: 'bench' } }, window.location.origin);";

/** The assistant API at its HTTP boundary, just enough to sign in and show an empty chat. */
function startStandIn() {
  const server = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type, accept');
    for await (const _ of req);
    const path = (req.url ?? '/').split('?')[0];
    const json = (body) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (path === '/login-script.js')
      return res.writeHead(200, { 'content-type': 'text/javascript' }).end(LOGIN_SCRIPT);
    if (path === '/graphql')
      return json({
        data: {
          signAuth: {
            ticketSso: 'bench',
            jwt: JWT,
            profile: { userId: 'u1', name: 'Bench' },
            roles: [{ pos: 'FULLCCNLPIU-IA' }],
          },
        },
      });
    if (path === '/recent-conversations/u1') return json([]);
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The Vite React template's app, built with the web package's Vite and React plugin, then precompressed. */
async function buildTemplate(webDir, dir) {
  const require = createRequire(join(webDir, 'package.json'));
  const { build } = await import(pathToFileURL(require.resolve('vite')).href);
  const react = (await import(pathToFileURL(require.resolve('@vitejs/plugin-react')).href)).default;
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
    'import { useState } from \'react\';\nexport default function App() {\n  const [count, setCount] = useState(0);\n  return (<><h1>Vite + React</h1><div className="card"><button onClick={() => setCount((c) => c + 1)}>count is {count}</button></div></>);\n}\n',
  );
  const outDir = join(dir, 'dist');
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
    build: { outDir, target: 'es2022', modulePreload: { polyfill: false } },
  });
  // The same precompression as the app's build (brotli at best quality, gzip 9).
  for (const file of await readdir(join(outDir, 'assets'))) {
    const path = join(outDir, 'assets', file);
    const source = await readFile(path);
    if (source.byteLength < 1024) continue;
    await writeFile(
      `${path}.br`,
      brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
  }
  return outDir;
}

/** Serves a template build with the credit server's own static-file module (precompressed, cached). */
async function serveTemplate(root, dist) {
  const require = createRequire(join(root, 'packages', 'credit-server', 'package.json'));
  const Fastify = require('fastify');
  const fastifyStatic = require('@fastify/static');
  const app = Fastify();
  await app.register(fastifyStatic, { root: dist, prefix: '/', preCompressed: true, cacheControl: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** Records when the question box can be used (present, enabled), against the navigation's start. */
function watchComposer() {
  new MutationObserver((_, observer) => {
    const input = document.querySelector('[data-testid=composer-input]');
    if (!input || input.disabled) return;
    window.__composerAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function visit(browser, url, ready) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchComposer);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load' });
    await ready(page);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const timings = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      composer: window.__composerAt ?? Number.NaN,
    }));
    return { bytes, ...timings };
  } finally {
    await context.close();
  }
}

export async function run({ root }) {
  const requireFromE2e = createRequire(join(root, 'e2e', 'package.json'));
  const { chromium } = requireFromE2e('playwright-core');
  const credit = await import(
    pathToFileURL(join(root, 'packages', 'credit-server', 'dist', 'index.js')).href
  );
  const webDir = join(root, 'packages', 'web');
  const tmp = await mkdtemp(join(tmpdir(), 'ccnl-first-visit-'));
  const standIn = await startStandIn();
  const web = await credit.createApp(
    credit.loadConfig({
      WEB_PORT: '0',
      CCNL_BACKEND_URL: `http://127.0.0.1:${standIn.address().port}`,
      CCNL_WEB_DIST: join(webDir, 'dist'),
      CCNL_LOG_LEVEL: 'silent',
    }),
  );
  await web.listen({ port: 0, host: '127.0.0.1' });
  const template = await serveTemplate(root, await buildTemplate(webDir, tmp));
  const { chromiumLaunchOptions } = await import(
    pathToFileURL(join(root, 'packages/core/dist/testing/index.js')).href
  );
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const appUrl = `http://127.0.0.1:${web.server.address().port}/`;
    const templateUrl = `http://127.0.0.1:${template.server.address().port}/`;
    const app = [];
    const base = [];
    // Interleaved, so that machine noise hits both alike.
    for (let i = 0; i < VISITS; i++) {
      app.push(
        await visit(browser, appUrl, (page) => page.locator('[data-testid=composer-input]').waitFor()),
      );
      base.push(await visit(browser, templateUrl, (page) => page.locator('button').waitFor()));
    }
    const m = (list, key) => median(list.map((entry) => entry[key]));
    const appBytes = m(app, 'bytes');
    const baseBytes = m(base, 'bytes');
    return {
      line:
        `web first visit: ${kb(appBytes).toFixed(1)} kB transferred (compressed, signed in to an empty chat) vs Vite React template ${kb(baseBytes).toFixed(1)} kB → ${(appBytes / baseBytes).toFixed(2)}×; ` +
        `first contentful paint ${m(app, 'fcp').toFixed(0)} ms vs template ${m(base, 'fcp').toFixed(0)} ms → ${(m(app, 'fcp') / m(base, 'fcp')).toFixed(2)}×; ` +
        `usable composer ${m(app, 'composer').toFixed(0)} ms after navigation start (median of ${VISITS} cold visits)`,
    };
  } finally {
    await browser.close();
    await Promise.all([web.close(), template.close()]);
    standIn.close();
    await rm(tmp, { recursive: true, force: true });
  }
}
