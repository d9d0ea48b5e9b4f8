import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { testDatabaseUrl } from './database.js';

/** The built server, as `pnpm start` runs it (turbo builds before testing). */
export const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export interface BackendProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function runBackend(env: Record<string, string>): BackendProcess {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run the build first`);
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (data: Buffer) => {
    output += data.toString();
  });
  child.stderr?.on('data', (data: Buffer) => {
    output += data.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitForLine(
  started: BackendProcess,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<RegExpMatchArray> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const match = started.output().match(pattern);
    if (match) return match;
    if (Date.now() > until || started.child.exitCode !== null)
      throw new Error(`no ${pattern} in:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A backend process on a free port; resolves with its base URL (trailing slash) once it listens. */
export async function startBackendProcess(
  env: Record<string, string>,
): Promise<BackendProcess & { url: string; stop(): Promise<void> }> {
  const databaseUrl = env.CCNL_DATA_DIR ? await testDatabaseUrl(env.CCNL_DATA_DIR) : undefined;
  const started = runBackend({
    BACKEND_PORT: '0',
    CCNL_LOGGER: 'false',
    CCNL_STREAM_DELAY_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const [, url] = await waitForLine(started, /^backend: (http:\/\/127\.0\.0\.1:\d+)$/m);
  return {
    ...started,
    url: `${url}/`,
    async stop() {
      if (started.child.exitCode === null) started.child.kill('SIGTERM');
      await started.exited;
    },
  };
}
