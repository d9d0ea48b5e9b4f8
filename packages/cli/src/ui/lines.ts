import type { ConversationMessage, Riferimento } from '@ccnl/core';
import { answerSources } from '@ccnl/core/answer';
import { agentLabel, cliTexts as cli } from '@ccnl/core/strings';
import { referenceLines } from '../answer.js';
import { renderMarkdown, wrapText } from '../render/markdown.js';
import { paint } from '../render/paint.js';

export interface Layout {
  width: number;
  color: boolean;
}

export function answerHeader(agentName: string | null, { color }: Layout): string {
  return `${paint(cli.ui.assistant, { bold: true, color: 'green' }, color)}${paint(` · ${agentLabel(agentName)}`, { dim: true }, color)}`;
}

/** An answer's "Riferimenti", numbered as its text cites them; wrapped lines hang under the text. */
export function referencesLines(text: string, riferimenti: readonly Riferimento[], layout: Layout): string[] {
  const lines = [paint(cli.ask.referencesTitle, { bold: true }, layout.color)];
  for (const line of referenceLines(text, riferimenti)) {
    const label = line.slice(0, line.indexOf(' ') + 1);
    const indent = ' '.repeat(label.length);
    const wrapped = wrapText(
      line.slice(label.length),
      layout.width - label.length,
      { dim: true },
      layout.color,
    );
    lines.push(...wrapped.map((row, index) => `${index === 0 ? label : indent}${row}`));
  }
  return lines;
}

/** A finished message as printed once in the transcript, followed by a blank line. */
export function messageLines(message: ConversationMessage, layout: Layout): string[] {
  const { width, color } = layout;
  switch (message.role) {
    case 'user': {
      const lines = wrapText(message.content, width - 2, { bold: true }, color);
      return [
        ...lines.map(
          (line, index) => `${index === 0 ? paint('› ', { bold: true, color: 'cyan' }, color) : '  '}${line}`,
        ),
        '',
      ];
    }
    case 'error':
      return [...wrapText(`✖ ${message.content}`, width, { color: 'red' }, color), ''];
    default: {
      // The answer's own "Fonti" list and its stored references are one numbered list under it: shown once.
      const { body, sources } = answerSources(message.content, message.riferimenti);
      const lines = [answerHeader(message.agentName, layout), ...renderMarkdown(body, { width, color })];
      if (sources.length) lines.push('', ...referencesLines(message.content, message.riferimenti, layout));
      return [...lines, ''];
    }
  }
}
