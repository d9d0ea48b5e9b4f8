import {
  AlignmentType,
  BorderStyle,
  type Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  WidthType,
} from 'docx';
import { type Alignment, childElements, type DomElement, plainText, positiveInt } from './dom.js';

/**
 * Tables: the grid of cells (spans included), column widths sized from their content as a browser's automatic
 * layout does, figures kept on one line and right-aligned, and the Word table itself.
 */

const HEADER_FILL = 'E7E6E6';
const RULE_COLOR = '999999';
export const CELL_MARGIN = 100;
/** Twips a character takes at the body size (Calibri 11 pt averages about 5.5 pt); headers are bold. */
const CHAR_WIDTH = 110;
const BOLD_CHAR_WIDTH = 122;
/** The narrowest a column gets, in twips, whatever its content. */
const MIN_COLUMN = 600;

/** A cell that holds a figure: an amount, a percentage, a date or a small formula of them. */
const FIGURE = /^[-+]?[\d€%]([\d.,\s/×x*+\-=%€()]|euro)*$/i;

export function isFigure(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= 32 && FIGURE.test(trimmed);
}

/** What one cell's text asks of its column: the longest piece that cannot wrap, and the whole line. */
export interface CellMeasure {
  minimum: number;
  preferred: number;
}

export function measureCell(element: DomElement | null, header: boolean): CellMeasure {
  const text = element ? plainText(element.children).replace(/\s+/g, ' ').trim() : '';
  const charWidth = header ? BOLD_CHAR_WIDTH : CHAR_WIDTH;
  const padding = 2 * CELL_MARGIN + 40;
  if (!text) return { minimum: MIN_COLUMN, preferred: MIN_COLUMN };
  const longest = isFigure(text) ? text.length : Math.max(...text.split(' ').map((word) => word.length));
  return {
    minimum: Math.max(MIN_COLUMN, Math.ceil(longest * charWidth + padding)),
    preferred: Math.max(MIN_COLUMN, Math.ceil(text.length * charWidth + padding)),
  };
}

/** The body font size in half-points (11 pt), and the smallest a wide table is set in (8 pt). */
export const BODY_SIZE = 22;
const SMALLEST_SIZE = 16;

/**
 * The font size (half-points) a table needs so that every column's longest unbreakable piece fits the page:
 * the body size when it fits, else smaller, down to 8 pt; the measures are scaled to match.
 */
export function fitTable(
  measures: readonly CellMeasure[],
  total: number,
): { size: number; measures: CellMeasure[] } {
  const padding = 2 * CELL_MARGIN + 40;
  const text = measures.reduce((sum, m) => sum + m.minimum - padding, 0);
  const room = total - padding * measures.length;
  if (text <= room) return { size: BODY_SIZE, measures: [...measures] };
  const size = Math.max(SMALLEST_SIZE, Math.floor((BODY_SIZE * room) / text));
  const scale = (width: number) =>
    Math.max(MIN_COLUMN, Math.ceil(((width - padding) * size) / BODY_SIZE + padding));
  return {
    size,
    measures: measures.map((m) => ({ minimum: scale(m.minimum), preferred: scale(m.preferred) })),
  };
}

/**
 * Column widths in twips adding up to `total`: every column first gets room for its longest unbreakable piece
 * (so no word breaks mid-word and no currency sign wraps alone), then the rest goes to the columns whose text
 * wants more, in proportion to what each still wants.
 */
export function columnWidths(measures: readonly CellMeasure[], total: number): number[] {
  const minimum = measures.map((m) => m.minimum);
  const preferred = measures.map((m) => Math.max(m.preferred, m.minimum));
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  let widths: number[];
  if (sum(minimum) >= total) {
    // Even the unbreakable pieces do not fit: shrink them alike (Word then wraps inside the longest words).
    widths = minimum.map((m) => Math.floor((total * m) / sum(minimum)));
  } else if (sum(preferred) <= total) {
    widths = preferred.map((p) => Math.floor((total * p) / sum(preferred)));
  } else {
    const room = total - sum(minimum);
    const wants = preferred.map((p, i) => p - (minimum[i] ?? 0));
    const wanted = sum(wants) || 1;
    widths = minimum.map((m, i) => m + Math.floor((room * (wants[i] ?? 0)) / wanted));
  }
  widths[widths.length - 1] = (widths[widths.length - 1] ?? 0) + total - sum(widths);
  return widths;
}

/** A cell's own alignment, or right for a figure, as tables of figures read best. */
export function cellAlignment(explicit: Alignment | undefined, text: string): Alignment | undefined {
  return explicit ?? (isFigure(text) ? AlignmentType.RIGHT : undefined);
}

export interface BuiltCell extends GridCell {
  children: (Paragraph | Table)[];
}

/** The Word table for built cells, with header rows repeated on each page and a thin rule around every cell. */
export function wordTable(rows: readonly GridRow[], built: readonly BuiltCell[][], widths: number[]): Table {
  const spanWidth = (column: number, span: number) =>
    widths.slice(column, column + span).reduce((sum, width) => sum + width, 0);
  // Only the header rows at the very top repeat on each page; Word ignores the flag further down.
  let leadingHeaders = true;
  const tableRows = built.map((cells, index) => {
    const header = rows[index]?.header ?? false;
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
            shading: cell.header ? { type: ShadingType.CLEAR, fill: HEADER_FILL, color: 'auto' } : undefined,
            margins: { top: 60, bottom: 60, left: CELL_MARGIN, right: CELL_MARGIN },
          }),
      ),
    });
  });
  const border = { style: BorderStyle.SINGLE, size: 4, color: RULE_COLOR };
  return new Table({
    rows: tableRows,
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
  });
}

export interface GridCell {
  element: DomElement | null;
  column: number;
  colSpan: number;
  rowSpan: number;
  header: boolean;
}

export interface GridRow {
  cells: GridCell[];
  header: boolean;
  /** Columns a cell of a row above fills, spanning down. */
  taken: boolean[];
}

/** The table's rows in order (head, body, foot), each cell at its column, rows padded to the full width. */
export function tableGrid(table: DomElement): { rows: GridRow[]; columns: number } {
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
