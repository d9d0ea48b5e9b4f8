import { startTestCluster, type TestCluster } from './pg-cluster.js';

/** The variable that carries the cluster's admin URL to test workers and the processes they start. */
export const PG_ADMIN_URL_VARIABLE = 'CCNL_TEST_PG_ADMIN_URL';

/**
 * vitest globalSetup: one throwaway PostgreSQL cluster for the run, its admin URL in
 * CCNL_TEST_PG_ADMIN_URL (workers start after this and inherit it). A URL already set (a cluster someone
 * started by hand) is used as it is.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env[PG_ADMIN_URL_VARIABLE]) return async () => undefined;
  const cluster: TestCluster = await startTestCluster();
  process.env[PG_ADMIN_URL_VARIABLE] = cluster.adminUrl;
  return async () => {
    delete process.env[PG_ADMIN_URL_VARIABLE];
    await cluster.stop();
  };
}
