import { cliTexts as cli } from '@ccnl/core/strings';
import { paint } from '../../render/paint.js';
import type { Layout } from '../lines.js';
import { Lines, truncate } from './Lines.js';

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
