import {
  AlignmentType,
  BorderStyle,
  ExternalHyperlink,
  HeadingLevel,
  HighlightColor,
  type ILevelsOptions,
  type IParagraphOptions,
  LevelFormat,
  type NumberingDefinition,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { ElementType, parseDocument } from 'htmlparser2';

type DomNode = ReturnType<typeof parseDocument>['children'][number];
type DomElement = Extract<DomNode, { attribs: Record<string, string> }>;

export type Block = Paragraph | Table;

const MONOSPACE_FONT = 'Courier New';
const CODE_FILL = 'F2F2F2';
const HEADER_FILL = 'E7E6E6';
const RULE_COLOR = '999999';
const QUOTE_COLOR = 'A6A6A6';
/** Indent per list level and per blockquote, in twips. */
const LEVEL_INDENT = 720;
const QUOTE_INDENT = 480;
const CELL_MARGIN = 100;
/** Nesting depth past which elements only give their text. */
const MAX_DEPTH = 200;

type Alignment = (typeof AlignmentType)[keyof typeof AlignmentType];

interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
  code?: boolean;
  superScript?: boolean;
  subScript?: boolean;
  highlight?: boolean;
}

/** One `<a>`: its runs share this object, so two neighbouring links to one address stay two links. */
interface Link {
  href: string;
}

type Segment =
  | { kind: 'text'; text: string; style: RunStyle; link: Link | null }
  | { kind: 'break'; link: Link | null };

/** The list item a paragraph belongs to: its first paragraph carries the number, later ones are indented. */
interface ListItem {
  reference: string;
  level: number;
  numbered: boolean;
}

interface Context {
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

/** Elements whose content is not text a reader sees. */
const DROPPED = new Set(['script', 'style', 'template', 'head']);

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

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address a link may open, or null: only http, https and mailto; never javascript:, data:, relative, … */
export function safeHref(
  href: string | undefined,
  protocols: ReadonlySet<string> = LINK_PROTOCOLS,
): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim());
    return protocols.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const BULLETS = ['\u2022', '\u25E6', '\u25AA'];
const ORDERED_FORMATS = [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN];
const TYPE_FORMATS: Record<string, (typeof LevelFormat)[keyof typeof LevelFormat]> = {
  '1': LevelFormat.DECIMAL,
  a: LevelFormat.LOWER_LETTER,
  A: LevelFormat.UPPER_LETTER,
  i: LevelFormat.LOWER_ROMAN,
  I: LevelFormat.UPPER_ROMAN,
};

