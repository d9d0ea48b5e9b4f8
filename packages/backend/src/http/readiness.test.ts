import { serverTexts } from '@ccnl/core';
import { startTestCluster, type TestCluster } from '@ccnl/storage/testing';
import { describe, expect, it } from 'vitest';
import { removeDir, startBackend } from '../testing/backend.js';
import { onPostgres } from '../testing/database.js';

describe('readiness', () => {
  it('/readyz answers 200 without auth while the database answers, and says nothing internal', async () => {
    const backend = await startBackend();
    try {
      const response = await fetch(`${backend.url}readyz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    } finally {
      await backend.close();
      removeDir(backend.config.dataDir);
    }
  });

  it.runIf(onPostgres)(
    'PostgreSQL stopped: /readyz 503, /healthz still 200 (the process lives)',
    async () => {
      // A cluster of its own, so that stopping it takes nothing away from the other tests.
      const cluster: TestCluster = await startTestCluster();
      const backend = await startBackend({ databaseUrl: cluster.adminUrl });
      try {
        expect((await fetch(`${backend.url}readyz`)).status).toBe(200);
        await cluster.stop();
        const ready = await fetch(`${backend.url}readyz`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ message: serverTexts.http.unavailable });
        const health = await fetch(`${backend.url}healthz`);
        expect(health.status).toBe(200);
      } finally {
        await backend.close();
        await cluster.stop();
        removeDir(backend.config.dataDir);
      }
    },
  );
});
