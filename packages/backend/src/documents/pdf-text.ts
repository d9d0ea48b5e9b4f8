import { getDocumentProxy } from 'unpdf';
import {
  type Extracted,
  type ExtractionLimits,
  Refusal,
  type TextBlock,
  type TextBudget,
  tidy,
} from './extraction.ts';
import { ocrInstalled, ocrPage } from './ocr.ts';

interface TextItem {
  str?: string;
  hasEOL?: boolean;
}

/**
 * The text of each page of a PDF through pdf.js (via unpdf): font encodings, object streams, form XObjects
 * and filters as pdf.js reads them. A page with no text layer is read by OCR when it is installed, else
 * listed as not read.
 */
export async function pdfText(
  path: string,
  data: Uint8Array,
  limits: ExtractionLimits,
  budget: TextBudget,
): Promise<Extracted> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(data, {
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    });
  } catch {
    throw new Refusal('unreadable');
  }
  if (pdf.numPages > limits.maxPages) throw new Refusal('too_many_pages');
  const blocks: TextBlock[] = [];
  const blank: number[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    let text = '';
    try {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items as TextItem[]) {
        if (item.str) text += budget.take(item.str);
        if (item.hasEOL) text += '\n';
      }
      page.cleanup();
    } catch (error) {
      if (error instanceof Refusal) throw error;
      // A broken page (a cycle in the page tree, a bad stream) reads as no text; the others still count.
    }
    text = tidy(text);
    if (text) blocks.push({ text, page: number });
    else blank.push(number);
  }
  const ocrPages: number[] = [];
  const unreadPages: number[] = [];
  const canOcr = limits.ocr && ocrInstalled();
  for (const number of blank) {
    if (!canOcr || ocrPages.length >= limits.maxOcrPages) {
      unreadPages.push(number);
      continue;
    }
    const text = tidy(await ocrPage(path, number).catch(() => ''));
    ocrPages.push(number);
    if (text) blocks.push({ text: budget.take(text), page: number });
  }
  blocks.sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
  return { blocks, pages: pdf.numPages, ocrPages, unreadPages };
}