function listLevels(ordered: boolean, start: number, type: string | undefined): ILevelsOptions[] {
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

function alignmentOf(element: DomElement): Alignment | undefined {
  const style = /text-align\s*:\s*(left|center|right|justify)/i.exec(element.attribs.style ?? '')?.[1];
  switch ((element.attribs.align ?? style ?? '').toLowerCase()) {
    case 'center':
      return AlignmentType.CENTER;
    case 'right':
      return AlignmentType.RIGHT;
    case 'justify':
      return AlignmentType.JUSTIFIED;
    case 'left':
      return AlignmentType.LEFT;
    default:
      return undefined;
  }
}

function positiveInt(value: string | undefined, fallback: number, max: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
}

function childElements(element: DomElement): DomElement[] {
  return element.children.filter((child): child is DomElement => child.type === ElementType.Tag);
}

/** HTML to Word blocks and the list definitions they use, in one walk over the parsed tree. */
export class HtmlToBlocks {
  private blocks: Block[] = [];
  private segments: Segment[] = [];
  /** Whether the text so far ends in collapsible white space (or nothing), as HTML rendering collapses it. */
  private spaceBefore = true;
  private textLength = 0;
  private depth = 0;
  private lists = 0;
  readonly numbering: NumberingDefinition[] = [];

  constructor(private readonly textWidth: number) {}

  convert(html: string): Block[] {
    const document = parseDocument(html, { decodeEntities: true });
    const context: Context = {
      style: {},
      link: null,
      heading: 0,
      align: undefined,
      quoteDepth: 0,
      indent: 0,
      listLevel: 0,
      item: null,
      pre: false,
      width: this.textWidth,
    };
    this.walk(document.children, context);
    this.flush(context);
    return this.blocks;
  }

  /** A list of its own, so each list numbers from its start in Word, LibreOffice and Google Docs alike. */
  addList(ordered: boolean, start = 1, type?: string): string {
    const reference = `list-${++this.lists}`;
    this.numbering.push({ reference, levels: listLevels(ordered, start, type) });
    return reference;
  }

  private walk(nodes: readonly DomNode[], context: Context): void {
    // Absurdly deep markup keeps its text rather than exhausting the stack.
    if (++this.depth > MAX_DEPTH) this.addText(plainText(nodes), context);
    else {
      for (const node of nodes) {
        if (node.type === ElementType.Text) this.addText(node.data, context);
        else if (node.type === ElementType.Tag) this.element(node, context);
      }
    }
    this.depth--;
  }

  private element(element: DomElement, context: Context): void {
    const name = element.name;
    if (DROPPED.has(name)) return;
    const change = blockChange(element, context);
    if (change) {
      this.block(element, context, change);
      return;
    }
    switch (name) {
      case 'ul':
      case 'ol':
        this.list(element, context);
        break;
      case 'li':
        // A stray <li> outside a list is still a bullet item.
        this.listItem(element, context, this.addList(false), 0);
        break;
      case 'table':
        this.table(element, context);
        break;
      case 'details':
        this.details(element, context);
        break;
      case 'hr':
        this.startBlock(context);
        this.blocks.push(new Paragraph({ thematicBreak: true }));
        break;
      case 'br':
        this.segments.push({ kind: 'break', link: context.link });
        this.spaceBefore = true;
        break;
      case 'input':
        if (element.attribs.type?.toLowerCase() === 'checkbox') {
          this.addText('checked' in element.attribs ? '\u2611 ' : '\u2610 ', context);
        }
        break;
      case 'img':
        if (element.attribs.alt) this.addText(element.attribs.alt, context);
        break;
      case 'a': {
        const href = safeHref(element.attribs.href);
        // Any other scheme keeps its text without a link; an <a> inside a link stays part of the outer one.
        this.walk(element.children, href && !context.link ? { ...context, link: { href } } : context);
        break;
      }
      default: {
        const style = inlineStyle(name, context.style);
        this.walk(element.children, style === context.style ? context : { ...context, style });
      }
    }
  }

  private block(element: DomElement, context: Context, change: Partial<Context>): void {
    this.flush(context);
    const inner = { ...context, ...change };
    this.walk(element.children, inner);
    this.flush(inner);
  }

  private details(element: DomElement, context: Context): void {
    this.flush(context);
    // Flattened (spec §9): the summary first, as a bold paragraph, then the content, whatever the source order.
    const children = element.children;
    const summary = children.find((child) => child.type === ElementType.Tag && child.name === 'summary');
    if (summary) this.walk([summary], context);
    this.walk(
      children.filter((child) => child !== summary),
      context,
    );
    this.flush(context);
  }

  private list(element: DomElement, context: Context): void {
    this.startBlock(context);
    const ordered = element.name === 'ol';
    const reference = this.addList(
      ordered,
      positiveInt(element.attribs.start, 1, 32767),
      element.attribs.type,
    );
    const level = Math.min(context.listLevel, 8);
    for (const child of element.children) {
      if (child.type !== ElementType.Tag) {
        if (child.type === ElementType.Text && child.data.trim()) this.addText(child.data, context);
      } else if (child.name === 'li') this.listItem(child, context, reference, level);
      // A list written straight inside a list (not inside an item) is still one level deeper.
      else if (child.name === 'ul' || child.name === 'ol')
        this.walk([child], { ...context, listLevel: level + 1 });
      else this.element(child, context);
    }
    this.flush(context);
  }

  private listItem(element: DomElement, context: Context, reference: string, level: number): void {
    this.flush(context);
    const inner: Context = {
      ...context,
      listLevel: level + 1,
      item: { reference, level, numbered: false },
    };
    this.walk(element.children, inner);
    this.startBlock(inner);
  }

  private table(element: DomElement, context: Context): void {
    this.startBlock(context);
    const caption = childElements(element).find((child) => child.name === 'caption');
    if (caption) this.element(caption, context);
    const grid = tableGrid(element);
    if (grid.rows.length === 0 || grid.columns === 0) return;

    const cellContext: Context = {
      ...context,
      heading: 0,
      align: undefined,
      quoteDepth: 0,
      indent: 0,
      listLevel: 0,
      item: null,
      pre: false,
      link: null,
    };
    const columnLengths = new Array<number>(grid.columns).fill(0);
    const built = grid.rows.map((row) =>
      row.cells.map((cell) => {
        const width = Math.max(
          720,
          Math.floor((context.width * cell.colSpan) / grid.columns) - 2 * CELL_MARGIN,
        );
        const before = this.textLength;
        const children = this.cellContent(cell.element, {
          ...cellContext,
          width,
          align: cell.element ? alignmentOf(cell.element) : undefined,
          style: cell.header ? { bold: true } : {},
        });
        if (cell.colSpan === 1) {
          columnLengths[cell.column] = Math.max(columnLengths[cell.column] ?? 0, this.textLength - before);
        }
        return { ...cell, children };
      }),
    );

    const widths = columnWidths(columnLengths, context.width);
    const spanWidth = (column: number, span: number) =>
      widths.slice(column, column + span).reduce((sum, width) => sum + width, 0);
    // Only the header rows at the very top repeat on each page; Word ignores the flag further down.
    let leadingHeaders = true;
    const rows = built.map((cells, index) => {
      const header = grid.rows[index]?.header ?? false;
      leadingHeaders &&= header;
      return new TableRow({
        tableHeader: leadingHeaders || undefined,
        cantSplit: header || undefined,
        children: cells.map(
          (cell) =>
            new TableCell({
              children: cell.children,
              columnSpan: cell.colSpan > 1 ? cell.colSpan : undefined,
              rowSpan: cell.rowSpan > 1 ? cell.rowSpan : undefined,
              width: { size: spanWidth(cell.column, cell.colSpan), type: WidthType.DXA },
              shading: cell.header
                ? { type: ShadingType.CLEAR, fill: HEADER_FILL, color: 'auto' }
                : undefined,
              margins: { top: 60, bottom: 60, left: CELL_MARGIN, right: CELL_MARGIN },
            }),
        ),
      });
    });

    const border = { style: BorderStyle.SINGLE, size: 4, color: RULE_COLOR };
    this.blocks.push(
      new Table({
        rows,
        width: { size: widths.reduce((sum, width) => sum + width, 0), type: WidthType.DXA },
        columnWidths: widths,
        layout: TableLayoutType.FIXED,
        borders: {
          top: border,
          bottom: border,
          left: border,
          right: border,
          insideHorizontal: border,
          insideVertical: border,
        },
      }),
    );
    // Two tables in a row would merge into one in Word; a paragraph keeps them apart and gives room after.
    this.blocks.push(new Paragraph({}));
  }

  private cellContent(element: DomElement | null, context: Context): Block[] {
    const outer = this.blocks;
    this.blocks = [];
    if (element) {
      this.walk(element.children, context);
      this.flush(context);
    }
    const content = this.blocks;
    this.blocks = outer;
    // Word requires a cell to end with a paragraph.
    if (content.length === 0 || content[content.length - 1] instanceof Table) content.push(new Paragraph({}));
    return content;
  }

  private addText(raw: string, context: Context): void {
    if (context.pre) {
      // As in HTML, a newline straight after <pre> is not a line of the block.
      const text = this.segments.length === 0 ? raw.replace(/^\r?\n/, '') : raw;
      const lines = text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
      lines.forEach((line, index) => {
        if (index > 0) this.segments.push({ kind: 'break', link: context.link });
        if (line) this.pushText(line, context);
      });
      return;
    }
    // HTML white space collapses; the no-break space (U+00A0) does not.
    let text = raw.replace(/[ \t\n\r\f]+/g, ' ');
    if (this.spaceBefore && text.startsWith(' ')) text = text.slice(1);
    if (!text) return;
    this.spaceBefore = text.endsWith(' ');
    this.pushText(text, context);
  }

  private pushText(text: string, context: Context): void {
    this.textLength += text.length;
    this.segments.push({ kind: 'text', text, style: context.style, link: context.link });
  }

  /**
   * Before a list or table inside a list item: the item's number or bullet must come first, on a line of its own
   * when the item has no text before the block (and for an empty item, as a browser shows it).
   */
  private startBlock(context: Context): void {
    this.flush(context, context.item !== null && !context.item.numbered);
  }

  /** Ends the paragraph being collected, if it has any text, with the layout of `context`. */
  private flush(context: Context, force = false): void {
    const segments = this.segments;
    this.segments = [];
    this.spaceBefore = true;
    trimEnd(segments, context.pre);
    if (!force && !segments.some((segment) => segment.kind === 'text' && segment.text.trim() !== '')) {
      if (!context.pre || segments.length === 0) return;
    }
    this.blocks.push(new Paragraph(paragraphOptions(runs(segments), context)));
  }
}

/** How a block element changes the layout of the paragraphs inside it; undefined when it is not such a block. */
function blockChange(element: DomElement, context: Context): Partial<Context> | undefined {
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

/** The text under `nodes`, without recursion. */
function plainText(nodes: readonly DomNode[]): string {
  const text: string[] = [];
  const stack = [...nodes].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === ElementType.Text) text.push(node.data);
    else if (node.type === ElementType.Tag && !DROPPED.has(node.name)) {
      for (let index = node.children.length - 1; index >= 0; index--)
        stack.push(node.children[index] as DomNode);
    }
  }
  return text.join('');
}

