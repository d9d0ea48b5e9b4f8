import { AGENTS, type AgentName } from '@ccnl/core';
import { agentLabels, cliTexts as cli } from '@ccnl/core/strings';
import { paint } from '../../render/paint.js';
import type { Layout } from '../lines.js';
import { Lines } from './Lines.js';
import { Panel } from './Panel.js';

export function AgentSwitcher({
  current,
  cursor,
  layout,
}: {
  current: AgentName;
  cursor: number;
  layout: Layout;
}) {
  const { color } = layout;
  const lines = AGENTS.map((agent, index) => {
    const mark = agent === current ? '✔' : ' ';
    const text = `${mark} ${agentLabels[agent]} (${agent === 'main-agent' ? 'main' : agent})`;
    return index === cursor
      ? `${paint('❯ ', { color: 'cyan' }, color)}${paint(text, { color: 'cyan' }, color)}`
      : `  ${text}`;
  });
  return (
    <Panel title={cli.ui.agentsTitle} width={layout.width}>
      <Lines lines={[...lines, paint(cli.ui.agentsHint, { dim: true }, color)]} />
    </Panel>
  );
}
