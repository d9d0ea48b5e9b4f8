import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The entries the web app loads must bundle for the browser: no `node:` import, no Node-only package.
describe.each(['./index.ts', './export/index.ts', './markdown/index.ts'])('%s is browser-safe', (entry) => {
  it('bundles for the browser platform with no node: import or undici', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    expect(Object.keys(result.metafile.inputs).some((path) => path.includes('undici'))).toBe(false);
    expect(result.outputFiles[0]?.text).not.toMatch(/from\s*["']node:|require\(["']node:/);
  });
});
