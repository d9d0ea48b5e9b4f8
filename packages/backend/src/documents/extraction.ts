// Shared by the request thread and the extraction worker. The worker loads its files by their .ts names
// (Node strips the types), so this file imports nothing of the project.

/** The bounds of reading one uploaded file: past any of them the upload is refused and nothing is kept. */
export interface ExtractionLimits {
  /** Wall time for one file, OCR included. */
  timeMs: number;
  /** Memory for one file: the worker's JavaScript heap, and the growth of the process (buffers included). */
  memoryMb: number;
  /** Characters of text one file may yield. */
  maxChars: number;
  /** Bytes a .docx may inflate to, all its entries together. */
  maxInflatedBytes: number;
  /** Pages of a PDF. */
  maxPages: number;
  /** Scanned pages read by OCR in one file; the others are reported as not read. */
  maxOcrPages: number;
  /** Whether scanned pages may be read by OCR (when tesseract and pdftoppm are installed). */
  ocr: boolean;
}

export const DEFAULT_LIMITS: ExtractionLimits = {
  timeMs: 60_000,
  memoryMb: 384,
  maxChars: 2_000_000,
  maxInflatedBytes: 64 * 1024 * 1024,
  maxPages: 1_000,
  maxOcrPages: 20,
  ocr: true,
};

export type DocumentKind = 'pdf' | 'docx' | 'txt';

/** A piece of text and where it stands: its page (PDF), its heading and paragraph (DOCX, TXT). */
export interface TextBlock {
  text: string;
  page?: number;
  heading?: string;
  /** 1-based, counted under the heading (or from the start when there is none). */
  paragraph?: number;
}

export interface Extracted {
  blocks: TextBlock[];
  /** PDF pages; 0 for the others. */
  pages: number;
  /** Pages without a text layer that OCR read. */
  ocrPages: number[];
  /** Pages without a text layer that could not be read (no OCR installed, or over `maxOcrPages`). */
  unreadPages: number[];
}

/** Why a file was refused: each has its Italian message and status in `routes.ts`. */
export type RefusalReason =
  | 'too_much_text'
  | 'inflated'
  | 'too_many_pages'
  | 'unreadable'
  | 'wrong_type'
  | 'timeout'
  | 'memory'
  | 'busy';

export interface ExtractionTask {
  kind: DocumentKind;
  /** The received file, read by the worker (only a path crosses threads). */
  path: string;
  limits: ExtractionLimits;
  /** Shared with the request thread: set to 1 when the worker starts on the task (the clock starts then). */
  started: Int32Array;
}

export type ExtractionResult = { ok: true; document: Extracted } | { ok: false; reason: RefusalReason };

// Plain fields, not parameter properties: Node's type stripping runs this file in the worker as it is.
export class Refusal extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason) {
    super(reason);
    this.reason = reason;
  }
}

/** Counts the characters extracted so far and stops the reading as soon as the cap is passed. */
export class TextBudget {
  #used = 0;
  readonly max: number;
  constructor(max: number) {
    this.max = max;
  }
  take(text: string): string {
    this.#used += text.length;
    if (this.#used > this.max) throw new Refusal('too_much_text');
    return text;
  }
}

/** Blank lines closed up, line ends unified, spaces trimmed. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
