// Start-up cost of the terminal client: `ccnl --version` against a bare `node -e 0`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compare, formatComparison } from './lib.mjs';

export const description = 'ccnl --version against node -e 0 (start-up)';

export async function run({ root, pairs = 30, warmups = 3 }) {
  const bin = join(root, 'packages', 'cli', 'dist', 'bin.js');
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
  const result = compare({
    subject: { command: process.execPath, args: [bin, '--version'] },
    baseline: { command: process.execPath, args: ['-e', '0'] },
    pairs,
    warmups,
  });
  return { ...result, line: formatComparison('ccnl --version', 'node -e 0', result) };
}
