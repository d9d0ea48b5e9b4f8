import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const INDEX_HTML =
  '<!doctype html><html lang="it"><head><script type="module" src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="app"></div></body></html>';
export const ASSET_JS = 'console.log("app");';
export const LATEST_BUILD = { id: 'build-42', timestamp: 1_700_000_000_000 };

/** A stand-in web build in a temp folder: index.html, one hashed asset and one plain file. */
export async function createFakeWebDist(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'ccnl-web-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), ASSET_JS);
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
  await mkdir(join(dir, 'builds', 'meta'), { recursive: true });
  await writeFile(join(dir, 'builds', 'latest.json'), JSON.stringify(LATEST_BUILD));
  await writeFile(join(dir, 'builds', 'meta', `${LATEST_BUILD.id}.json`), JSON.stringify(LATEST_BUILD));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A fresh temp folder for the credit server's SQLite store. */
export async function createTempDir(
  prefix = 'ccnl-credit-',
): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
