import { ExternalHyperlink, HighlightColor, type ParagraphChild, ShadingType, TextRun } from 'docx';

/** Inline text: its styles, links and line breaks, and the Word runs they become. */

export const MONOSPACE_FONT = 'Courier New';
export const CODE_FILL = 'F2F2F2';

export interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
  code?: boolean;
  superScript?: boolean;
  /** Font size in half-points, where a table is set smaller to fit the page. */
  size?: number;
  subScript?: boolean;
  highlight?: boolean;
}

/** One `<a>`: its runs share this object, so two neighbouring links to one address stay two links. */
export interface Link {
  href: string;
}

export type Segment =
  | { kind: 'text'; text: string; style: RunStyle; link: Link | null }
  | { kind: 'break'; link: Link | null };

export function inlineStyle(name: string, style: RunStyle): RunStyle {
  switch (name) {
    case 'b':
    case 'strong':
      return { ...style, bold: true };
    case 'i':
    case 'em':
    case 'cite':
    case 'dfn':
    case 'var':
      return { ...style, italics: true };
    case 'u':
    case 'ins':
      return { ...style, underline: true };
    case 's':
    case 'strike':
    case 'del':
      return { ...style, strike: true };
    case 'code':
    case 'kbd':
    case 'samp':
    case 'tt':
      return { ...style, code: true };
    case 'sup':
      return { ...style, superScript: true };
    case 'sub':
      return { ...style, subScript: true };
    case 'mark':
      return { ...style, highlight: true };
    default:
      return style;
  }
}

export function trimEnd(segments: Segment[], pre: boolean): void {
  for (let last = segments.at(-1); last; last = segments.at(-1)) {
    if (last.kind === 'break') {
      // A trailing newline of a code block, or a <br> closing a paragraph, adds no line.
      segments.pop();
      continue;
    }
    if (pre) return;
    const text = last.text.replace(/ +$/, '');
    if (text) {
      if (text !== last.text) segments[segments.length - 1] = { ...last, text };
      return;
    }
    segments.pop();
  }
}

function textRun(segment: Segment): TextRun {
  if (segment.kind === 'break') return new TextRun({ break: 1 });
  const { style, link } = segment;
  return new TextRun({
    text: segment.text,
    style: link ? 'Hyperlink' : undefined,
    bold: style.bold,
    italics: style.italics,
    underline: style.underline ? {} : undefined,
    strike: style.strike,
    superScript: style.superScript,
    subScript: style.subScript,
    highlight: style.highlight ? HighlightColor.YELLOW : undefined,
    font: style.code ? MONOSPACE_FONT : undefined,
    size: style.size,
    shading: style.code ? { type: ShadingType.CLEAR, fill: CODE_FILL, color: 'auto' } : undefined,
  });
}

/** Runs, with the runs of one link gathered into one hyperlink. */
export function runs(segments: readonly Segment[]): ParagraphChild[] {
  const children: ParagraphChild[] = [];
  for (let index = 0; index < segments.length; ) {
    const segment = segments[index] as Segment;
    const link = segment.link;
    if (!link) {
      children.push(textRun(segment));
      index++;
      continue;
    }
    const linked: TextRun[] = [];
    for (; index < segments.length && segments[index]?.link === link; index++) {
      linked.push(textRun(segments[index] as Segment));
    }
    children.push(new ExternalHyperlink({ link: link.href, children: linked }));
  }
  return children;
}
