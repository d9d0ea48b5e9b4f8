import type { Passage } from './passages.js';
import { createSearchIndex, type Scored } from './search-index.js';

/** A conversation's uploaded document, as the agents read it. */
export interface UploadedText {
  fileId: string;
  fileName: string;
  text: string;
}

const CHUNK_CHARS = 700;

/** An uploaded document in pieces of about a paragraph, each a passage citing the file. */
export function documentPassages(document: UploadedText): Passage[] {
  const paragraphs = document.text
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const chunks: string[] = [];
  let current = '';
  for (const paragraph of paragraphs) {
    if (current && current.length + paragraph.length + 1 > CHUNK_CHARS) {
      chunks.push(current);
      current = '';
    }
    // A paragraph longer than a chunk is cut at sentence ends.
    if (paragraph.length > CHUNK_CHARS) {
      for (const sentence of paragraph.match(/[^.!?]+[.!?]*\s*/g) ?? [paragraph]) {
        if (current && current.length + sentence.length > CHUNK_CHARS) {
          chunks.push(current.trim());
          current = '';
        }
        current += sentence;
      }
    } else current = current ? `${current} ${paragraph}` : paragraph;
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks.map((text, index) => ({
    id: `${document.fileId}#${index}`,
    ccnlId: null,
    origin: 'document',
    topic: null,
    text,
    article: null,
    sourceUrl: null,
    sourceDate: null,
    confidence: 'medium',
    fileName: document.fileName,
  }));
}

/** The pieces of the conversation's documents that share terms with the question, best first. */
export function searchDocuments(documents: readonly UploadedText[], question: string): Scored<Passage>[] {
  if (!documents.length) return [];
  return createSearchIndex(documents.flatMap(documentPassages), (p) => p.text).search(question);
}
