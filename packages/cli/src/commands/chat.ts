import { type ConversationMessage, texts } from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import { referenceLines } from '../answer.js';
import { type ChatServices, type ChatStart, createChatServices, startChat } from '../chat-services.js';
import type { CliContext } from '../context.js';
import { CancelledError, ExitCode, NoAccessError } from '../errors.js';
import { writeOut } from '../io.js';
import { signedIn } from '../signed-in.js';

export interface ChatInput extends ChatStart {
  words: string[];
}

/**
 * `ccnl chat`: the Ink chat on a terminal; plain text otherwise (stdin or stdout not a terminal, or a question
 * given), where Ink is never loaded.
 */
export async function chat(ctx: CliContext, input: ChatInput): Promise<void> {
  const settings = signedIn(ctx);
  const services = createChatServices(ctx, settings);
  await startChat(services, input);
  const interactive = !input.words.length && Boolean(ctx.stdin.isTTY && ctx.stdout.isTTY);
  if (interactive) {
    const { runChatUi } = await import('../ui/run.js');
    const code = await runChatUi(ctx, services);
    if (code === ExitCode.noAccess) throw new NoAccessError(cli.trialEnded(services.salesFormUrl));
    return;
  }
  await headless(ctx, services, input.words.length ? [input.words.join(' ')] : undefined);
  const id = services.chat.getState().currentConversationId;
  if (id && !input.session && !ctx.outputClosed.aborted) ctx.stderr.write(`${cli.ask.newSession(id)}\n`);
}

function extrasText(message: ConversationMessage | undefined): string {
  if (!message) return '';
  const parts: string[] = [];
  if (message.riferimenti.length) {
    parts.push(
      `${cli.ask.referencesTitle}:\n${referenceLines(message.content, message.riferimenti).join('\n')}`,
    );
  }
  if (message.relatedQuestions.length) {
    parts.push(`${cli.ask.relatedTitle}:\n${message.relatedQuestions.map((q) => `- ${q}`).join('\n')}`);
  }
  return parts.length ? `\n${parts.join('\n\n')}\n` : '';
}

/** One question through the store, its answer printed as the store publishes it. */
async function askThroughStore(ctx: CliContext, services: ChatServices, question: string): Promise<void> {
  const { chat } = services;
  const before = chat.getState().conversations.length;
  let answerId: string | null = null;
  let printed = 0;
  let writing = Promise.resolve();
  const print = () => {
    const { conversations } = chat.getState();
    if (!answerId) {
      const added = conversations.slice(before).findLast((message) => message.role === 'assistant');
      answerId = added?.messageId ?? null;
    }
    const answer = answerId ? conversations.find((message) => message.messageId === answerId) : undefined;
    if (!answer || answer.content.length <= printed) return;
    const delta = answer.content.slice(printed);
    printed = answer.content.length;
    writing = writing.then(() => writeOut(ctx, delta));
  };
  const unsubscribe = chat.subscribe(print);
  // Ctrl-C stops the answer (the store appends '[Generazione interrotta]'); a second one exits at once.
  let cancelled = false;
  const onSigint = () => {
    if (cancelled) process.exit(ExitCode.cancelled);
    cancelled = true;
    chat.cancel();
  };
  process.on('SIGINT', onSigint);
  const stopOnClosedOutput = () => chat.cancel();
  ctx.outputClosed.addEventListener('abort', stopOnClosedOutput);
  try {
    await chat.send(question);
    print();
  } finally {
    unsubscribe();
    process.off('SIGINT', onSigint);
    ctx.outputClosed.removeEventListener('abort', stopOnClosedOutput);
  }
  await writing;
  if (printed) await writeOut(ctx, '\n');
  if (cancelled) throw new CancelledError(texts.chat.interrupted);
  const last = chat.getState().conversations.at(-1);
  if (last?.role === 'error') {
    // The store says 'Errore: …'; the typed error behind it gives the exit code and the clear line.
    throw services.takeFailure() ?? new Error(last.content);
  }
  await writeOut(ctx, extrasText(chat.getState().conversations.findLast((m) => m.role === 'assistant')));
}

async function headless(ctx: CliContext, services: ChatServices, questions?: string[]): Promise<void> {
  // Loaded here: the Ink chat, which shares this module, never reads lines.
  const lines: Iterable<string> | AsyncIterable<string> =
    questions ?? (await import('node:readline')).createInterface({ input: ctx.stdin, crlfDelay: Infinity });
  let first = true;
  for await (const line of lines) {
    const question = line.trim();
    if (!question) continue;
    if (ctx.outputClosed.aborted) return;
    if (!first) await writeOut(ctx, '\n');
    first = false;
    await askThroughStore(ctx, services, question);
  }
}
