import { markdownToHtml } from '@ccnl/core/markdown';
import { useMemo } from 'react';
import { htmlToReact } from './html-to-react.js';

/** An answer's Markdown (tables, lists, links) rendered safely. Lazy: marked loads with this chunk. */
export default function MarkdownView({ source }: { source: string }) {
  const content = useMemo(() => htmlToReact(markdownToHtml(source)), [source]);
  return <div className="markdown">{content}</div>;
}
