import { once } from 'node:events';
import { constants } from 'node:fs';
import { access, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { cliTexts as cli } from '@ccnl/core/strings';
import type { CliContext } from './context.js';
import { ExitCode, UsageError } from './errors.js';

/**
 * Checks, before any question is sent (and paid for), that a file can be written where asked: its folder
 * exists and is writable, and the path is not a folder. `-` (stdout) always can.
 */
export async function checkOutputPath(path: string): Promise<void> {
  if (path === '-') return;
  const folder = dirname(path);
  const problem = await stat(folder).then(
    (info) => (info.isDirectory() ? null : cli.errors.outputNotFolder(folder)),
    () => cli.errors.outputNoFolder(folder),
  );
  if (problem) throw new UsageError(cli.errors.outputPath(path, problem));
  if (
    await stat(path).then(
      (info) => info.isDirectory(),
      () => false,
    )
  ) {
    throw new UsageError(cli.errors.outputPath(path, cli.errors.outputIsFolder));
  }
  await access(folder, constants.W_OK).catch(() => {
    throw new UsageError(cli.errors.outputPath(path, cli.errors.outputNotWritable(folder)));
  });
}

/** Everything on a readable stream, as text. */
export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  stream.setEncoding('utf8');
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}

/**
 * Writes to stdout as soon as asked; waits only for the pipe's own backpressure. A closed pipe (`| head`)
 * makes every later write a no-op.
 */
export async function writeOut(ctx: CliContext, text: string): Promise<void> {
  if (ctx.outputClosed.aborted || !text) return;
  if (!ctx.stdout.write(text)) {
    await once(ctx.stdout, 'drain', { signal: ctx.outputClosed }).catch(() => {});
  }
}

/** Writes a file whole or not at all: a crash never leaves half a file where a good one was. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export interface Interrupt {
  /** Aborted on Ctrl-C or when stdout closes. */
  signal: AbortSignal;
  /** Whether Ctrl-C (rather than a closed stdout) stopped the work. */
  readonly interrupted: boolean;
  dispose(): void;
}

/** Ctrl-C stops the work in progress; a second Ctrl-C does not wait for it to wind down. */
export function onInterrupt(ctx: CliContext): Interrupt {
  const controller = new AbortController();
  const onSigint = () => {
    if (controller.signal.aborted) process.exit(ExitCode.cancelled);
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  return {
    signal: AbortSignal.any([controller.signal, ctx.outputClosed]),
    get interrupted() {
      return controller.signal.aborted;
    },
    dispose: () => process.off('SIGINT', onSigint),
  };
}
