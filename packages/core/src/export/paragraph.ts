import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  type ILevelsOptions,
  type IParagraphOptions,
  LevelFormat,
  type ParagraphChild,
  ShadingType,
} from 'docx';
import type { Alignment, DomElement } from './dom.js';
import { alignmentOf } from './dom.js';
import { CODE_FILL, type Link, type RunStyle } from './inline.js';

/** Block layout: the context a paragraph is written in, lists, headings, quotes and code blocks. */

const QUOTE_COLOR = 'A6A6A6';
/** Indent per list level and per blockquote, in twips. */
export const LEVEL_INDENT = 720;
const QUOTE_INDENT = 480;

export interface ListItem {
  reference: string;
  level: number;
  numbered: boolean;
}

export interface Context {
  style: RunStyle;
  link: Link | null;
  heading: number;
  align: Alignment | undefined;
  quoteDepth: number;
  /** Extra left indent in twips, such as a definition's. */
  indent: number;
  listLevel: number;
  item: ListItem | null;
  pre: boolean;
  /** Inside a figure cell: spaces do not break ("21.160,6 / 9 €" stays on one line). */
  nowrap: boolean;
  /** Width a table here may take, in twips. */
  width: number;
}

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

/** Containers that only separate their content from what is around it. */
const PLAIN_BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'body',
  'center',
  'dialog',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'hgroup',
  'html',
  'main',
  'nav',
  'p',
  'section',
]);

const BULLETS = ['\u2022', '\u25E6', '\u25AA'];
const ORDERED_FORMATS = [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN];
const TYPE_FORMATS: Record<string, (typeof LevelFormat)[keyof typeof LevelFormat]> = {
  '1': LevelFormat.DECIMAL,
  a: LevelFormat.LOWER_LETTER,
  A: LevelFormat.UPPER_LETTER,
  i: LevelFormat.LOWER_ROMAN,
  I: LevelFormat.UPPER_ROMAN,
};

export function listLevels(ordered: boolean, start: number, type: string | undefined): ILevelsOptions[] {
  const levels: ILevelsOptions[] = [];
  for (let level = 0; level < 9; level++) {
    const indent = { left: LEVEL_INDENT * (level + 1), hanging: 360 };
    levels.push(
      ordered
        ? {
            level,
            format: (type && TYPE_FORMATS[type]) || ORDERED_FORMATS[level % 3],
            text: `%${level + 1}.`,
            start,
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent } },
          }
        : {
            level,
            format: LevelFormat.BULLET,
            text: BULLETS[level % 3],
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent } },
          },
    );
  }
  return levels;
}

/** How a block element changes the layout of the paragraphs inside it; undefined when it is not such a block. */
export function blockChange(element: DomElement, context: Context): Partial<Context> | undefined {
  const name = element.name;
  if (PLAIN_BLOCKS.has(name)) return { align: alignmentOf(element) ?? context.align };
  switch (name) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return { heading: Number(name[1]), align: alignmentOf(element) };
    case 'blockquote':
      return { quoteDepth: context.quoteDepth + 1 };
    case 'pre':
      return { pre: true, style: { ...context.style, code: true } };
    case 'summary':
    case 'dt':
    case 'caption':
      return { style: { ...context.style, bold: true } };
    case 'dd':
      return { indent: context.indent + LEVEL_INDENT };
    default:
      return undefined;
  }
}

export function paragraphOptions(children: ParagraphChild[], context: Context): IParagraphOptions {
  const item = context.item;
  let numbering: IParagraphOptions['numbering'];
  let indentLeft = 0;
  if (item && !item.numbered) {
    numbering = { reference: item.reference, level: item.level };
    item.numbered = true;
  } else if (item) {
    // A later paragraph of the same item lines up with the item's text.
    indentLeft = LEVEL_INDENT * (item.level + 1);
  }
  indentLeft += QUOTE_INDENT * context.quoteDepth + context.indent;
  return {
    children,
    heading: context.heading ? HEADINGS[context.heading - 1] : undefined,
    alignment: context.align,
    numbering,
    indent: indentLeft && !numbering ? { left: indentLeft } : undefined,
    border:
      context.quoteDepth > 0
        ? { left: { style: BorderStyle.SINGLE, size: 18, color: QUOTE_COLOR, space: 8 } }
        : undefined,
    shading: context.pre ? { type: ShadingType.CLEAR, fill: CODE_FILL, color: 'auto' } : undefined,
    spacing: context.pre ? { after: 120, line: 240 } : undefined,
  };
}
