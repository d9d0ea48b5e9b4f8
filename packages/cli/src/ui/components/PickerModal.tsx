import { type AgentName, type LoadStatus, type PickerKind, type SelectionLimits, texts } from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import { wrapText } from '../../render/markdown.js';
import { paint } from '../../render/paint.js';
import type { Layout } from '../lines.js';
import { Lines, truncate, windowAround } from './Lines.js';
import { Panel } from './Panel.js';

export interface PickerRow {
  id: number;
  name: string;
}

/** The agreement picker and the parameter picker (spec §2 modals 1 and 2). */
export function PickerModal({
  kind,
  agent,
  rows,
  query,
  selected,
  cursor,
  limits,
  status,
  visibleRows,
  message,
  layout,
}: {
  kind: PickerKind;
  agent: AgentName;
  rows: readonly PickerRow[];
  query: string;
  selected: readonly number[];
  cursor: number;
  limits: SelectionLimits;
  status: LoadStatus;
  visibleRows: number;
  message: string | null;
  layout: Layout;
}) {
  const { color } = layout;
  const inner = layout.width - 4;
  const title =
    kind === 'parameters'
      ? texts.paramPicker.title
      : (texts.agentTitle[agent as keyof typeof texts.agentTitle] ?? texts.agentTitle.default);
  const text = kind === 'parameters' ? texts.paramPicker.text : texts.categoryPicker.text;
  const search = query
    ? `⌕ ${query}█`
    : `⌕ ${paint(texts.categoryPicker.searchPlaceholder, { dim: true }, color)}`;
  const lines = [...wrapText(text, inner, {}, color), '', search];
  if (status === 'pending' || status === 'idle') lines.push(paint(cli.ui.loading, { dim: true }, color));
  else if (status === 'error') lines.push(paint(cli.ui.pickerError, { color: 'red' }, color));
  else {
    // The count line (spec §2) once the list is there: "0 results" while loading would be untrue.
    lines.push(texts.categoryPicker.resultsCount(rows.length));
    const [from, to] = windowAround(rows.length, cursor, visibleRows);
    for (const [offset, row] of rows.slice(from, to).entries()) {
      const index = from + offset;
      const checked = selected.includes(row.id);
      const label = truncate(`${checked ? '✔' : ' '} ${row.name}`, inner - 2);
      lines.push(
        index === cursor
          ? `${paint('❯ ', { color: 'cyan' }, color)}${paint(label, { color: 'cyan' }, color)}`
          : `  ${checked ? paint(label, { color: 'green' }, color) : label}`,
      );
    }
    for (let filler = to - from; filler < Math.min(visibleRows, Math.max(1, rows.length)); filler++)
      lines.push('');
  }
  lines.push(paint(cli.ui.pickerCount(selected.length, limits.max), { dim: true }, color));
  if (message) lines.push(...wrapText(message, inner, { color: 'yellow' }, color));
  // At a limit of one core's store replaces the chosen item, and the hint says so.
  else if (limits.max === 1)
    lines.push(...wrapText(texts.categoryPicker.replaces, inner, { dim: true }, color));
  else if (selected.length >= limits.max)
    lines.push(paint(truncate(cli.ui.pickerAtMax(limits.max), inner), { color: 'yellow' }, color));
  const canConfirm = selected.length >= limits.min;
  lines.push(
    `[ ${texts.categoryPicker.close} ]  ${paint(`[ ${texts.categoryPicker.confirm} ]`, canConfirm ? { bold: true, color: 'green' } : { dim: true }, color)}`,
    paint(truncate(cli.ui.pickerHint, inner), { dim: true }, color),
  );
  return (
    <Panel title={title} width={layout.width}>
      <Lines lines={lines} />
    </Panel>
  );
}
