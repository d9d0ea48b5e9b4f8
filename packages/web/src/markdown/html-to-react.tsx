import { safeHref, uiTexts as ui } from '@ccnl/core';
import { createElement, Fragment, type MouseEvent, type ReactNode } from 'react';

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
/** A cell that holds a figure: "1.783,75 €", "9,19%", "- 12", "40 ore" is not (a word is text). */
const NUMERIC_CELL = /^[\s(]*[-+−]?\s*(?:€\s*)?\d[\d.,\s]*(?:\s*(?:€|%|euro))?[\s)]*$/i;

/**
 * Columns whose body cells are all figures are right-aligned (header included), unless the Markdown set an
 * alignment: figures line up by their last digit and read as a column.
 */
function alignNumericColumns(table: Element): void {
  const rows = [...table.querySelectorAll('tbody tr')];
  if (rows.length === 0) return;
  const width = Math.max(...rows.map((row) => row.children.length));
  for (let column = 0; column < width; column++) {
    const cells = rows.map((row) => row.children[column]);
    const filled = cells.filter((cell) => cell?.textContent?.trim());
    if (filled.length === 0 || !filled.every((cell) => NUMERIC_CELL.test(cell?.textContent ?? ''))) continue;
    const header = table.querySelector('thead tr')?.children[column];
    for (const cell of [header, ...cells]) {
      if (cell && !cell.getAttribute('align')) cell.setAttribute('align', 'right');
      cell?.setAttribute('data-numeric', '');
    }
  }
}

/** Renders "[2]" in an answer's text as a link to its source chip, when the answer has a source 2. */
export interface SourceMarkers {
  count: number;
  /** The id of source n's chip. */
  idOf: (number: number) => string;
}

/** Moves focus to the chip a marker points at (it lights up), instead of only scrolling the page to it. */
function focusSource(event: MouseEvent<HTMLAnchorElement>): void {
  const chip = document.getElementById(event.currentTarget.hash.slice(1));
  if (!chip) return;
  event.preventDefault();
  chip.focus({ preventScroll: true });
  chip.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
}

function withMarkers(text: string, markers: SourceMarkers | undefined, key: number): ReactNode {
  if (!markers || markers.count === 0 || !text.includes('[')) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[(\d{1,3})\]/g)) {
    const number = Number(match[1]);
    // A number with no source ("array[9]", "[7]" of a two-source answer) stays text.
    if (number < 1 || number > markers.count) continue;
    parts.push(text.slice(last, match.index));
    parts.push(
      createElement(
        'sup',
        { key: `${key}-${match.index}`, className: 'source-marker' },
        createElement(
          'a',
          {
            href: `#${markers.idOf(number)}`,
            'aria-label': ui.sources.marker(number),
            'data-testid': 'source-marker',
            onClick: focusSource,
          },
          match[0],
        ),
      ),
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return createElement(Fragment, { key }, ...parts);
}

function children(element: Element, depth: number, markers?: SourceMarkers): ReactNode[] {
  const skipSpace = NO_TEXT.has(element.localName);
  const out: ReactNode[] = [];
  element.childNodes.forEach((child, index) => {
    if (skipSpace && child.nodeType === Node.TEXT_NODE && !child.textContent?.trim()) return;
    out.push(toReact(child, index, depth + 1, markers));
  });
  return out;
}

function toReact(node: Node, key: number, depth: number, markers?: SourceMarkers): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const inCode = node.parentElement?.closest('code, pre, a');
    return inCode ? node.textContent : withMarkers(node.textContent ?? '', markers, key);
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  if (depth > MAX_DEPTH) return element.textContent;
  const name = element.localName;

  if (name === 'a') {
    const href = safeHref(element.getAttribute('href'));
    const inner = children(element, depth, markers);
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
    alignNumericColumns(element);
    // Wide tables scroll on their own; the scroller takes keyboard focus so that it can be scrolled.
    return createElement(
      'div',
      { key, className: 'md-table', tabIndex: 0 },
      createElement('table', null, ...children(element, depth, markers)),
    );
  }
  const tag = ALLOWED[name];
  // Anything else (script, style, iframe, svg, form, …) keeps only its text.
  if (!tag) return createElement(Fragment, { key }, ...children(element, depth, markers));
  const props: Record<string, unknown> = { key };
  if (name === 'th' || name === 'td') {
    const align = element.getAttribute('align');
    if (align && ALIGN.has(align)) props.style = { textAlign: align };
    if (element.hasAttribute('data-numeric')) props.className = 'numeric';
  }
  if (name === 'ol') {
    const start = Number(element.getAttribute('start'));
    if (Number.isInteger(start) && start !== 1) props.start = start;
  }
  return VOID.has(tag)
    ? createElement(tag, props)
    : createElement(tag, props, ...children(element, depth, markers));
}

/**
 * HTML (from `markdownToHtml`, raw HTML already escaped) to React elements through an allow-list: the parsed
 * document is inert (no scripts run, nothing loads), and nothing of it reaches the page as markup.
 */
export function htmlToReact(html: string, markers?: SourceMarkers): ReactNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const out: ReactNode[] = [];
  body.childNodes.forEach((child, index) => {
    if (child.nodeType === Node.TEXT_NODE && !child.textContent?.trim()) return;
    out.push(toReact(child, index, 0, markers));
  });
  return out;
}
