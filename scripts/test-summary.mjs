// Prints one closing line over every package's vitest JSON report (test-results/vitest/*.json):
// "Tests: N passed, N failed, N skipped", and one for the second run of the CLI and web suites
// (test-results/vitest-again/, `test:again`: a test that passes only once depends on timing).
// With --reset, clears old reports before a run.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const results = join(import.meta.dirname, '..', 'test-results');
const dir = join(results, 'vitest');
const again = join(results, 'vitest-again');
if (process.argv.includes('--reset')) {
  for (const path of [dir, again]) {
    rmSync(path, { recursive: true, force: true });
    mkdirSync(path, { recursive: true });
  }
  process.exit(0);
}

function totals(path) {
  const sum = { suites: 0, passed: 0, failed: 0, skipped: 0 };
  const files = readdirSync(path, { withFileTypes: true }).filter(
    (f) => f.isFile() && f.name.endsWith('.json'),
  );
  for (const file of files) {
    const report = JSON.parse(readFileSync(join(path, file.name), 'utf8'));
    sum.suites += 1;
    sum.passed += report.numPassedTests ?? 0;
    sum.failed += report.numFailedTests ?? 0;
    sum.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return sum;
}

const first = totals(dir);
const second = totals(again);
console.log(`\n${first.suites} test suites reported`);
console.log(`Tests: ${first.passed} passed, ${first.failed} failed, ${first.skipped} skipped`);
console.log(
  `Second run (${second.suites} suites: CLI, web): ${second.passed} passed, ${second.failed} failed, ${second.skipped} skipped`,
);
process.exit(first.failed + second.failed > 0 || first.passed === 0 || second.passed === 0 ? 1 : 0);
