import { cliTexts as cli } from '@ccnl/core/strings';
import { wrapText } from '../../render/markdown.js';
import { paint } from '../../render/paint.js';
import { hardSplit } from '../../render/width.js';
import type { Layout } from '../lines.js';
import { Lines, truncate } from './Lines.js';

export function Prompt({
  value,
  cursor = value.length,
  focused,
  notice,
  layout,
}: {
  value: string;
  cursor?: number;
  focused: boolean;
  notice: { text: string; tone: 'info' | 'error' } | null;
  layout: Layout;
}) {
  const { color, width } = layout;
  const lines: string[] = [];
  if (notice) {
    lines.push(
      ...wrapText(
        notice.text,
        width,
        notice.tone === 'error' ? { color: 'red' } : { color: 'yellow' },
        color,
      ),
    );
  }
  const marker = paint('› ', { bold: true, color: focused ? 'cyan' : undefined, dim: !focused }, color);
  if (!value) {
    lines.push(`${marker}${paint(truncate(cli.ui.placeholder, width - 2), { dim: true }, color)}`);
  } else {
    // The cursor is the character under it, inverted; without colour, a █ before it (or in place of the end).
    const rows = value.split('\n');
    let offset = 0;
    for (const [rowIndex, row] of rows.entries()) {
      const at = cursor - offset;
      offset += row.length + 1;
      const here = focused && at >= 0 && at <= row.length;
      const atEnd = here && at === row.length;
      const pieces = hardSplit(atEnd ? `${row} ` : row, Math.max(1, width - 2));
      let start = 0;
      for (const [index, piece] of pieces.entries()) {
        const local = at - start;
        start += piece.length;
        let shown = piece;
        if (here && local >= 0 && local < piece.length) {
          const under = piece[local] ?? ' ';
          const after = piece.slice(local + 1);
          shown = color
            ? `${piece.slice(0, local)}${paint(under, { inverse: true }, color)}${after}`
            : `${piece.slice(0, local)}█${atEnd && !after ? '' : under}${after}`;
        }
        lines.push(`${rowIndex === 0 && index === 0 ? marker : '  '}${shown}`);
      }
    }
  }
  return <Lines lines={lines} />;
}