function inlineStyle(name: string, style: RunStyle): RunStyle {
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

function trimEnd(segments: Segment[], pre: boolean): void {
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
    shading: style.code ? { type: ShadingType.CLEAR, fill: CODE_FILL, color: 'auto' } : undefined,
  });
}

/** Runs, with the runs of one link gathered into one hyperlink. */
function runs(segments: readonly Segment[]): ParagraphChild[] {
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

function paragraphOptions(children: ParagraphChild[], context: Context): IParagraphOptions {
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

interface GridCell {
  element: DomElement | null;
  column: number;
  colSpan: number;
  rowSpan: number;
  header: boolean;
}

interface GridRow {
  cells: GridCell[];
  header: boolean;
  /** Columns a cell of a row above fills, spanning down. */
  taken: boolean[];
}

/** The table's rows in order (head, body, foot), each cell at its column, rows padded to the full width. */
function tableGrid(table: DomElement): { rows: GridRow[]; columns: number } {
  const rowElements: { element: DomElement; inHead: boolean }[] = [];
  for (const child of childElements(table)) {
    if (child.name === 'tr') rowElements.push({ element: child, inHead: false });
    else if (child.name === 'thead' || child.name === 'tbody' || child.name === 'tfoot') {
      for (const row of childElements(child)) {
        if (row.name === 'tr') rowElements.push({ element: row, inHead: child.name === 'thead' });
      }
    }
  }
  // A head written after the body in the source still goes first, as a browser shows it.
  rowElements.sort((a, b) => Number(b.inHead) - Number(a.inHead));

  const rows: GridRow[] = [];
  // How many more rows each column is taken by a cell above that spans down.
  const spanningDown: number[] = [];
  let columns = 0;
  for (const [index, { element, inHead }] of rowElements.entries()) {
    const cellElements = childElements(element).filter((cell) => cell.name === 'td' || cell.name === 'th');
    if (cellElements.length === 0) continue;
    const taken = spanningDown.map((remaining) => remaining > 0);
    for (let column = 0; column < spanningDown.length; column++) {
      if ((spanningDown[column] ?? 0) > 0) spanningDown[column] = (spanningDown[column] ?? 0) - 1;
    }
    const cells: GridCell[] = [];
    let column = 0;
    for (const cell of cellElements) {
      while (taken[column]) column++;
      const colSpan = positiveInt(cell.attribs.colspan, 1, 63);
      const rowSpan = positiveInt(cell.attribs.rowspan, 1, rowElements.length - index);
      cells.push({ element: cell, column, colSpan, rowSpan, header: inHead || cell.name === 'th' });
      for (let c = column; c < column + colSpan; c++) {
        if (rowSpan > 1) spanningDown[c] = rowSpan - 1;
      }
      column += colSpan;
    }
    columns = Math.max(columns, column, taken.length);
    rows.push({ cells, header: inHead || cellElements.every((cell) => cell.name === 'th'), taken });
  }
  // Rows shorter than the widest get empty cells, so the table stays a rectangle.
  for (const row of rows) {
    const last = row.cells.at(-1);
    let column = last ? last.column + last.colSpan : 0;
    for (; column < columns; column++) {
      if (!row.taken[column])
        row.cells.push({ element: null, column, colSpan: 1, rowSpan: 1, header: row.header });
    }
  }
  return { rows, columns };
}

/** Column widths in twips that add up to `total`, wider for columns with longer text, within bounds. */
function columnWidths(lengths: readonly number[], total: number): number[] {
  const weights = lengths.map((length) => Math.min(Math.max(length, 8), 60));
  const sum = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((weight) => Math.floor((total * weight) / sum));
  const rest = total - widths.reduce((a, b) => a + b, 0);
  widths[widths.length - 1] = (widths[widths.length - 1] ?? 0) + rest;
  return widths;
}
