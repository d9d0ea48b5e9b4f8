import { markdownToHtml } from '@ccnl/core/markdown';
import { type ReactNode, useMemo } from 'react';
import { htmlToReact } from './html-to-react.js';

function render(source: string): ReactNode {
  try {
    return <div className="markdown">{htmlToReact(markdownToHtml(source))}</div>;
  } catch {
    // Markup the parser cannot take (e.g. thousands of nested quotes) is shown as the text it is.
    return <div className="markdown-plain">{source}</div>;
  }
}

/** An answer's Markdown (tables, lists, links) rendered safely. Lazy: marked loads with this chunk. */
export default function MarkdownView({ source }: { source: string }) {
  return useMemo(() => render(source), [source]);
}
