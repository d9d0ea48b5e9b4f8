// Start-up cost of the terminal client's help: `ccnl --help` (commander and the Italian texts, nothing
// else) against a bare `node -e 0`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compare, formatComparison } from './lib.mjs';

export const description = 'ccnl --help against node -e 0 (start-up)';

export async function run({ root, pairs = 30, warmups = 3 }) {
  const bin = join(root, 'packages', 'cli', 'dist', 'bin.js');
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
  const result = compare({
    subject: { command: process.execPath, args: [bin, '--help'] },
    baseline: { command: process.execPath, args: ['-e', '0'] },
    pairs,
    warmups,
  });
  return { ...result, line: `${formatComparison('ccnl --help', 'node -e 0', result)} (target ≤ 1.5×)` };
}
