import { cliTexts as cli } from '@ccnl/core/strings';
import { paint } from '../../render/paint.js';
import { displayWidth } from '../../render/width.js';
import type { Layout } from '../lines.js';
import { Lines, truncate } from './Lines.js';
import { Panel } from './Panel.js';

/** How far the key map of `height` rows can scroll (0 when it fits). */
export function keyMapScrollMax(height: number): number {
  const total = cli.ui.keys.length + 1 + cli.ui.commands.length;
  const room = Math.max(1, height - 4);
  return total > room ? total - Math.max(1, room - 1) : 0;
}

/** The key map; taller than `height` rows, it scrolls from `offset` (clamped) with a line that says so. */
export function KeyMap({
  layout,
  height = Infinity,
  offset = 0,
}: {
  layout: Layout;
  height?: number;
  offset?: number;
}) {
  const { color } = layout;
  const keyWidth = Math.max(...[...cli.ui.keys, ...cli.ui.commands].map(([key]) => displayWidth(key))) + 2;
  const row = ([key, text]: readonly [string, string]) =>
    truncate(
      `${paint(key.padEnd(keyWidth), { bold: true }, color)}${text}`,
      layout.width - 4 + (color ? 8 : 0),
    );
  const all = [...cli.ui.keys.map(row), '', ...cli.ui.commands.map(row)];
  // Border, title and the closing line take four rows; a scrolling map gives one more to its position.
  const room = Math.max(1, height - 4);
  let shown = all;
  let footer: string = cli.ui.keysClose;
  if (all.length > room) {
    const visible = Math.max(1, room - 1);
    const start = Math.max(0, Math.min(offset, all.length - visible));
    shown = all.slice(start, start + visible);
    footer = `${cli.ui.keysScroll(start + 1, start + shown.length, all.length)} · ${cli.ui.keysClose}`;
  }
  return (
    <Panel title={cli.ui.keysTitle} width={layout.width}>
      <Lines lines={[...shown, paint(truncate(footer, layout.width - 4), { dim: true }, color)]} />
    </Panel>
  );
}
