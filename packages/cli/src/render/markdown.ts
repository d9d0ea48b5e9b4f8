import { createRequire } from 'node:module';
import type { Token, Tokens } from 'marked';
import { paint, type Style } from './paint.js';
import { displayWidth, hardSplit } from './width.js';

/** Markdown (the agents' answers) as terminal lines: wrapped to the width, tables box-drawn. */
export interface TerminalRenderOptions {
  /** Columns available; every line fits in them. */
  width: number;
  /** ANSI styles (bold, colours); off gives plain text. */
  color: boolean;
}

interface Span {
  text: string;
  style: Style;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};
const decode = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name) => ENTITIES[name] ?? _);

/** Inline tokens to styled spans; a line break is a span of '\n'. */
function inline(tokens: readonly Token[] | undefined, style: Style): Span[] {
  const spans: Span[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        spans.push(...inline(token.tokens, { ...style, bold: true }));
        break;
      case 'em':
        spans.push(...inline(token.tokens, { ...style, italic: true }));
        break;
      case 'del':
        spans.push(...inline(token.tokens, { ...style, strike: true }));
        break;
      case 'codespan':
        spans.push({ text: decode(token.text), style: { ...style, code: true } });
        break;
      case 'br':
        spans.push({ text: '\n', style });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const label = inline(link.tokens, { ...style, link: true });
        spans.push(...label);
        const text = label.map((span) => span.text).join('');
        const href = link.href.replace(/^mailto:/, '');
        // The address is shown when the label does not already say it: a terminal user cannot hover.
        if (href && href !== text) spans.push({ text: ` (${href})`, style: { ...style, dim: true } });
        break;
      }
      case 'image':
        spans.push({ text: `[${token.text || 'immagine'}]`, style: { ...style, dim: true } });
        break;
      case 'text':
      case 'escape':
        if ('tokens' in token && token.tokens?.length) spans.push(...inline(token.tokens, style));
        else spans.push({ text: decode(token.text), style });
        break;
      default:
        // Raw HTML and anything unknown is shown as the text it is, never interpreted.
        if ('text' in token && typeof token.text === 'string')
          spans.push({ text: decode(token.text), style });
        else if ('raw' in token) spans.push({ text: token.raw, style });
    }
  }
  return spans;
}

interface Piece {
  text: string;
  style: Style;
  width: number;
  space: boolean;
}

/** Words and spaces of the spans, with hard line breaks as null. */
function pieces(spans: readonly Span[]): (Piece | null)[] {
  const out: (Piece | null)[] = [];
  for (const span of spans) {
    for (const part of span.text.split(/(\n|[ \t]+)/)) {
      if (!part) continue;
      if (part === '\n') out.push(null);
      else if (/^[ \t]+$/.test(part)) out.push({ text: ' ', style: span.style, width: 1, space: true });
      else out.push({ text: part, style: span.style, width: displayWidth(part), space: false });
    }
  }
  return out;
}

/** Greedy word wrap into lines of at most `width` cells; words longer than a line are split. */
function wrap(spans: readonly Span[], width: number, color: boolean): string[] {
  const lines: string[] = [];
  let line: Piece[] = [];
  let used = 0;
  const push = () => {
    while (line.at(-1)?.space) line.pop();
    lines.push(line.map((piece) => paint(piece.text, piece.style, color)).join(''));
    line = [];
    used = 0;
  };
  for (const piece of pieces(spans)) {
    if (piece === null) {
      push();
      continue;
    }
    if (piece.space) {
      if (line.length && used < width) {
        line.push(piece);
        used += 1;
      }
      continue;
    }
    if (used + piece.width > width && line.length) push();
    if (piece.width > width) {
      const parts = hardSplit(piece.text, width);
      for (const [index, part] of parts.entries()) {
        line.push({ ...piece, text: part, width: displayWidth(part) });
        used += displayWidth(part);
        if (index < parts.length - 1) push();
      }
      continue;
    }
    line.push(piece);
    used += piece.width;
  }
  if (line.length || !lines.length) push();
  return lines;
}

