import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { type AgentName, type Category, type Parameter, texts } from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import { type Answer, answerQuestion, checkQuestionLength } from '../answer.js';
import { type Api, connect } from '../api.js';
import type { CliContext } from '../context.js';
import {
  CancelledError,
  CommandFailedError,
  describeError,
  ExitCode,
  exitCodeFor,
  UsageError,
} from '../errors.js';
import { checkOutputPath, onInterrupt, readAll, writeFileAtomic, writeOut } from '../io.js';
import { agentFromOption, resolveCategories, resolveParameters } from '../selection.js';
import { type SignedIn, signedIn } from '../signed-in.js';

const MAX_CONCURRENCY = 16;

interface BatchItem {
  index: number;
  id?: string | undefined;
  question: string;
  agent: AgentName;
  ccnl: string[];
  param: string[];
  session?: string | undefined;
}

type BatchResult =
  | ({ index: number; id?: string } & Omit<Answer, 'interrupted'>)
  | { index: number; id?: string; question: string; agent: AgentName; error: string; exitCode: number };

const isDone = (result: BatchResult | undefined): boolean => !!result && !('error' in result);

function asList(value: unknown, line: number, field: string): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((entry) => typeof entry === 'string' || typeof entry === 'number')) {
    throw new UsageError(cli.batch.badLine(line, cli.batch.notAList(field)));
  }
  return list.map(String);
}

/**
 * Questions from a text file (one a line, `#` comments) or JSONL (one object a line), or both mixed; in a
 * `.jsonl` file every line must be an object. A bad line is not asked: it is given back in `invalid`, with
 * its number, for the run to report and count.
 */
export function parseQuestions(text: string, options: { jsonl?: boolean } = {}) {
  const items: BatchItem[] = [];
  const invalid: string[] = [];
  for (const [offset, raw] of text.split(/\r?\n/).entries()) {
    try {
      const item = parseLine(raw, offset + 1, options.jsonl ?? false);
      if (item) items.push({ ...item, index: items.length });
    } catch (error) {
      invalid.push((error as Error).message);
    }
  }
  return { items, invalid };
}

function parseLine(raw: string, line: number, jsonl: boolean): Omit<BatchItem, 'index'> | null {
  {
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) return null;
    let item: Omit<BatchItem, 'index'>;
    if (trimmed.startsWith('{') || jsonl) {
      let value: Record<string, unknown>;
      try {
        value = JSON.parse(trimmed) as Record<string, unknown>;
      } catch {
        throw new UsageError(cli.batch.badLine(line, cli.batch.badJson));
      }
      const question = value.question ?? value.domanda;
      if (typeof question !== 'string' || !question.trim()) {
        throw new UsageError(cli.batch.badLine(line, 'manca "question"'));
      }
      let agent: AgentName;
      try {
        agent = agentFromOption(typeof value.agent === 'string' ? value.agent : undefined);
      } catch (error) {
        throw new UsageError(cli.batch.badLine(line, (error as Error).message));
      }
      item = {
        question: question.trim(),
        agent,
        ccnl: asList(value.ccnl, line, 'ccnl'),
        param: asList(value.param, line, 'param'),
        ...(typeof value.id === 'string' || typeof value.id === 'number' ? { id: String(value.id) } : {}),
        ...(typeof value.session === 'string' ? { session: value.session } : {}),
      };
    } else {
      item = { question: trimmed, agent: 'main-agent', ccnl: [], param: [] };
    }
    try {
      checkQuestionLength(item.question);
    } catch (error) {
      throw new UsageError(cli.batch.badLine(line, (error as Error).message));
    }
    return item;
  }
}

/** Answers of an earlier run, by input index, kept only when they answer the same question. */
async function previousResults(path: string, items: readonly BatchItem[]): Promise<Map<number, BatchResult>> {
  const done = new Map<number, BatchResult>();
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return done;
    throw new UsageError(cli.batch.unreadable(path, (error as NodeJS.ErrnoException).code ?? String(error)));
  }
  for (const raw of text.split('\n')) {
    let result: BatchResult;
    try {
      result = JSON.parse(raw) as BatchResult;
    } catch {
      continue; // a line cut short by a crash: that question is simply asked again
    }
    const item = items[result?.index];
    if (item && result.question === item.question && isDone(result)) done.set(item.index, result);
  }
  return done;
}

/** A one-line progress bar on stderr, redrawn at most every 100 ms. */
function progressBar(ctx: CliContext, total: number) {
  const enabled = Boolean(ctx.stderr.isTTY);
  let last = 0;
  const draw = (done: number, failed: number, skipped: number, force = false) => {
    if (!enabled) return;
    const now = performance.now();
    if (!force && now - last < 100) return;
    last = now;
    const width = 24;
    const filled = Math.round((done / Math.max(total, 1)) * width);
    ctx.stderr.write(
      `\r\x1b[2K[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${cli.batch.progress(done, total, failed, skipped)}`,
    );
  };
  return {
    draw,
    end: () => {
      if (enabled) ctx.stderr.write('\r\x1b[2K');
    },
  };
}

export interface BatchInput {
  file: string;
  out?: string | undefined;
  concurrency?: string | undefined;
  resume?: boolean | undefined;
}

async function catalogs(api: Api, items: readonly BatchItem[]) {
  const needs = (key: 'ccnl' | 'param') => items.some((item) => item[key].length > 0);
  const [categories, parameters] = await Promise.all([
    needs('ccnl') ? api.categories() : Promise.resolve<Category[]>([]),
    needs('param') ? api.parameters() : Promise.resolve<Parameter[]>([]),
  ]);
  return { categories, parameters };
}

