// The credit routes with the credit server's state in PostgreSQL (DATABASE_URL, a throwaway cluster on
// this machine) beside the same load on SQLite, in the same run: 50 concurrent clients, zero errors and an
// exact final balance on both, the PostgreSQL figures as ratios of the SQLite ones. The backend (the
// consumption ledger) stays on SQLite in both runs: only the credit server's store changes.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clients } from './backend-lib.mjs';
import { startCreditStack } from './credit-lib.mjs';
import { creditLoad } from './credit-load-lib.mjs';

export const description = 'credit server on PostgreSQL vs SQLite: 50 clients, zero errors, exact balance';

const LOAD = { clients: 50, durationMs: 15_000, purchase: 1_000_000 };

async function measure(root, undici, creditEnv) {
  const stack = await startCreditStack(root, { creditEnv });
  try {
    return await creditLoad(stack, undici, LOAD);
  } finally {
    await stack.stop();
  }
}

export async function run({ root }) {
  const { undici } = await clients(root);
  const storage = await import(pathToFileURL(join(root, 'packages/storage/dist/testing.js')).href);
  const cluster = await storage.startTestCluster();
  try {
    const sqlite = await measure(root, undici, {});
    const databaseUrl = await storage.createTestDatabase(cluster.adminUrl, 'credit_bench');
    const postgres = await measure(root, undici, { DATABASE_URL: databaseUrl });
    const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
    const line =
      `credit-load-postgres: PostgreSQL/SQLite registrations per second ×${ratio(postgres.perSecond, sqlite.perSecond)}, ` +
      `p50 ×${ratio(postgres.p50, sqlite.p50)}, p99 ×${ratio(postgres.p99, sqlite.p99)} ` +
      `(cluster without fsync, on the same 2 shared cores as both servers). ` +
      `PostgreSQL: ${postgres.line}. SQLite: ${sqlite.line}`;
    const broken = [sqlite, postgres].some((result) => result.errorCount > 0 || !result.exact);
    if (broken) throw new Error(line);
    return { line };
  } finally {
    await cluster.stop();
  }
}
