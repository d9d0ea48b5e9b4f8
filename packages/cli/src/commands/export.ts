import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { filenameFromQuestion } from '@ccnl/core';
import type { ExportOptions, HeaderFooterText } from '@ccnl/core/export';
import { cliTexts as cli } from '@ccnl/core/strings';
import type { CliContext } from '../context.js';
import { CommandFailedError, UsageError } from '../errors.js';
import { readAll, writeFileAtomic } from '../io.js';

/**
 * Markdown (an answer) or HTML to a .docx file through core's export. Empty input is refused before the
 * export is loaded, with the spec's words, and no file is written.
 */
export async function renderDocx(
  text: string,
  options: ExportOptions = {},
  input: 'markdown' | 'html' = 'markdown',
): Promise<Uint8Array> {
  if (!text.trim()) throw new CommandFailedError(cli.exportCmd.invalid);
  const { exportDocx, exportMarkdownDocx } = await import('@ccnl/core/export');
  const document =
    input === 'html' ? await exportDocx(text, options) : await exportMarkdownDocx(text, options);
  if (!document) throw new CommandFailedError(cli.exportCmd.invalid);
  return document instanceof Uint8Array ? document : new Uint8Array(await (document as Blob).arrayBuffer());
}

export async function writeDocx(
  text: string,
  path: string,
  options: ExportOptions = {},
  input: 'markdown' | 'html' = 'markdown',
): Promise<void> {
  const bytes = await renderDocx(text, options, input);
  try {
    await writeFileAtomic(path, bytes);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new CommandFailedError(cli.errors.writeFailed(path, reason));
  }
}

export interface ExportInput {
  file?: string | undefined;
  output?: string | undefined;
  html?: boolean | undefined;
  landscape?: boolean | undefined;
  /** Commander's `--no-cover`: false leaves out the title, question, date and AI notice. */
  cover?: boolean | undefined;
  title?: string | undefined;
  question?: string | undefined;
  headerLeft?: string | undefined;
  headerCenter?: string | undefined;
  headerRight?: string | undefined;
  footerLeft?: string | undefined;
  footerCenter?: string | undefined;
  footerRight?: string | undefined;
}

function part(left?: string, center?: string, right?: string): HeaderFooterText | undefined {
  const text: HeaderFooterText = {};
  if (left) text.left = left;
  if (center) text.center = center;
  if (right) text.right = right;
  return Object.keys(text).length ? text : undefined;
}

/** `ccnl export [file] -o out.docx`: Markdown (or HTML) from a file or stdin to Word. */
export async function exportCommand(ctx: CliContext, input: ExportInput): Promise<void> {
  let text: string;
  if (input.file && input.file !== '-') {
    try {
      text = await readFile(input.file, 'utf8');
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new UsageError(cli.ask.unreadableFile(input.file, reason));
    }
  } else {
    if (ctx.stdin.isTTY) throw new UsageError(cli.exportCmd.stdinIsTerminal);
    text = await readAll(ctx.stdin);
  }
  const { DEFAULT_FILENAME } = await import('@ccnl/core/export');
  const output = input.output ?? filenameFromQuestion(input.question, DEFAULT_FILENAME);
  const header = part(input.headerLeft, input.headerCenter, input.headerRight);
  const footer = part(input.footerLeft, input.footerCenter, input.footerRight);
  const options: ExportOptions = {
    orientation: input.landscape ? 'landscape' : 'portrait',
    ...(header ? { header } : {}),
    ...(footer ? { footer } : {}),
    ...(input.cover === false
      ? {}
      : { cover: { ...(input.title ? { title: input.title } : {}), question: input.question } }),
  };
  const format = input.html ? 'html' : 'markdown';
  if (output === '-') {
    // `-o -`: the file itself goes to stdout, for a pipe or a redirection.
    const bytes = await renderDocx(text, options, format);
    if (!ctx.stdout.write(bytes)) await once(ctx.stdout, 'drain');
    return;
  }
  await writeDocx(text, output, options, format);
  ctx.stderr.write(`${cli.exportCmd.written(output)}\n`);
}
