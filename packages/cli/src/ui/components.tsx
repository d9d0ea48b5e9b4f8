import {
  AGENTS,
  type AgentName,
  type ConversationMessage,
  type ConversationSummary,
  type LoadStatus,
  type PickerKind,
  type SelectionLimits,
  type Toast,
  texts,
  type UploadedFile,
} from '@ccnl/core';
import { agentLabels, cliTexts as cli } from '@ccnl/core/strings';
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { formatDate } from '../commands/conversations.js';
import { renderMarkdown, wrapText } from '../render/markdown.js';
import { paint } from '../render/paint.js';
import { displayWidth, hardSplit, stripAnsi } from '../render/width.js';
import { answerHeader, type Layout } from './lines.js';

/** Lines already fitted to the width, as one Text: Ink does not wrap them again. */
export function Lines({ lines }: { lines: readonly string[] }) {
  return <Text>{lines.join('\n')}</Text>;
}

/** Cuts a line to `width` cells, with an ellipsis. */
export function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  return `${hardSplit(text, Math.max(1, width - 1))[0] ?? ''}…`;
}

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

export function RelatedQuestions({
  questions,
  cursor,
  active,
  layout,
}: {
  questions: readonly string[];
  cursor: number;
  active: boolean;
  layout: Layout;
}) {
  const { color, width } = layout;
  const title = `${paint(cli.ui.relatedTitle, { bold: true }, color)} ${paint(
    active ? cli.ui.relatedPickHint : cli.ui.relatedHint,
    { dim: true },
    color,
  )}`;
  const lines = questions.map((question, index) => {
    const marker = active && index === cursor ? '❯' : ' ';
    const text = truncate(`${index + 1}. ${question}`, width - 2);
    return `${marker} ${active && index === cursor ? paint(text, { color: 'cyan' }, color) : text}`;
  });
  return <Lines lines={[title, ...lines]} />;
}

export function Toasts({ toasts, layout }: { toasts: readonly Toast[]; layout: Layout }) {
  const lines = toasts.map((toast) => {
    const red = toast.color === 'red';
    const text = `${red ? '✖' : '✔'} ${toast.title}${toast.description ? ` — ${toast.description}` : ''}`;
    return paint(truncate(text, layout.width), { color: red ? 'red' : 'green' }, layout.color);
  });
  return <Lines lines={lines} />;
}

export interface StatusInfo {
  agent: AgentName;
  categories: readonly string[];
  parameters: readonly string[];
  files: readonly UploadedFile[];
  uploading: boolean;
  credit: number | null;
  highlightCategories: boolean;
}

/** One line: the agent, the selected agreements and parameters, attachments and the credit. */
/** The first `shown` names and, for the others, "+N". */
function namesShort(names: readonly string[], shown: number): string {
  const rest = names.length - shown;
  return `${names.slice(0, shown).join(', ')}${rest > 0 ? ` +${rest}` : ''}`;
}

/**
 * Agent, agreements, parameters, attachments and credit on one line. When it does not fit, the lists
 * shorten to their first names and "+N" (the longer list first), and only then is the end cut.
 */
export function StatusBar({ info, layout }: { info: StatusInfo; layout: Layout }) {
  const { color } = layout;
  const build = (categories: number, parameters: number) => {
    const parts = [paint(cli.ui.agent(agentLabels[info.agent]), { bold: true }, color)];
    parts.push(
      paint(
        cli.ui.ccnl(info.categories.length ? namesShort(info.categories, categories) : cli.ui.none),
        info.highlightCategories ? { color: 'green', bold: true } : {},
        color,
      ),
    );
    if (info.parameters.length) parts.push(cli.ui.params(namesShort(info.parameters, parameters)));
    if (info.uploading) parts.push(cli.ui.uploading);
    else if (info.files.length) parts.push(cli.ui.files(info.files.map((file) => file.file_name).join(', ')));
    if (info.credit !== null) parts.push(cli.ui.credit(String(info.credit)));
    return parts;
  };
  let shownCategories = info.categories.length;
  let shownParameters = info.parameters.length;
  let parts = build(shownCategories, shownParameters);
  while (
    displayWidth(stripAnsi(parts.join(' │ '))) > layout.width &&
    (shownCategories > 1 || shownParameters > 1)
  ) {
    if (shownCategories >= shownParameters && shownCategories > 1) shownCategories--;
    else shownParameters--;
    parts = build(shownCategories, shownParameters);
  }
  const separator = paint(' │ ', { dim: true }, color);
  const plain = stripAnsi(parts.join(' │ '));
  // Still too long for one line: the end is cut, in plain text so that no style is left open.
  return (
    <Lines
      lines={[displayWidth(plain) > layout.width ? truncate(plain, layout.width) : parts.join(separator)]}
    />
  );
}

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

/** A bordered panel of the given width; the border takes two columns and the padding two more. */
function Panel({ title, width, children }: { title: string; width: number; children: ReactNode }) {
  return (
    <Box borderStyle="round" flexDirection="column" paddingX={1} width={width}>
      <Text bold>{title}</Text>
      {children}
    </Box>
  );
}

/** Shows `count` rows of a list around the cursor. */
export function windowAround(length: number, cursor: number, count: number): [number, number] {
  const size = Math.max(1, Math.min(count, length));
  const start = Math.min(Math.max(0, cursor - Math.floor(size / 2)), Math.max(0, length - size));
  return [start, start + size];
}

export function ConversationsPane({
  conversations,
  loaded,
  cursor,
  currentId,
  confirming,
  deleting,
  rows,
  layout,
}: {
  conversations: readonly ConversationSummary[];
  loaded: boolean;
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
  if (!loaded) body = [paint(cli.ui.loading, { dim: true }, color)];
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

export function AttachmentsList({ files, layout }: { files: readonly UploadedFile[]; layout: Layout }) {
  const lines = files.length
    ? files.map((file, index) => truncate(`${index + 1}. ${file.file_name}`, layout.width - 4))
    : [paint(cli.ui.noAttachments, { dim: true }, layout.color)];
  return (
    <Panel title={cli.ui.attachmentsTitle} width={layout.width}>
      <Lines lines={[...lines, paint(cli.ui.keysClose, { dim: true }, layout.color)]} />
    </Panel>
  );
}

/** The trial-ended modal (spec §2 modal 3): it cannot be closed. */
export function TrialEnded({ salesUrl, layout }: { salesUrl: string; layout: Layout }) {
  const { color } = layout;
  const inner = layout.width - 4;
  const link = color ? `\x1b]8;;${salesUrl}\x07${salesUrl}\x1b]8;;\x07` : salesUrl;
  return (
    <Panel title={texts.trialEnded.title} width={layout.width}>
      <Lines
        lines={[
          ...wrapText(`${texts.trialEnded.text} ${cli.productName}?`, inner, {}, color),
          '',
          `${paint(`[ ${texts.trialEnded.contact} ]`, { bold: true, color: 'green' }, color)}`,
          ...hardSplit(salesUrl, inner).map((part, index, all) =>
            all.length === 1 && index === 0 ? link : part,
          ),
          '',
          paint(truncate(cli.ui.trialHint, inner), { dim: true }, color),
        ]}
      />
    </Panel>
  );
}
