import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

const TESTING_ENTRY = new URL('../../dist/testing.js', import.meta.url).href;

describe('the throwaway PostgreSQL cluster', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'goes with its process when the run is interrupted (%s), leaving nothing in /tmp',
    async (signal) => {
      // A child that starts a cluster, prints its directory and then waits to be interrupted.
      const child = spawn(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { startTestCluster } = await import(${JSON.stringify(TESTING_ENTRY)});
           const cluster = await startTestCluster();
           console.log(cluster.dir);
           setInterval(() => {}, 1000);`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const lines = createInterface({ input: child.stdout });
      const dir = await new Promise<string>((resolve) => lines.once('line', resolve));
      expect(existsSync(dir)).toBe(true);
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.once('exit', (_code, how) => resolve(how)),
      );
      child.kill(signal);
      expect(await exited).toBe(signal);
      expect(existsSync(dir)).toBe(false);
    },
    120_000,
  );
});
