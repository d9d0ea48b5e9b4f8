import { texts } from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import { answerQuestion } from '../answer.js';
import { connect } from '../api.js';
import type { CliContext } from '../context.js';
import { lastConversationId, resolveConversationId } from '../conversation-id.js';
import { CancelledError, UsageError } from '../errors.js';
import { onInterrupt, writeOut } from '../io.js';
import { agentFromOption } from '../selection.js';
import { signedIn } from '../signed-in.js';

export interface PayslipInput {
  field: string;
  value: string;
  session?: string | undefined;
}

/**
 * `ccnl payslip set CAMPO VALORE`: sets a payslip field of a calcolo conversation (spec §7
 * update-busta-paga-field), then asks its last question again in modify mode and prints the recomputed
 * answer as it streams, as the web app's payslip form does.
 */
export async function setPayslipField(ctx: CliContext, input: PayslipInput): Promise<void> {
  const settings = signedIn(ctx);
  const api = connect(ctx, settings, 'apiUrl');
  const userId = settings.session.userId;
  const sessionId = input.session
    ? await resolveConversationId(api, userId, input.session)
    : await lastConversationId(api, userId);
  const messages = await api.conversationHistory(userId, sessionId);
  const question = messages.findLast((message) => message.role === 'user');
  if (!question) throw new UsageError(cli.payslip.noQuestion(sessionId));
  const answer = messages.findLast((message) => message.role === 'assistant');
  const categories = messages.findLast((message) => message.role === 'categories')?.categoryIds ?? [];
  // The backend checks the field and the value, and says in Italian what it refuses (exit 1).
  await api.updatePayslipField(sessionId, input.field, input.value);
  ctx.stderr.write(`${cli.payslip.updated(input.field, input.value)}\n`);

  const stop = onInterrupt(ctx);
  let printed = '';
  try {
    await answerQuestion(
      api,
      userId,
      {
        text: question.content,
        agent: agentFromOption(answer?.agentName ?? 'calcolo'),
        sessionId,
        categories,
        parameters: [],
        modifying: true,
      },
      {
        signal: stop.signal,
        extras: false,
        onChunk: (chunk) => {
          printed += chunk;
          return writeOut(ctx, chunk);
        },
      },
    );
  } finally {
    stop.dispose();
    if (printed && !printed.endsWith('\n')) await writeOut(ctx, '\n');
  }
  if (stop.interrupted) throw new CancelledError(texts.chat.interrupted);
}
