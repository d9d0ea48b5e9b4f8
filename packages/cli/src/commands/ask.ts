import { once } from 'node:events';
import { type AgentName, ApiError, agentPayloadSchema, it } from '@ccnl/core';
import { connect } from '../api.js';
import type { CliContext } from '../context.js';
import { CancelledError, ExitCode, NotSignedInError, UsageError } from '../errors.js';
import { openSettings } from '../settings.js';
import { cli } from '../strings.js';

/** `--agent` values; `main` is the general agent, named `main-agent` on the wire. */
const AGENT_OPTIONS: Record<string, AgentName> = {
  main: 'main-agent',
  inquadra: 'inquadra',
  confronta: 'confronta',
  calcolo: 'calcolo',
};

function agentFromOption(value: string | undefined): AgentName {
  const agent = AGENT_OPTIONS[value ?? 'main'];
  if (!agent) throw new UsageError(cli.ask.badAgent(String(value)));
  return agent;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  stream.setEncoding('utf8');
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}

interface AskInput {
  words: string[];
  agent?: string | undefined;
  session?: string | undefined;
}

export async function ask(ctx: CliContext, input: AskInput): Promise<void> {
  const agent = agentFromOption(input.agent);
  if (!input.words.length && ctx.stdin.isTTY) throw new UsageError(cli.ask.noQuestion);

  const settings = openSettings(ctx.env);
  const apiUrl = settings.url('apiUrl');
  const { session } = settings.session();
  if (!session) throw new NotSignedInError();

  const question = (input.words.length ? input.words.join(' ') : await readAll(ctx.stdin)).trim();
  if (!question) throw new UsageError(cli.ask.emptyQuestion);
  const max = agentPayloadSchema.shape.message.maxLength;
  if (max !== null && question.length > max) throw new UsageError(cli.ask.tooLong(max));

  const api = connect(ctx, { apiUrl, gqlEndpoint: settings.url('gqlEndpoint'), session }, 'apiUrl');
  const interrupt = new AbortController();
  // A closed stdout (`| head`) stops the stream like Ctrl-C does, but ends quietly.
  const signal = AbortSignal.any([interrupt.signal, ctx.outputClosed]);
  const onSigint = () => {
    // A second Ctrl-C does not wait for the stream to wind down.
    if (interrupt.signal.aborted) process.exit(ExitCode.cancelled);
    interrupt.abort();
  };
  process.on('SIGINT', onSigint);

  let printed = false;
  let endsWithNewline = true;
  let sessionId = input.session;
  try {
    sessionId ??= await api.createEmptySession(session.userId, { signal });
    const payload = agentPayloadSchema.parse({
      message: question,
      user_id: session.userId,
      session_id: sessionId,
      agent_name: agent,
    });
    for await (const chunk of api.streamAgent(payload, { signal })) {
      if (signal.aborted) break;
      // Each chunk goes out as it arrives; only the pipe's own backpressure may hold it.
      if (!ctx.stdout.write(chunk)) await once(ctx.stdout, 'drain', { signal }).catch(() => {});
      printed = true;
      endsWithNewline = chunk.endsWith('\n');
    }
  } catch (error) {
    // An abort (Ctrl-C, closed stdout) is a normal end, handled below.
    if (!signal.aborted) {
      // The server answers 404 for a conversation that is not the user's, exactly like a missing one.
      if (input.session && error instanceof ApiError && error.status === 404) {
        throw new UsageError(cli.ask.sessionNotFound(input.session));
      }
      throw error;
    }
  } finally {
    process.off('SIGINT', onSigint);
    if (printed && !endsWithNewline && !ctx.outputClosed.aborted) ctx.stdout.write('\n');
  }
  if (ctx.outputClosed.aborted) return;
  if (interrupt.signal.aborted) throw new CancelledError(it.chat.interrupted);
  if (!input.session && sessionId) ctx.stderr.write(`${cli.ask.newSession(sessionId)}\n`);
}
