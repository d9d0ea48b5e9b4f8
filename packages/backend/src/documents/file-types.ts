import { pdfText } from './pdf.js';
import { hasZipEntry, readZipEntry, ZIP_MAGIC } from './zip.js';

/** The uploadable types (core's default `upload.uploadTypes`), each checked by extension and by content. */
export const DOCUMENT_TYPES = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain; charset=utf-8',
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

const DOCX_BODY = 'word/document.xml';
/** The inflated body of a .docx may be much larger than the file; bound it against zip bombs. */
const MAX_DOCX_XML_BYTES = 100 * 1024 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-');

export function extensionOf(fileName: string): DocumentType | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot).toLowerCase();
  return extension in DOCUMENT_TYPES ? (extension as DocumentType) : null;
}

function isUtf8Text(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/** Whether the bytes are what the extension says: %PDF-, a zip holding word/document.xml, or UTF-8 text. */
export function contentMatches(type: DocumentType, content: Buffer): boolean {
  switch (type) {
    case '.pdf':
      return content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
    case '.docx':
      return content.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC) && hasZipEntry(content, DOCX_BODY);
    case '.txt':
      return isUtf8Text(content);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}

/** The text runs (w:t) of a .docx body, a line per paragraph, tabs and breaks kept. */
function docxText(content: Buffer): string {
  const xml = readZipEntry(content, DOCX_BODY, MAX_DOCX_XML_BYTES)?.toString('utf8') ?? '';
  let text = '';
  let inText = false;
  for (const [, close, tag, selfClosing, chars] of xml.matchAll(
    /<(\/?)w:(t|p|tab|br|cr)\b[^>]*?(\/?)>|([^<]+)|<[^>]*>/g,
  )) {
    if (chars !== undefined) {
      if (inText) text += decodeEntities(chars);
    } else if (tag === 't') {
      inText = !close && !selfClosing;
    } else if (tag === 'p' && (close || selfClosing)) {
      text += '\n';
    } else if (tag === 'tab' && !close) {
      text += '\t';
    } else if ((tag === 'br' || tag === 'cr') && !close) {
      text += '\n';
    }
  }
  return text;
}

/** The searchable text of a checked document; empty when none can be read (e.g. a scanned PDF). */
export function extractText(type: DocumentType, content: Buffer): string {
  const raw =
    type === '.txt'
      ? content.toString('utf8').replace(/^\uFEFF/, '')
      : type === '.docx'
        ? docxText(content)
        : pdfText(content);
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
