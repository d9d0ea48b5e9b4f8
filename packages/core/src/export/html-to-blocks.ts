import { type NumberingDefinition, Paragraph, Table } from 'docx';
import { ElementType, parseDocument } from 'htmlparser2';
import { safeHref } from '../rules/presentation.js';
import {
  alignmentOf,
  CODE,
  childElements,
  type DomElement,
  type DomNode,
  DROPPED,
  plainText,
  positiveInt,
} from './dom.js';
import { inlineStyle, runs, type Segment, trimEnd } from './inline.js';
import { blockChange, type Context, listLevels, paragraphOptions } from './paragraph.js';
import {
  BODY_SIZE,
  type BuiltCell,
  CELL_MARGIN,
  type CellMeasure,
  cellAlignment,
  columnWidths,
  fitTable,
  isFigure,
  measureCell,
  tableGrid,
  wordTable,
} from './table.js';

export type Block = Paragraph | Table;

/** "[2]": the answer's text pointing at its second source. */
const SOURCE_MARKER = /\[(\d{1,3})\]/g;

/** Nesting depth past which elements only give their text. */
const MAX_DEPTH = 200;

/** HTML to Word blocks and the list definitions they use, in one walk over the parsed tree. */
/** Where a document, or a table cell, starts: no heading, quote, list, link or preformatted text around it. */
const BLOCK_START = {
  link: null,
  heading: 0,
  align: undefined,
  quoteDepth: 0,
  indent: 0,
  listLevel: 0,
  item: null,
  pre: false,
} as const satisfies Partial<Context>;

export class HtmlToBlocks {
  private blocks: Block[] = [];
  private segments: Segment[] = [];
  /** Whether the text so far ends in collapsible white space (or nothing), as HTML rendering collapses it. */
  private spaceBefore = true;
  private depth = 0;
  private lists = 0;
  private bullets: string | null = null;
  readonly numbering: NumberingDefinition[] = [];

  /**
   * `sourceCount`: how many numbered references the document lists; a "[n]" in the text that points at one is
   * set as a superscript marker, any other "[n]" stays text.
   */
  constructor(
    private readonly textWidth: number,
    private sourceCount = 0,
  ) {}

  /**
   * `omit` drops top-level blocks the document already shows elsewhere: the answer's own "Fonti" list when the
   * references are written as their own section, the AI notice when the cover carries it.
   */
  convert(html: string, omit: OmitBlocks = {}): Block[] {
    const document = parseDocument(html, { decodeEntities: true });
    const sourceLines: string[] = [];
    const nodes = withoutOmitted(document.children, omit, sourceLines);
    if (omit.numberSources) this.sourceCount = omit.numberSources(sourceLines, plainText(nodes, CODE));
    const context: Context = { style: {}, ...BLOCK_START, nowrap: false, width: this.textWidth };
    this.walk(nodes, context);
    this.flush(context);
    return this.blocks;
  }

  /**
   * A numbered list of its own, so each list numbers from its start in Word, LibreOffice and Google Docs alike.
   * Bullets have nothing to restart: every bulleted list shares one definition (nine levels written once, not
   * once per list, which made the numbering part larger than the text of a long answer).
   */
  addList(ordered: boolean, start = 1, type?: string): string {
    if (!ordered && this.bullets) return this.bullets;
    const reference = `list-${++this.lists}`;
    this.numbering.push({ reference, levels: listLevels(ordered, start, type) });
    if (!ordered) this.bullets = reference;
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

    const measures: CellMeasure[] = Array.from({ length: grid.columns }, () => ({
      minimum: 0,
      preferred: 0,
    }));
    for (const row of grid.rows) {
      for (const cell of row.cells) {
        if (cell.colSpan !== 1) continue;
        const measure = measureCell(cell.element, cell.header);
        const column = measures[cell.column] as CellMeasure;
        column.minimum = Math.max(column.minimum, measure.minimum);
        column.preferred = Math.max(column.preferred, measure.preferred);
      }
    }
    const fitted = fitTable(measures, context.width);
    const widths = columnWidths(fitted.measures, context.width);
    const size = fitted.size === BODY_SIZE ? undefined : fitted.size;

    const cellContext: Context = { ...context, ...BLOCK_START };
    const built: BuiltCell[][] = grid.rows.map((row) =>
      row.cells.map((cell) => {
        const width = widths.slice(cell.column, cell.column + cell.colSpan).reduce((a, b) => a + b, 0);
        const text = cell.element ? plainText(cell.element.children) : '';
        const children = this.cellContent(cell.element, {
          ...cellContext,
          width: Math.max(720, width - 2 * CELL_MARGIN),
          align: cellAlignment(cell.element ? alignmentOf(cell.element) : undefined, text),
          nowrap: isFigure(text),
          style: { ...(cell.header ? { bold: true } : {}), ...(size ? { size } : {}) },
        });
        return { ...cell, children };
      }),
    );
    this.blocks.push(wordTable(grid.rows, built, widths));
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
    if (context.nowrap) text = text.replace(/ (?=\S)/g, '\u00A0');
    if (this.spaceBefore && text.startsWith(' ')) text = text.slice(1);
    if (!text) return;
    this.spaceBefore = text.endsWith(' ');
    this.pushText(text, context);
  }

  private pushText(text: string, context: Context): void {
    const { style, link } = context;
    if (this.sourceCount === 0 || style.code || !text.includes('[')) {
      this.segments.push({ kind: 'text', text, style, link });
      return;
    }
    let last = 0;
    for (const match of text.matchAll(SOURCE_MARKER)) {
      const number = Number(match[1]);
      if (number < 1 || number > this.sourceCount) continue;
      if (match.index > last)
        this.segments.push({ kind: 'text', text: text.slice(last, match.index), style, link });
      this.segments.push({ kind: 'text', text: match[0], style: { ...style, superScript: true }, link });
      last = match.index + match[0].length;
    }
    if (last < text.length) this.segments.push({ kind: 'text', text: text.slice(last), style, link });
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

export interface OmitBlocks {
  /** A paragraph reading "Fonti:" and the list after it. */
  sourcesList?: boolean;
  /** Paragraphs that start with this text. */
  notice?: string | null;
  /**
   * Given the lines of the omitted "Fonti" list and the text's prose (before the text is walked), says how
   * many numbered sources the document lists: the "[n]" markers up to it become superscripts.
   */
  numberSources?: (sourceLines: readonly string[], prose: string) => number;
}

const SOURCES_HEADING = /^\s*fonti\s*:?\s*$/i;
const isList = (node: DomNode | undefined) =>
  node?.type === ElementType.Tag && (node.name === 'ul' || node.name === 'ol');

function withoutOmitted(nodes: readonly DomNode[], omit: OmitBlocks, sourceLines: string[]): DomNode[] {
  const blank = (node: DomNode) => node.type === ElementType.Text && node.data.trim() === '';
  const kept: DomNode[] = [];
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index] as DomNode;
    const text = node.type === ElementType.Tag ? plainText(node.children).trim() : '';
    if (omit.sourcesList && SOURCES_HEADING.test(text)) {
      let next = index + 1;
      while (next < nodes.length && blank(nodes[next] as DomNode)) next++;
      const list = nodes[next];
      if (isList(list)) {
        for (const item of childElements(list as DomElement))
          if (item.name === 'li') sourceLines.push(plainText(item.children).trim());
        index = next;
        continue;
      }
    }
    if (omit.notice && text.startsWith(omit.notice)) continue;
    kept.push(node);
  }
  return kept;
}
