import type { DocumentKind } from './extraction.js';

/** The uploadable types (core's default `upload.uploadTypes`), each checked by extension and by content. */
export const DOCUMENT_TYPES = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain; charset=utf-8',
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

export const KIND_OF: Record<DocumentType, DocumentKind> = { '.pdf': 'pdf', '.docx': 'docx', '.txt': 'txt' };

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function extensionOf(fileName: string): DocumentType | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot).toLowerCase();
  return extension in DOCUMENT_TYPES ? (extension as DocumentType) : null;
}

/**
 * Whether the first bytes are what the extension says: %PDF- or a zip archive. The reader in the worker
 * checks the rest off this thread (a .docx without a Word body, a .txt that is not UTF-8 are refused there).
 */
export function contentMatches(type: DocumentType, head: Buffer): boolean {
  switch (type) {
    case '.pdf':
      return head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
    case '.docx':
      return head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC);
    case '.txt':
      return true;
  }
}
