import { spawn } from 'node:child_process';
import { CLI_BIN } from './paths.js';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** How many separate reads stdout arrived in, and when (ms since start). */
  stdoutChunks: { at: number; text: string }[];
}

/** Runs the BUILT terminal client with Node 24 and only the given environment (plus PATH and HOME). */
export function runCli(args: string[], env: Record<string, string>, input?: string): Promise<CliRun> {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI_BIN, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NO_COLOR: '1', ...env },
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  const run: CliRun = { code: null, stdout: '', stderr: '', stdoutChunks: [] };
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    run.stdout += text;
    run.stdoutChunks.push({ at: performance.now() - started, text });
  });
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    run.stderr += text;
  });
  if (input !== undefined) child.stdin?.end(input);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ ...run, code }));
  });
}
