import mammoth from 'mammoth';
import yauzl from 'yauzl';
import {
  type Extracted,
  type ExtractionLimits,
  Refusal,
  type TextBlock,
  type TextBudget,
  tidy,
} from './extraction.ts';

const BODY = 'word/document.xml';
const MAX_ENTRIES = 5_000;

/**
 * Inflates every entry of the archive (yauzl), counting bytes: the declared sizes must stay under the cap
 * (an honest zip bomb) and each entry must inflate to what it declares (a lying one). Only then does the
 * DOCX reader get the file, which cannot inflate more than what was counted here.
 */
function checkArchive(data: Buffer, maxBytes: number): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(new Refusal('wrong_type'));
      let declared = 0;
      let entries = 0;
      let hasBody = false;
      const fail = (reason: Refusal) => {
        zip.close();
        reject(reason);
      };
      zip.on('error', () => fail(new Refusal('unreadable')));
      zip.on('end', () => (hasBody ? resolve() : reject(new Refusal('wrong_type'))));
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        declared += entry.uncompressedSize;
        if (entry.fileName === BODY) hasBody = true;
        if (entries > MAX_ENTRIES || declared > maxBytes) return fail(new Refusal('inflated'));
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(new Refusal('unreadable'));
          // yauzl stops the stream when it passes the declared size: the entry lied about it.
          stream.on('error', () => fail(new Refusal('inflated')));
          stream.on('end', () => zip.readEntry());
          stream.resume();
        });
      });
      zip.readEntry();
    });
  });
}

interface Element {
  type: string;
  value?: string;
  styleId?: string | null;
  styleName?: string | null;
  children?: Element[];
}

const HEADING = /^(heading|titolo|title)\s*\d*$/i;

function isHeading(paragraph: Element): boolean {
  return HEADING.test(paragraph.styleName ?? '') || /^(Heading|Titolo)\d$/i.test(paragraph.styleId ?? '');
}

/** The text of an element, tabs and breaks kept, counted against the budget. */
function textOf(element: Element, budget: TextBudget): string {
  if (element.type === 'text') return budget.take(element.value ?? '');
  if (element.type === 'tab') return '\t';
  if (element.type === 'break') return '\n';
  if (element.type === 'table') return tableText(element, budget);
  return (element.children ?? []).map((child) => textOf(child, budget)).join('');
}

/** A table a row per line, its cells separated by " | ". */
function tableText(table: Element, budget: TextBudget): string {
  return (table.children ?? [])
    .filter((row) => row.type === 'tableRow')
    .map((row) =>
      (row.children ?? []).map((cell) => textOf(cell, budget).replace(/\s+/g, ' ').trim()).join(' | '),
    )
    .join('\n');
}

/** Paragraphs (tables as one paragraph each) with the heading they stand under and their number there. */
function blocksOf(document: Element, budget: TextBudget): TextBlock[] {
  const blocks: TextBlock[] = [];
  let heading: string | undefined;
  let paragraph = 0;
  for (const element of document.children ?? []) {
    const text = tidy(textOf(element, budget));
    if (!text) continue;
    if (element.type === 'paragraph' && isHeading(element)) {
      heading = text.replace(/\s+/g, ' ');
      paragraph = 0;
      continue;
    }
    paragraph += 1;
    blocks.push({ text, paragraph, ...(heading ? { heading } : {}) });
  }
  return blocks;
}

/** The text of a .docx through mammoth, after the archive passed `checkArchive`. */
export async function docxText(
  data: Buffer,
  limits: ExtractionLimits,
  budget: TextBudget,
): Promise<Extracted> {
  await checkArchive(data, limits.maxInflatedBytes);
  let blocks: TextBlock[] = [];
  try {
    await mammoth.convertToHtml(
      { buffer: data },
      {
        // Images are not read at all: only the text matters here.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        transformDocument: (document: Element) => {
          blocks = blocksOf(document, budget);
          return document;
        },
      },
    );
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal('unreadable');
  }
  return { blocks, pages: 0, ocrPages: [], unreadPages: [] };
}
