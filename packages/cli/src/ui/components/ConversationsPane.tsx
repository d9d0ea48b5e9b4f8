import type { AgentName, ConversationSummary, LoadStatus } from '@ccnl/core';
import { agentLabels, cliTexts as cli } from '@ccnl/core/strings';
import { formatDate } from '../../commands/conversations.js';
import { wrapText } from '../../render/markdown.js';
import { paint } from '../../render/paint.js';
import type { Layout } from '../lines.js';
import { Lines, truncate, windowAround } from './Lines.js';
import { Panel } from './Panel.js';

export function ConversationsPane({
  conversations,
  status,
  cursor,
  currentId,
  confirming,
  deleting,
  rows,
  layout,
}: {
  conversations: readonly ConversationSummary[];
  /** How the list last loaded: a failed load says so, it is not an empty list. */
  status: LoadStatus;
  cursor: number;
  currentId: string | null;
  confirming: ConversationSummary | null;
  deleting: boolean;
  rows: number;
  layout: Layout;
}) {
  const inner = layout.width - 4;
  const { color } = layout;
  let body: string[];
  if (status === 'error' && !conversations.length)
    body = wrapText(cli.ui.conversationsFailed, inner, { color: 'red' }, color);
  else if (status !== 'success' && !conversations.length)
    body = [paint(cli.ui.loading, { dim: true }, color)];
  else if (!conversations.length) body = [paint(cli.ui.conversationsEmpty, { dim: true }, color)];
  else {
    const [from, to] = windowAround(conversations.length, cursor, rows);
    body = conversations.slice(from, to).map((row, offset) => {
      const index = from + offset;
      const agent = agentLabels[(row.agent_name ?? 'main-agent') as AgentName] ?? row.agent_name ?? '';
      const current = row.session_id === currentId ? '•' : ' ';
      const text = truncate(`${current} ${row.title} · ${agent} · ${formatDate(row.updated_at)}`, inner - 2);
      return index === cursor
        ? `${paint('❯ ', { color: 'cyan' }, color)}${paint(text, { color: 'cyan' }, color)}`
        : `  ${text}`;
    });
  }
  const footer = deleting
    ? paint(cli.ui.deleting, { dim: true }, color)
    : confirming
      ? paint(truncate(cli.ui.confirmDelete(confirming.title), inner), { color: 'yellow', bold: true }, color)
      : paint(truncate(cli.ui.conversationsHint, inner), { dim: true }, color);
  return (
    <Panel title={cli.ui.conversationsTitle} width={layout.width}>
      <Lines lines={[...body, footer]} />
    </Panel>
  );
}
