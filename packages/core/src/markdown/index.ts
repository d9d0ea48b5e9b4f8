import { Marked } from 'marked';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  // Raw HTML inside an answer is shown as text, never passed through: answers are not trusted markup.
  renderer: { html: (token) => escapeHtml(token.text) },
});

/** Markdown (the agents' answers) to HTML, for export and rendering. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown) as string;
}
