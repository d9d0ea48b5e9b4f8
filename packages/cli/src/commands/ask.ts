import { texts } from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import {
  type Answer,
  answerQuestion,
  checkQuestionLength,
  extrasMarkdown,
  type LocalFile,
  readAttachments,
} from '../answer.js';
import { connect } from '../api.js';
import type { CliContext } from '../context.js';
import { lastConversationId, resolveConversationId } from '../conversation-id.js';
import { CancelledError, describeError, exitCodeFor, UsageError } from '../errors.js';
import { checkOutputPath, onInterrupt, readAll, writeOut } from '../io.js';
import { agentFromOption, resolveCategories, resolveParameters } from '../selection.js';
import { signedIn } from '../signed-in.js';
import { writeDocx } from './export.js';

const FORMATS = ['text', 'markdown', 'json', 'ndjson'] as const;
type Format = (typeof FORMATS)[number];

function formatFromOption(value: string | undefined): Format {
  const format = (value ?? 'text').toLowerCase();
  if (!(FORMATS as readonly string[]).includes(format))
    throw new UsageError(cli.ask.badFormat(String(value)));
  return format as Format;
}

export interface AskInput {
  words: string[];
  agent?: string | undefined;
  session?: string | undefined;
  ccnl?: string[] | undefined;
  param?: string[] | undefined;
  file?: string[] | undefined;
  format?: string | undefined;
  docx?: string | undefined;
  /** Continue the most recent conversation. */
  continue?: boolean | undefined;
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

export async function ask(ctx: CliContext, input: AskInput): Promise<void> {
  const agent = agentFromOption(input.agent);
  const format = formatFromOption(input.format);
  if (!input.words.length && ctx.stdin.isTTY) throw new UsageError(cli.ask.noQuestion);

  if (input.continue && input.session) throw new UsageError(cli.conversations.continueAndSession);
  const settings = signedIn(ctx);
  const question = (input.words.length ? input.words.join(' ') : await readAll(ctx.stdin)).trim();
  if (!question) throw new UsageError(cli.ask.emptyQuestion);
  checkQuestionLength(question);
  const files: LocalFile[] = input.file?.length ? await readAttachments(input.file) : [];

  if (input.docx !== undefined) await checkOutputPath(input.docx);
  const api = connect(ctx, settings, 'apiUrl');
  // --continue takes the latest conversation; --session takes a whole id or the unique start of one.
  const userId = settings.session.userId;
  const sessionId = input.continue
    ? await lastConversationId(api, userId)
    : input.session && (await resolveConversationId(api, userId, input.session));
  const catalogue = input.ccnl?.length ? await api.categories() : [];
  const categories = input.ccnl?.length ? resolveCategories(catalogue, input.ccnl, agent) : [];
  const parameters = input.param?.length ? resolveParameters(await api.parameters(), input.param, agent) : [];

  const stop = onInterrupt(ctx);
  let printed = '';
  let answer: Answer;
  try {
    answer = await answerQuestion(
      api,
      settings.session.userId,
      { text: question, agent, sessionId: sessionId || undefined, categories, parameters, files },
      {
        signal: stop.signal,
        extras: format !== 'text' || input.docx !== undefined,
        onSession: (sessionId) =>
          format === 'ndjson'
            ? writeOut(ctx, line({ type: 'session', session_id: sessionId, agent }))
            : undefined,
        onChunk: (chunk) => {
          if (format === 'json') return;
          printed += chunk;
          return writeOut(ctx, format === 'ndjson' ? line({ type: 'chunk', text: chunk }) : chunk);
        },
      },
    );
  } catch (error) {
    if (format === 'ndjson') {
      await writeOut(
        ctx,
        line({
          type: 'error',
          code: (error as { code?: unknown }).code ?? 'UNEXPECTED',
          exitCode: exitCodeFor(error),
          message: describeError(error, ctx),
        }),
      );
    }
    throw error;
  } finally {
    stop.dispose();
    if ((format === 'text' || format === 'markdown') && printed && !printed.endsWith('\n')) {
      await writeOut(ctx, '\n');
    }
  }
  if (ctx.outputClosed.aborted) return;

  if (format === 'markdown') {
    const extras = extrasMarkdown(answer.answer, answer);
    if (extras) await writeOut(ctx, `\n${extras}\n`);
  } else if (format === 'json') {
    await writeOut(ctx, `${JSON.stringify(answer, null, 2)}\n`);
  } else if (format === 'ndjson') {
    const { answer: text, riferimenti, relatedQuestions, interrupted, session_id } = answer;
    const type = interrupted ? 'cancelled' : 'done';
    await writeOut(ctx, line({ type, session_id, answer: text, riferimenti, relatedQuestions }));
  }
  if (stop.interrupted) throw new CancelledError(texts.chat.interrupted);
  if (input.docx !== undefined) {
    await writeDocx(answer.answer, input.docx, {
      references: answer.riferimenti,
      cover: {
        question,
        agreements: categories.flatMap(
          (id) => catalogue.find((c) => c.id_categoria === id)?.descrizione ?? [],
        ),
      },
    });
    ctx.stderr.write(`${cli.ask.docxWritten(input.docx)}\n`);
  }
  if (!sessionId && answer.session_id) ctx.stderr.write(`${cli.ask.newSession(answer.session_id)}\n`);
}
