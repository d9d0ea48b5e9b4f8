import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const INDEX_HTML =
  '<!doctype html><html lang="it"><head><script type="module" src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="app"></div></body></html>';
export const ASSET_JS = 'console.log("app");';

/** A stand-in web build in a temp folder: index.html, one hashed asset and one plain file. */
export async function createFakeWebDist(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'ccnl-web-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), ASSET_JS);
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
