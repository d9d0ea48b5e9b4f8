import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { documentPassages, indexDocument, indexOf, searchDocuments } from './documents.js';

const WORDS =
  'retribuzione periodo prova ferie permessi orario settimanale preavviso livello mensilità malattia indennità straordinario'.split(
    ' ',
  );

/** `pages` pages of about 3,000 characters each, page n mentioning "buono pasto n" once. */
function pages(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    page: i + 1,
    text: `${Array.from({ length: 400 }, (_, w) => WORDS[(w * 7 + i) % WORDS.length]).join(' ')}.\nIl buono pasto ${i + 1} vale ${i + 1} euro.`,
  }));
}

describe('document passages and their index', () => {
  it('cuts pages into passages that keep their page, and DOCX paragraphs under their heading', () => {
    const pdf = documentPassages('f', 'a.pdf', pages(3));
    expect(new Set(pdf.map((p) => p.page))).toEqual(new Set([1, 2, 3]));
    for (const p of pdf) {
      expect(p.text.length).toBeLessThanOrEqual(2_000);
      expect(p.article).toBe(`pagina ${p.page}`);
    }
    const docx = documentPassages('g', 'b.docx', [
      { text: 'Primo.', heading: 'Orario', paragraph: 1 },
      { text: 'Secondo.', heading: 'Orario', paragraph: 2 },
      { text: 'Terzo.', heading: 'Ferie', paragraph: 1 },
    ]);
    expect(docx.map((p) => [p.text, p.article])).toEqual([
      ['Primo. Secondo.', '«Orario», paragrafo 1'],
      ['Terzo.', '«Ferie», paragrafo 1'],
    ]);
  });

  it('finds a page’s passage from the stored index, without indexing again', () => {
    const stored = indexDocument('f1', 'accordo.pdf', pages(100));
    let reads = 0;
    const document = {
      fileId: 'f1',
      fileName: 'accordo.pdf',
      stored: () => {
        reads++;
        return stored;
      },
    };
    const best = searchDocuments([document], 'buono pasto 57')[0]?.item;
    expect(best).toMatchObject({ page: 57, fileName: 'accordo.pdf' });
    searchDocuments([document], 'ferie');
    expect(reads).toBe(1);
  });

  it('reads a document handed over with its text from that text, whatever was kept under its id', () => {
    const stored = indexDocument('same-id', 'accordo.pdf', pages(3));
    searchDocuments([{ fileId: 'same-id', fileName: 'accordo.pdf', stored: () => stored }], 'ferie');
    const letter = {
      fileId: 'same-id',
      fileName: 'lettera.txt',
      text: 'Periodo di prova: 2 mesi di calendario.',
    };
    expect(searchDocuments([letter], 'prova')[0]?.item).toMatchObject({ fileName: 'lettera.txt' });
  });

  it('keeps a 100-page document’s index within a bounded, measured size', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const blocks = pages(100);
    const textChars = blocks.reduce((sum, b) => sum + b.text.length, 0);
    const stored = indexDocument('m1', 'grande.pdf', blocks);
    const storedChars = stored.passages.length + stored.index.length;
    gc();
    const before = process.memoryUsage().heapUsed;
    const loaded = indexOf({ fileId: 'm1', fileName: 'grande.pdf', stored: () => stored });
    gc();
    const heap = process.memoryUsage().heapUsed - before;
    console.log(
      `100 pagine: testo ${textChars} caratteri, indice salvato ${storedChars} caratteri, in memoria ${(heap / 1024 / 1024).toFixed(1)} MB`,
    );
    expect(loaded.passages.length).toBeGreaterThan(100);
    // Stored: the passages (the text once more) and the index, a few times the text at most.
    expect(storedChars).toBeLessThan(4 * textChars);
    // In memory: bounded by a small multiple of the text (the text itself is about 0.3 MB here).
    expect(heap).toBeLessThan(12 * textChars);
  });
});
