import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

describe('the root entry is browser-safe', () => {
  it('bundles for the browser platform with no node: import or Node-only package', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((path) => path.includes('undici'))).toBe(false);
    expect(result.outputFiles[0]?.text).not.toMatch(/from\s*["']node:/);
  });
});
