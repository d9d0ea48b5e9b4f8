import { createElement, Fragment, type ReactNode } from 'react';
import { safeHref } from './safe-url.js';

/** Elements an answer may contain, and what each becomes (answer headings sit below the page's own). */
const ALLOWED: Readonly<Record<string, string>> = {
  p: 'p',
  br: 'br',
  hr: 'hr',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  del: 'del',
  s: 'del',
  code: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  thead: 'thead',
  tbody: 'tbody',
  tr: 'tr',
  th: 'th',
  td: 'td',
  h1: 'h3',
  h2: 'h4',
  h3: 'h5',
  h4: 'h6',
  h5: 'h6',
  h6: 'h6',
};

const VOID = new Set(['br', 'hr']);
/** Containers where whitespace between elements is not content (and React would warn about it). */
const NO_TEXT = new Set(['table', 'thead', 'tbody', 'tr', 'ul', 'ol']);
const ALIGN = new Set(['left', 'right', 'center']);
/** Deeper markup keeps its text: a hostile answer cannot exhaust the stack. */
const MAX_DEPTH = 64;

function children(element: Element, depth: number): ReactNode[] {
  const skipSpace = NO_TEXT.has(element.localName);
  const out: ReactNode[] = [];
  element.childNodes.forEach((child, index) => {
    if (skipSpace && child.nodeType === Node.TEXT_NODE && !child.textContent?.trim()) return;
    out.push(toReact(child, index, depth + 1));
  });
  return out;
}

function toReact(node: Node, key: number, depth: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  if (depth > MAX_DEPTH) return element.textContent;
  const name = element.localName;

  if (name === 'a') {
    const href = safeHref(element.getAttribute('href'));
    const inner = children(element, depth);
    // A link anywhere but http, https or mailto is shown as its text.
    if (!href) return createElement(Fragment, { key }, ...inner);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...inner);
  }
  // Images would load from anywhere: their description stands in for them.
  if (name === 'img') return element.getAttribute('alt') ?? '';
  // GFM task lists.
  if (name === 'input') {
    return element.getAttribute('type') === 'checkbox'
      ? element.hasAttribute('checked')
        ? '☑ '
        : '☐ '
      : null;
  }
  if (name === 'table') {
    // Wide tables scroll on their own; the scroller takes keyboard focus so that it can be scrolled.
    return createElement(
      'div',
      { key, className: 'md-table', tabIndex: 0 },
      createElement('table', null, ...children(element, depth)),
    );
  }
  const tag = ALLOWED[name];
  // Anything else (script, style, iframe, svg, form, …) keeps only its text.
  if (!tag) return createElement(Fragment, { key }, ...children(element, depth));
  const props: Record<string, unknown> = { key };
  if (name === 'th' || name === 'td') {
    const align = element.getAttribute('align');
    if (align && ALIGN.has(align)) props.style = { textAlign: align };
  }
  if (name === 'ol') {
    const start = Number(element.getAttribute('start'));
    if (Number.isInteger(start) && start !== 1) props.start = start;
  }
  return VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children(element, depth));
}

/**
 * HTML (from `markdownToHtml`, raw HTML already escaped) to React elements through an allow-list: the parsed
 * document is inert (no scripts run, nothing loads), and nothing of it reaches the page as markup.
 */
export function htmlToReact(html: string): ReactNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const out: ReactNode[] = [];
  body.childNodes.forEach((child, index) => {
    if (child.nodeType === Node.TEXT_NODE && !child.textContent?.trim()) return;
    out.push(toReact(child, index, 0));
  });
  return out;
}
