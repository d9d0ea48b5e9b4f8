import type { TextBlock } from '../documents/extraction.js';
import type { Passage } from './passages.js';
import { createSearchIndex, loadSearchIndex, type Scored, type SearchIndex } from './search-index.js';
import { splitSentences } from './sentences.js';

/** What an upload stores with the document: its passages and their search index, both JSON. */
export interface StoredIndex {
  passages: string;
  index: string;
}

/** A conversation's uploaded document, as the agents read it. */
export interface UploadedText {
  fileId: string;
  fileName: string;
  /** PDF pages (0 for other files). */
  pages?: number;
  /** Scanned pages that could not be read (no OCR installed, or too many). */
  unreadPages?: readonly number[];
  /**
   * The passages and index made at upload, read once and then kept in memory (see `indexOf`); a document
   * stored before indexing existed gives its text instead.
   */
  stored?: () => StoredIndex | { text: string };
  /** The index itself, already at hand (see `withIndexes`). */
  index?: DocumentIndex;
  /** A text never indexed (tests, callers without storage): indexed on the spot. */
  text?: string;
}

export interface DocumentIndex {
  passages: Passage[];
  index: SearchIndex<Passage>;
}

// About a paragraph or two: small enough to quote and cite precisely, few enough to search quickly.
const CHUNK_CHARS = 2_000;

/** Pieces of at most about `CHUNK_CHARS`: whole paragraphs, else whole lines, else sentences. */
function chunks(text: string): string[] {
  const units = text
    .split(/\n\s*\n|\n/)
    .map((u) => u.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .flatMap((u) => (u.length > CHUNK_CHARS ? splitSentences(u) : [u]));
  const out: string[] = [];
  let current = '';
  for (const unit of units) {
    // A sentence longer than a chunk is cut where it must be, at a space when there is one.
    for (let start = 0; start < unit.length; ) {
      let end = Math.min(unit.length, start + CHUNK_CHARS);
      const space = unit.lastIndexOf(' ', end);
      if (end < unit.length && space > start) end = space;
      const piece = unit.slice(start, end).trim();
      start = end;
      if (!piece) continue;
      if (current && current.length + piece.length + 1 > CHUNK_CHARS) {
        out.push(current.trim());
        current = '';
      }
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** Where a passage stands, as a source line says it: "pagina 3", "«Periodo di prova», paragrafo 2". */
export function placeOf(p: { page?: number; heading?: string; paragraph?: number }): string | null {
  if (p.page) return `pagina ${p.page}`;
  if (p.heading) return `«${p.heading}», paragrafo ${p.paragraph ?? 1}`;
  return p.paragraph ? `paragrafo ${p.paragraph}` : null;
}

/**
 * A document's blocks as passages citing the file and the place: each PDF page in pieces of about a
 * paragraph; consecutive DOCX paragraphs under the same heading grouped up to the same size.
 */
export function documentPassages(fileId: string, fileName: string, blocks: readonly TextBlock[]): Passage[] {
  const groups: TextBlock[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    const sameSection =
      last && last.page === undefined && block.page === undefined && last.heading === block.heading;
    if (last && sameSection && last.text.length + block.text.length < CHUNK_CHARS)
      last.text = `${last.text}\n${block.text}`;
    else groups.push({ ...block });
  }
  const out: Passage[] = [];
  for (const group of groups)
    for (const text of chunks(group.text)) {
      const place = {
        ...(group.page ? { page: group.page } : {}),
        ...(group.heading ? { heading: group.heading } : {}),
        ...(group.paragraph ? { paragraph: group.paragraph } : {}),
      };
      out.push({
        id: `${fileId}#${out.length}`,
        ccnlId: null,
        origin: 'document',
        topic: null,
        text,
        article: placeOf(place),
        sourceUrl: null,
        sourceDate: null,
        confidence: 'medium',
        fileName,
        ...place,
      });
    }
  return out;
}

/** Indexes a document once, at upload: what `stored` gives back to the agents. */
export function indexDocument(fileId: string, fileName: string, blocks: readonly TextBlock[]): StoredIndex {
  const passages = documentPassages(fileId, fileName, blocks);
  return { passages: JSON.stringify(passages), index: createSearchIndex(passages, (p) => p.text).toJSON() };
}

// Loaded indexes by document id (a document never changes), least recently used dropped past the budget.
const CACHE_BYTES = 128 * 1024 * 1024;
const cache = new Map<string, { value: DocumentIndex; bytes: number }>();
let cachedBytes = 0;

/** An uploaded document's text: as it was handed over, else its indexed passages joined line by line. */
export function uploadedText(document: UploadedText): string {
  return document.text ?? passagesText(document);
}

/** The document's indexed passages joined (line by line unless told), as the stored text reads. */
export function passagesText(document: UploadedText, separator = '\n'): string {
  return indexOf(document)
    .passages.map((p) => p.text)
    .join(separator);
}

/** Every uploaded document's passages joined into one text. */
export function allPassagesText(documents: readonly UploadedText[], separator = '\n'): string {
  return documents.flatMap((d) => indexOf(d).passages.map((p) => p.text)).join(separator);
}

/** The document's passages and index: from memory, else read from storage once, else built from its text. */
export function indexOf(document: UploadedText): DocumentIndex {
  if (document.index) return document.index;
  // A document handed over with its text is indexed from that text; only stored ones are looked up by id.
  const hit = document.text === undefined ? cache.get(document.fileId) : undefined;
  if (hit) {
    cache.delete(document.fileId);
    cache.set(document.fileId, hit);
    return hit.value;
  }
  const stored = document.stored?.();
  if (!stored || 'text' in stored) {
    const text = stored?.text ?? document.text ?? '';
    const passages = documentPassages(document.fileId, document.fileName, [{ text }]);
    const value = { passages, index: createSearchIndex(passages, (p) => p.text) };
    // Only stored documents are kept: their id always names the same text.
    if (stored) remember(document.fileId, value, 4 * text.length);
    return value;
  }
  const passages = JSON.parse(stored.passages) as Passage[];
  const value = { passages, index: loadSearchIndex(passages, stored.index) };
  remember(document.fileId, value, 2 * (stored.passages.length + stored.index.length));
  return value;
}

/** A document in storage, whose passages and index (or text) are read asynchronously. */
export interface StoredDocument {
  fileId: string;
  fileName: string;
  pages: number;
  unreadPages: readonly number[];
  load(): Promise<StoredIndex | { text: string }>;
}

/**
 * The documents with their indexes at hand, from memory or read from storage now: the agents search them
 * synchronously, and storage is asynchronous.
 */
export async function withIndexes(documents: readonly StoredDocument[]): Promise<UploadedText[]> {
  const out: UploadedText[] = [];
  for (const { load, ...document } of documents) {
    const hit = cache.get(document.fileId);
    const stored = hit ? undefined : await load();
    out.push({
      ...document,
      index: hit?.value ?? indexOf({ ...document, stored: () => stored ?? { text: '' } }),
    });
  }
  return out;
}

function remember(fileId: string, value: DocumentIndex, bytes: number): void {
  cache.set(fileId, { value, bytes });
  cachedBytes += bytes;
  for (const [id, entry] of cache) {
    if (cachedBytes <= CACHE_BYTES || id === fileId) break;
    cache.delete(id);
    cachedBytes -= entry.bytes;
  }
}

/** The pieces of the conversation's documents that share terms with the question, best first. */
export function searchDocuments(documents: readonly UploadedText[], question: string): Scored<Passage>[] {
  return documents.flatMap((d) => indexOf(d).index.search(question)).sort((a, b) => b.score - a.score);
}
