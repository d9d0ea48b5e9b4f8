// Prints one closing line over every package's vitest JSON report (test-results/vitest/*.json):
// "Tests: N passed, N failed, N skipped". With --reset, clears old reports before a run.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'test-results', 'vitest');
if (process.argv.includes('--reset')) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.exit(0);
}
let passed = 0;
let failed = 0;
let skipped = 0;
const files = readdirSync(dir, { withFileTypes: true }).filter((f) => f.isFile() && f.name.endsWith('.json'));
for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file.name), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
console.log(`\n${files.length} test suites reported`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
