import { emphasiseKeyFigure } from '@ccnl/core/answer';
import { markdownToHtml } from '@ccnl/core/markdown';
import { type ReactNode, useMemo } from 'react';
import { htmlToReact, type SourceMarkers } from './html-to-react.js';

function render(source: string, markers: SourceMarkers | undefined): ReactNode {
  try {
    return <div className="markdown">{htmlToReact(markdownToHtml(emphasiseKeyFigure(source)), markers)}</div>;
  } catch {
    // Markup the parser cannot take (e.g. thousands of nested quotes) is shown as the text it is.
    return <div className="markdown-plain">{source}</div>;
  }
}

/**
 * An answer's Markdown (tables, lists, links) rendered safely, its key figure in bold and its "[n]" markers
 * linked to its sources. Lazy: marked loads with this chunk.
 */
export default function MarkdownView({ source, markers }: { source: string; markers?: SourceMarkers }) {
  return useMemo(() => render(source, markers), [source, markers]);
}