export async function batch(ctx: CliContext, input: BatchInput): Promise<void> {
  const concurrency = Number(input.concurrency ?? 4);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > MAX_CONCURRENCY) {
    throw new UsageError(cli.batch.badConcurrency(String(input.concurrency)));
  }
  if (input.resume && !input.out) throw new UsageError(cli.batch.resumeNeedsOut);
  const settings = signedIn(ctx);
  if (input.out) await checkOutputPath(input.out);

  let text: string;
  if (input.file === '-') {
    text = await readAll(ctx.stdin);
  } else {
    try {
      text = await readFile(input.file, 'utf8');
    } catch (error) {
      throw new UsageError(
        cli.batch.unreadable(input.file, (error as NodeJS.ErrnoException).code ?? String(error)),
      );
    }
  }
  const { items, invalid } = parseQuestions(text, { jsonl: /\.jsonl$/i.test(input.file) });
  for (const message of invalid) ctx.stderr.write(`${message} — ${cli.batch.lineSkipped}\n`);
  if (!items.length) throw new UsageError(invalid.length ? (invalid[0] ?? cli.batch.empty) : cli.batch.empty);
  const results: Map<number, BatchResult> =
    input.resume && input.out ? await previousResults(input.out, items) : new Map();

  // Many requests over few connections: core's undici pool is faster per request than the built-in fetch.
  const { createNodeFetch, closeNodeFetch } = await import('@ccnl/core/node');
  try {
    const api = connect(ctx, settings, 'apiUrl', createNodeFetch());
    await runBatch(ctx, { ...input, concurrency }, settings, items, results, api);
    // Skipped lines fail the run at the end, after every good question was answered.
    if (invalid.length) throw new CommandFailedError(cli.batch.linesSkipped(invalid.length));
  } finally {
    await closeNodeFetch();
  }
}

async function runBatch(
  ctx: CliContext,
  input: Omit<BatchInput, 'concurrency'> & { concurrency: number },
  settings: SignedIn,
  items: BatchItem[],
  results: Map<number, BatchResult>,
  api: Api,
): Promise<void> {
  const skipped = results.size;
  const todo = items.filter((item) => !results.has(item.index));
  const lists = await catalogs(api, todo);
  // Every question is checked before the first is sent: a bad one is a usage error, not half a run.
  const pending = todo.map((item) => ({
    item,
    categories: item.ccnl.length ? resolveCategories(lists.categories, item.ccnl, item.agent) : [],
    parameters: item.param.length ? resolveParameters(lists.parameters, item.param, item.agent) : [],
  }));

  // With --out, each result is appended the moment it is known (a crash loses nothing that was done);
  // the file is rewritten in input order at the end. Stdout gets the results in input order as they come.
  let journal: WriteStream | undefined;
  if (input.out) {
    journal = createWriteStream(input.out, { flags: input.resume ? 'a' : 'w' });
    journal.on('error', () => {});
  }
  let nextToPrint = 0;
  const flushInOrder = async () => {
    if (input.out) return;
    while (results.has(nextToPrint)) {
      await writeOut(ctx, `${JSON.stringify(results.get(nextToPrint))}\n`);
      nextToPrint++;
    }
  };
  await flushInOrder();

  const stop = onInterrupt(ctx);
  const bar = progressBar(ctx, items.length);
  let failed = 0;
  let fatal: unknown;
  let cursor = 0;
  bar.draw(results.size, failed, skipped, true);

  async function worker(): Promise<void> {
    while (!stop.signal.aborted && fatal === undefined) {
      const next = pending[cursor++];
      if (!next) return;
      const { item } = next;
      const head = { index: item.index, ...(item.id ? { id: item.id } : {}) };
      let result: BatchResult;
      try {
        const { interrupted, ...answer } = await answerQuestion(
          api,
          settings.session.userId,
          {
            text: item.question,
            agent: item.agent,
            sessionId: item.session,
            categories: next.categories,
            parameters: next.parameters,
          },
          { signal: stop.signal, extras: true },
        );
        if (interrupted) return;
        result = { ...head, ...answer };
      } catch (error) {
        if (stop.signal.aborted) return;
        const exitCode = exitCodeFor(error);
        // Without access, a session or the server, every later question would fail the same way.
        if (
          exitCode === ExitCode.notSignedIn ||
          exitCode === ExitCode.noAccess ||
          exitCode === ExitCode.network
        ) {
          fatal ??= error;
        }
        failed++;
        const message = describeError(error, ctx) ?? String(error);
        result = { ...head, question: item.question, agent: item.agent, error: message, exitCode };
      }
      results.set(item.index, result);
      journal?.write(`${JSON.stringify(result)}\n`);
      bar.draw(results.size, failed, skipped);
      await flushInOrder();
    }
  }

  try {
    await Promise.all(Array.from({ length: Math.min(input.concurrency, pending.length) }, worker));
  } finally {
    stop.dispose();
    bar.end();
    if (journal) await new Promise((resolve) => journal?.end(resolve));
  }
  if (input.out) {
    const ordered = [...results.values()].sort((a, b) => a.index - b.index);
    await writeFileAtomic(input.out, ordered.map((result) => `${JSON.stringify(result)}\n`).join(''));
  }
  if (ctx.outputClosed.aborted) return;
  if (stop.interrupted) throw new CancelledError(texts.chat.interrupted);
  if (fatal !== undefined) throw fatal;
  const ok = [...results.values()].filter(isDone).length - skipped;
  ctx.stderr.write(`${cli.batch.summary(ok, failed, skipped)}\n`);
  if (failed) throw new CommandFailedError(cli.batch.someFailed(failed, items.length));
}
