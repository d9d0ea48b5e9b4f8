import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress.js';

/** This build's id: the running app compares it with `builds/latest.json` to notice a new deployment. */
const buildId = randomUUID();

/**
 * Writes the build manifest the app reads at run time: `builds/latest.json` ({id, timestamp}) and
 * `builds/meta/{id}.json` ({id, timestamp, routeRules, redirects}, from routing.json).
 */
function buildManifest(): Plugin {
  return {
    name: 'ccnl-build-manifest',
    apply: 'build',
    generateBundle() {
      const timestamp = Date.now();
      const routing = JSON.parse(readFileSync(new URL('./routing.json', import.meta.url), 'utf8')) as {
        routeRules: unknown;
        redirects: unknown;
      };
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: buildId, timestamp }),
      });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${buildId}.json`,
        source: JSON.stringify({ id: buildId, timestamp, ...routing }),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), buildManifest(), precompress()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    target: 'es2022',
    // No data: URIs: the app runs under a strict CSP.
    assetsInlineLimit: 0,
    // Every supported browser has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
});