const spansWidth = (spans: readonly Span[]): number =>
  Math.max(
    0,
    ...spans
      .map((span) => span.text)
      .join('')
      .split('\n')
      .map(displayWidth),
  );

const longestWord = (spans: readonly Span[]): number =>
  Math.max(
    1,
    ...spans
      .map((span) => span.text)
      .join('')
      .split(/\s+/)
      .map(displayWidth),
  );

function pad(
  text: string,
  visible: number,
  width: number,
  align: 'left' | 'right' | 'center' | null,
): string {
  const room = Math.max(0, width - visible);
  if (align === 'right') return ' '.repeat(room) + text;
  if (align === 'center') return ' '.repeat(Math.floor(room / 2)) + text + ' '.repeat(Math.ceil(room / 2));
  return text + ' '.repeat(room);
}

/** Column widths that fit `available` cells: the widest column gives way first, words kept whole if possible. */
function fitColumns(natural: number[], words: number[], available: number): number[] {
  const widths = natural.map((value) => Math.max(1, value));
  let total = widths.reduce((sum, value) => sum + value, 0);
  for (const floor of [(index: number) => Math.max(words[index] ?? 1, 3), () => 3, () => 1]) {
    while (total > available) {
      let widest = -1;
      for (const [index, value] of widths.entries()) {
        if (value > floor(index) && (widest < 0 || value > (widths[widest] ?? 0))) widest = index;
      }
      if (widest < 0) break;
      widths[widest] = (widths[widest] ?? 1) - 1;
      total--;
    }
  }
  return widths;
}

function table(token: Tokens.Table, width: number, color: boolean): string[] {
  const header = token.header.map((cell) => inline(cell.tokens, { bold: true }));
  const rows = token.rows.map((row) => row.map((cell) => inline(cell.tokens, {})));
  const count = Math.max(header.length, ...rows.map((row) => row.length));
  const all = [header, ...rows];
  const natural = Array.from({ length: count }, (_, index) =>
    Math.max(1, ...all.map((row) => spansWidth(row[index] ?? []))),
  );
  const words = Array.from({ length: count }, (_, index) =>
    Math.max(1, ...all.map((row) => longestWord(row[index] ?? []))),
  );
  // Each column takes its text plus "│ " and " ", and the table one closing "│".
  const widths = fitColumns(natural, words, width - (3 * count + 1));
  const border = (left: string, middle: string, right: string) =>
    paint(
      `${left}${widths.map((value) => '─'.repeat(value + 2)).join(middle)}${right}`,
      { dim: true },
      color,
    );
  const bar = paint('│', { dim: true }, color);

  const renderRow = (row: Span[][]): string[] => {
    // Line breaks do not depend on colour: the plain lines give the widths, the painted ones the output.
    const cells = widths.map((value, index) => {
      const plain = wrap(row[index] ?? [], value, false);
      return { plain, painted: color ? wrap(row[index] ?? [], value, true) : plain };
    });
    const height = Math.max(1, ...cells.map((cell) => cell.plain.length));
    const lines: string[] = [];
    for (let n = 0; n < height; n++) {
      const parts = widths.map((value, index) => {
        const cell = cells[index];
        const visible = displayWidth(cell?.plain[n] ?? '');
        return pad(cell?.painted[n] ?? '', visible, value, token.align[index] ?? null);
      });
      lines.push(`${bar} ${parts.join(` ${bar} `)} ${bar}`);
    }
    return lines;
  };

  const body = rows.map(renderRow);
  // Rows are ruled apart only when a cell wraps, where the eye could not tell them apart otherwise.
  const ruled = body.some((lines) => lines.length > 1);
  const out = [border('┌', '┬', '┐'), ...renderRow(header), border('├', '┼', '┤')];
  for (const [index, lines] of body.entries()) {
    if (index > 0 && ruled) out.push(border('├', '┼', '┤'));
    out.push(...lines);
  }
  out.push(border('└', '┴', '┘'));
  return out;
}

