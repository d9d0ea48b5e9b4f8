import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Helpers for the tests that run the built `ccnl` as a user would. */
const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A parent environment without the developer's own CCNL_* settings, plus the test's. */
export function cliEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith('CCNL_')) env[key] = value;
  }
  return { ...env, ...extra };
}

/** Starts `node dist/bin.js <args>`; `output(text)` resolves once stdout holds `text`. */
export function startCli(args: string[], env: Record<string, string>, input?: string) {
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  const run: CliRun = { code: null, stdout: '', stderr: '' };
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    run.stdout += chunk;
    for (const waiter of waiters.filter((w) => run.stdout.includes(w.text))) waiter.resolve();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    run.stderr += chunk;
  });
  child.stdin.end(input ?? '');
  const done = new Promise<CliRun>((resolve) => {
    child.on('close', (code) => resolve({ ...run, code }));
  });
  return {
    child,
    done,
    output: (text: string) =>
      new Promise<void>((resolve) => {
        if (run.stdout.includes(text)) resolve();
        else waiters.push({ text, resolve });
      }),
  };
}

export function runCli(args: string[], env: Record<string, string>, input?: string): Promise<CliRun> {
  return startCli(args, env, input).done;
}

/** An unsigned JWT with the given subject: the CLI only reads `sub`, the server verifies. */
export function fakeJwt(sub: string, exp = 4_102_444_800): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, exp })}.c2ln`;
}
