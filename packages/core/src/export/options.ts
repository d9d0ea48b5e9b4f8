import type { Riferimento } from '../model/conversation.js';

/** The name a saved export gets unless the caller chooses another (spec §9). */
export const DEFAULT_FILENAME = 'documento.docx';

/** The special header/footer value that shows the live page number (spec §3). */
export const PAGE_NUMBER = 'pageNum';

export type Orientation = 'portrait' | 'landscape';

/** Page margins in twips (twentieths of a point, 1440 per inch). */
export interface ExportMargins {
  top: number;
  right: number;
  bottom: number;
  left: number;
  header: number;
  footer: number;
  gutter: number;
}

/** What a header or footer shows at its left, centre and right; `'pageNum'` is the page number. */
export interface HeaderFooterText {
  left?: string;
  center?: string;
  right?: string;
}

export interface ExportOptions {
  orientation?: Orientation;
  /** Each margin left out keeps its default. */
  margins?: Partial<ExportMargins>;
  header?: HeaderFooterText;
  footer?: HeaderFooterText;
  /**
   * The answer's `riferimenti`, written after the content as one numbered list under "Riferimenti"; the
   * answer's own "Fonti" list is then left out, so no source appears twice.
   */
  references?: readonly Riferimento[];
  /** What a client reading the file needs first: title, question, date, agreements and the AI notice. */
  cover?: ExportCover;
}

/** The opening of an exported answer or conversation. */
export interface ExportCover {
  /** Defaults to "Risposta di Assistente CCNL". */
  title?: string;
  question?: string;
  /** When the answer was given; defaults to the day of the export. */
  date?: Date | string;
  /** The agreements by name (never by id). */
  agreements?: readonly string[];
}

/** A4 portrait in twips; landscape swaps the two (spec §9). */
export const PAGE_SIZE = { width: 11906, height: 16838 } as const;

export const DEFAULT_MARGINS: Readonly<ExportMargins> = Object.freeze({
  top: 1440,
  right: 1440,
  bottom: 1440,
  left: 1440,
  header: 720,
  footer: 720,
  gutter: 0,
});

export const DEFAULT_EXPORT_OPTIONS = Object.freeze({
  orientation: 'portrait' as Orientation,
  margins: DEFAULT_MARGINS,
});

export interface ResolvedExportOptions {
  orientation: Orientation;
  margins: ExportMargins;
  header: HeaderFooterText | null;
  footer: HeaderFooterText | null;
  references: readonly Riferimento[];
  cover: ExportCover | null;
  /** Page width after orientation, in twips. */
  pageWidth: number;
  /** The width text can take between the margins, in twips. */
  textWidth: number;
}

const isTwips = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Defaults filled in; a margin that is not a non-negative number keeps its default instead of breaking the page. */
export function resolveOptions(options: ExportOptions = {}): ResolvedExportOptions {
  const orientation: Orientation = options.orientation === 'landscape' ? 'landscape' : 'portrait';
  const margins = { ...DEFAULT_MARGINS };
  for (const key of Object.keys(margins) as (keyof ExportMargins)[]) {
    const value = options.margins?.[key];
    if (isTwips(value)) margins[key] = Math.round(value);
  }
  const pageWidth = orientation === 'landscape' ? PAGE_SIZE.height : PAGE_SIZE.width;
  // Word needs some room for text; absurd margins still give a usable (narrow) column.
  const textWidth = Math.max(720, pageWidth - margins.left - margins.right - margins.gutter);
  return {
    orientation,
    margins,
    header: hasText(options.header) ? options.header : null,
    footer: hasText(options.footer) ? options.footer : null,
    references: options.references ?? [],
    cover: options.cover ?? null,
    pageWidth,
    textWidth,
  };
}

function hasText(parts: HeaderFooterText | undefined): parts is HeaderFooterText {
  return (
    !!parts && [parts.left, parts.center, parts.right].some((part) => typeof part === 'string' && part !== '')
  );
}
