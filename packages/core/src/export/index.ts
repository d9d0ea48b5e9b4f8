import { Packer } from 'docx';
import { markdownToHtml } from '../markdown/index.js';
import { texts } from '../strings/spec.js';
import { buildDocument } from './document.js';
import { type ExportOptions, resolveOptions } from './options.js';

export {
  DEFAULT_EXPORT_OPTIONS,
  DEFAULT_FILENAME,
  DEFAULT_MARGINS,
  type ExportCover,
  type ExportMargins,
  type ExportOptions,
  type HeaderFooterText,
  type Orientation,
  PAGE_NUMBER,
  PAGE_SIZE,
} from './options.js';

function isValidInput(input: unknown): input is string {
  if (typeof input === 'string' && input.trim() !== '') return true;
  // Spec §5/§8: logged, and the export stops without a file.
  console.error(texts.log.invalidHtml);
  return false;
}

/** A browser (or a DOM such as jsdom) gets a Blob to download; Node gets a Buffer to write. */
function wantsBuffer(): boolean {
  return typeof globalThis.process?.versions?.node === 'string' && !('document' in globalThis);
}

/**
 * An answer's HTML as a .docx: a Buffer in Node, a Blob in the browser. Empty or non-string input logs
 * 'HTML invalido o mancante' and gives null.
 */
export async function exportDocx(input: string, options?: ExportOptions): Promise<Blob | Buffer | null> {
  if (!isValidInput(input)) return null;
  const document = buildDocument(input, resolveOptions(options));
  return wantsBuffer() ? Packer.toBuffer(document) : Packer.toBlob(document);
}

/** An answer as the agents write it (Markdown), through the same path as `exportDocx`. */
export async function exportMarkdownDocx(
  markdown: string,
  options?: ExportOptions,
): Promise<Blob | Buffer | null> {
  if (!isValidInput(markdown)) return null;
  return exportDocx(markdownToHtml(markdown), options);
}
