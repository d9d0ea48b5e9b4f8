// `pnpm bench [name…]`: runs every bench/*.bench.mjs (or the ones named) and prints one line each.
// A benchmark reports ratios against a baseline measured in the same run; a slow time never fails the run.
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const SUFFIX = '.bench.mjs';

const available = readdirSync(here)
  .filter((file) => file.endsWith(SUFFIX))
  .map((file) => file.slice(0, -SUFFIX.length))
  .sort();

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}

let failed = false;
for (const name of requested.length > 0 ? requested : available) {
  const bench = await import(pathToFileURL(join(here, `${name}${SUFFIX}`)).href);
  try {
    const result = await bench.run({ root });
    console.log(result.line);
  } catch (error) {
    // A benchmark that cannot run (missing build, command failing) is reported; a slow one never is.
    failed = true;
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