function prefixLines(lines: readonly string[], first: string, rest: string): string[] {
  return lines.map((line, index) => `${index === 0 ? first : rest}${line}`);
}

function list(token: Tokens.List, width: number, color: boolean): string[] {
  const start = typeof token.start === 'number' ? token.start : 1;
  const markers = token.items.map((item, index) => {
    const bullet = token.ordered ? `${start + index}.` : '•';
    return item.task ? `${bullet} [${item.checked ? 'x' : ' '}]` : bullet;
  });
  const indent = Math.max(...markers.map(displayWidth)) + 1;
  const out: string[] = [];
  for (const [index, item] of token.items.entries()) {
    const lines = blocks(item.tokens, Math.max(1, width - indent), color, !token.loose);
    const marker = (markers[index] ?? '').padEnd(indent);
    out.push(...prefixLines(lines, paint(marker, { dim: !token.ordered }, color), ' '.repeat(indent)));
    if (token.loose && index < token.items.length - 1) out.push('');
  }
  return out;
}

function block(token: Token, width: number, color: boolean): string[] | null {
  switch (token.type) {
    case 'heading':
      return wrap(inline(token.tokens, { heading: true }), width, color);
    case 'paragraph':
      return wrap(inline(token.tokens, {}), width, color);
    case 'text':
      return wrap(inline('tokens' in token && token.tokens ? token.tokens : [token], {}), width, color);
    case 'list':
      return list(token as Tokens.List, width, color);
    case 'table':
      return table(token as Tokens.Table, width, color);
    case 'code': {
      const gutter = paint('│ ', { dim: true }, color);
      const lines = (token.text as string)
        .split('\n')
        .flatMap((line) => hardSplit(line, Math.max(1, width - 2)));
      return lines.map((line) => `${gutter}${paint(line, { code: true }, color)}`);
    }
    case 'blockquote': {
      const inner = blocks(token.tokens ?? [], Math.max(1, width - 2), color, false);
      return prefixLines(inner, paint('│ ', { dim: true }, color), paint('│ ', { dim: true }, color));
    }
    case 'hr':
      return [paint('─'.repeat(width), { dim: true }, color)];
    case 'html':
      return wrap([{ text: token.text, style: {} }], width, color);
    case 'space':
    case 'def':
      return null;
    default:
      return 'raw' in token ? wrap([{ text: String(token.raw), style: {} }], width, color) : null;
  }
}

function blocks(tokens: readonly Token[], width: number, color: boolean, tight: boolean): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    const lines = block(token, width, color);
    if (!lines) continue;
    if (out.length && !tight) out.push('');
    out.push(...lines);
  }
  return out;
}

/** Plain text (what a user typed) wrapped to the width in one style: no Markdown is read into it. */
export function wrapText(text: string, width: number, style: Style, color: boolean): string[] {
  return wrap([{ text, style }], Math.max(1, Math.floor(width)), color);
}

let lexer: typeof import('marked').Lexer | undefined;

/**
 * marked, loaded the first time an answer is rendered (or by `preloadMarkdown`): it builds its rules when it
 * loads, and the chat's first frame (the prompt) has no answer to render.
 */
function markedLexer(): typeof import('marked').Lexer {
  lexer ??= (createRequire(import.meta.url)('marked') as typeof import('marked')).Lexer;
  return lexer;
}

/** Loads the Markdown reader ahead of the first answer (the chat does it once its first frame is out). */
export function preloadMarkdown(): void {
  markedLexer();
}

/** An answer as the lines a terminal shows. Partial Markdown (a stream in progress) renders as far as it goes. */
export function renderMarkdown(markdown: string, options: TerminalRenderOptions): string[] {
  const width = Math.max(10, Math.floor(options.width));
  const Lexer = markedLexer();
  const tokens = new Lexer({ gfm: true, breaks: true }).lex(markdown);
  return blocks(tokens, width, options.color, false);
}
