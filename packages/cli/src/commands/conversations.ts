import { ApiError, type ConversationMessage, texts } from '@ccnl/core';
import { answerSources } from '@ccnl/core/answer';
import { cliTexts as cli } from '@ccnl/core/strings';
import { extrasMarkdown } from '../answer.js';
import { connect } from '../api.js';
import type { CliContext } from '../context.js';
import { resolveConversationId } from '../conversation-id.js';
import { CommandFailedError, UsageError } from '../errors.js';
import { writeFileAtomic, writeOut } from '../io.js';
import { signedIn } from '../signed-in.js';
import { writeDocx } from './export.js';

// Made on first use: the chat loads this module for its conversation list, before its first frame.
let dateFormat: Intl.DateTimeFormat | undefined;

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateFormat ??= new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short' });
  return dateFormat.format(date);
}

/** Columns padded to their widest cell; the last one is left as long as it is. */
export function columns(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length);
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function notFound(id: string) {
  return (error: unknown): never => {
    // Another user's conversation is 404 exactly like a missing one.
    if (error instanceof ApiError && error.status === 404)
      throw new UsageError(cli.conversations.notFound(id));
    throw error;
  };
}

export async function listConversations(
  ctx: CliContext,
  options: { json?: boolean; search?: string },
): Promise<void> {
  const settings = signedIn(ctx);
  const recent = await connect(ctx, settings, 'apiUrl').recentConversations(settings.session.userId);
  // --search: the conversations whose title holds the text, case and accents aside.
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = options.search ? fold(options.search) : '';
  const list = wanted ? recent.filter((row) => fold(row.title).includes(wanted)) : recent;
  if (options.json) {
    await writeOut(ctx, `${JSON.stringify(list, null, 2)}\n`);
    return;
  }
  if (!list.length) {
    ctx.stderr.write(
      `${options.search ? cli.conversations.noMatch(options.search) : cli.conversations.none}\n`,
    );
    return;
  }
  const rows = list.map((row) => [
    row.session_id,
    row.agent_name ?? 'main-agent',
    formatDate(row.updated_at),
    row.title,
  ]);
  await writeOut(ctx, `${columns([[...cli.conversations.header], ...rows])}\n`);
}

/**
 * A conversation as Markdown: each message under who wrote it, agreements by name, references and related
 * questions after answers.
 */
function conversationMarkdown(
  messages: readonly ConversationMessage[],
  agreementNames: ReadonlyMap<number, string> = new Map(),
): string {
  const labels = cli.conversations.roleLabels;
  return messages
    .map((message) => {
      const label = labels[message.role] ?? message.role;
      if (message.role === 'categories') {
        const names = message.categoryIds?.map((id) => agreementNames.get(id) ?? String(id));
        return `*${label}: ${names?.join('; ') ?? message.content}*`;
      }
      const answer = message.role === 'assistant';
      const extras = answer ? extrasMarkdown(message.content, message) : '';
      // The answer's own "Fonti" list is part of its numbered references: written once, under them.
      const content =
        answer && message.riferimenti.length
          ? answerSources(message.content, message.riferimenti).body
          : message.content;
      const body = `### ${label}\n\n${content}`;
      return extras ? `${body}\n\n${extras.replace(/^## /gm, '#### ')}` : body;
    })
    .join('\n\n');
}

/** A conversation's messages, and the names of the agreements it selected (ids where the list cannot be had). */
async function history(ctx: CliContext, idOrPrefix: string) {
  const settings = signedIn(ctx);
  const api = connect(ctx, settings, 'apiUrl');
  const id = await resolveConversationId(api, settings.session.userId, idOrPrefix);
  const [messages, catalogue] = await Promise.all([
    api.conversationHistory(settings.session.userId, id).catch(notFound(id)),
    api.categories().catch(() => []),
  ]);
  const names = new Map(catalogue.map((category) => [category.id_categoria, category.descrizione]));
  return { messages, names };
}

export async function showConversation(
  ctx: CliContext,
  id: string,
  options: { json?: boolean },
): Promise<void> {
  const { messages, names } = await history(ctx, id);
  if (options.json) {
    await writeOut(ctx, `${JSON.stringify(messages, null, 2)}\n`);
    return;
  }
  await writeOut(ctx, `${conversationMarkdown(messages, names)}\n`);
}

export async function deleteConversation(ctx: CliContext, id: string): Promise<void> {
  const settings = signedIn(ctx);
  const api = connect(ctx, settings, 'apiUrl');
  const full = await resolveConversationId(api, settings.session.userId, id);
  await api.deleteSession(full).catch(notFound(id));
  ctx.stderr.write(`${texts.toast.conversationDeleted}\n`);
}

export async function exportConversation(ctx: CliContext, id: string, output: string): Promise<void> {
  const { messages, names } = await history(ctx, id);
  if (!messages.some((message) => message.role === 'user' || message.role === 'assistant')) {
    throw new CommandFailedError(cli.conversations.empty(id));
  }
  const body = conversationMarkdown(messages, names);
  const question = messages.find((message) => message.role === 'user')?.content;
  const agreements = [
    ...new Set(
      messages.flatMap((message) => message.categoryIds ?? []).map((id) => names.get(id) ?? String(id)),
    ),
  ];
  const title = texts.export.conversationTitle;
  if (output.toLowerCase().endsWith('.md')) await writeFileAtomic(output, `# ${title}\n\n${body}\n`);
  else await writeDocx(body, output, { cover: { title, question, agreements } });
  ctx.stderr.write(`${cli.conversations.exported(output)}\n`);
}
