import type { AgentName, UploadedFile } from '@ccnl/core';
import { agentLabels, cliTexts as cli } from '@ccnl/core/strings';
import { paint } from '../../render/paint.js';
import { displayWidth, stripAnsi } from '../../render/width.js';
import type { Layout } from '../lines.js';
import { Lines, truncate } from './Lines.js';

export interface StatusInfo {
  agent: AgentName;
  categories: readonly string[];
  parameters: readonly string[];
  files: readonly UploadedFile[];
  uploading: boolean;
  credit: number | null;
  highlightCategories: boolean;
}

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
