import type { ConversationMessage } from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import { renderMarkdown } from '../../render/markdown.js';
import { paint } from '../../render/paint.js';
import { answerHeader, type Layout } from '../lines.js';
import { Lines } from './Lines.js';

/** The answer in progress: its last lines only, so that the live area is never taller than the terminal. */
export function LiveAnswer({
  message,
  maxLines,
  layout,
}: {
  message: ConversationMessage | null;
  maxLines: number;
  layout: Layout;
}) {
  const status = paint(
    message ? cli.ui.generating : cli.ui.sending,
    { dim: true, italic: true },
    layout.color,
  );
  if (!message) return <Lines lines={[status]} />;
  const body = renderMarkdown(message.content, layout);
  const shown = body.slice(Math.max(0, body.length - Math.max(1, maxLines)));
  return <Lines lines={[answerHeader(message.agentName, layout), ...shown, status]} />;
}
