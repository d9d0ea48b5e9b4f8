import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, statSync(`${entry.parentPath}/${entry.name}`).mtimeMs);
    }
  }
  return newest;
}

export default function buildIfStale(): void {
  const bin = `${root}dist/bin.js`;
  const inputs = Math.max(
    newestSource(`${root}src`),
    statSync(`${root}package.json`).mtimeMs,
    statSync(`${root}tsup.config.ts`).mtimeMs,
    statSync(`${root}startup-patches.ts`).mtimeMs,
  );
  if (existsSync(bin) && statSync(bin).mtimeMs >= inputs) return;
  const tsup = createRequire(import.meta.url).resolve('tsup/dist/cli-default.js');
  execFileSync(process.execPath, [tsup, '--silent'], { cwd: root, stdio: 'inherit' });
}
