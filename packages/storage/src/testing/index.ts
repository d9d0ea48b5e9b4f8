export { createTestDatabase, postgresBinDir, startTestCluster, type TestCluster } from './pg-cluster.js';
export { PG_ADMIN_URL_VARIABLE } from './vitest-global-setup.js';

import { createTestDatabase } from './pg-cluster.js';
import { PG_ADMIN_URL_VARIABLE } from './vitest-global-setup.js';

/**
 * A fresh database in the run's test cluster (started by the vitest globalSetup); throws when there is
 * no cluster, so that a PostgreSQL test never silently runs on SQLite.
 */
export function freshTestDatabase(prefix?: string): Promise<string> {
  const adminUrl = process.env[PG_ADMIN_URL_VARIABLE];
  if (!adminUrl)
    throw new Error(`${PG_ADMIN_URL_VARIABLE} is not set: add @ccnl/storage's vitest globalSetup`);
  return createTestDatabase(adminUrl, prefix);
}
