// Reads a generated .docx back with parts that share no code with the writer: JSZip (mammoth's unzipper) for the
// package, htmlparser2 in XML mode for the parts, mammoth for what a reader of the document gets.
import { createRequire } from 'node:module';
import { DomUtils, parseDocument } from 'htmlparser2';
import mammoth from 'mammoth';

type XmlDocument = ReturnType<typeof parseDocument>;
export type XmlElement = ReturnType<typeof DomUtils.getElementsByTagName>[number];

interface Zip {
  files: Record<string, unknown>;
  file(name: string): { async(type: 'string'): Promise<string> } | null;
}
interface JSZipStatic {
  loadAsync(data: Uint8Array): Promise<Zip>;
}

const require = createRequire(import.meta.url);
// JSZip is mammoth's own dependency; resolve it from there rather than adding a dependency for tests.
const JSZip = createRequire(require.resolve('mammoth'))('jszip') as JSZipStatic;

export interface DocxReadBack {
  /** Names of the parts in the package. */
  parts: string[];
  /** A part's XML, parsed; throws when the part is missing. */
  part(name: string): Promise<XmlDocument>;
  /** The text Word shows, paragraph per line (mammoth). */
  rawText(): Promise<string>;
  /** The document as mammoth's HTML. */
  html(): Promise<string>;
  /** Targets of the package's external hyperlink relationships. */
  hyperlinks(): Promise<string[]>;
}

export async function readDocx(file: unknown): Promise<DocxReadBack> {
  if (!Buffer.isBuffer(file)) throw new Error(`expected a Buffer, got ${String(file)}`);
  const zip = await JSZip.loadAsync(file);
  const part = async (name: string) => {
    const entry = zip.file(name);
    if (!entry) throw new Error(`missing part ${name}`);
    return parseDocument(await entry.async('string'), { xmlMode: true });
  };
  return {
    parts: Object.keys(zip.files),
    part,
    rawText: async () => (await mammoth.extractRawText({ buffer: file })).value,
    html: async () => (await mammoth.convertToHtml({ buffer: file })).value,
    hyperlinks: async () =>
      all(await part('word/_rels/document.xml.rels'), 'Relationship')
        .filter((rel) => rel.attribs.Type?.endsWith('/hyperlink'))
        .map((rel) => rel.attribs.Target ?? ''),
  };
}

/** Every element named `name` (such as `w:tbl`) under `root`. */
export function all(root: XmlDocument | XmlElement, name: string): XmlElement[] {
  return DomUtils.getElementsByTagName(name, root, true);
}

export function first(root: XmlDocument | XmlElement, name: string): XmlElement {
  const found = all(root, name)[0];
  if (!found) throw new Error(`no <${name}>`);
  return found;
}

export function text(node: XmlDocument | XmlElement): string {
  return all(node, 'w:t')
    .map((t) => DomUtils.textContent(t))
    .join('');
}

/** The paragraphs (`w:p`) of the body, outside tables too, with their text. */
export function paragraphs(root: XmlDocument | XmlElement): { element: XmlElement; text: string }[] {
  return all(root, 'w:p').map((element) => ({ element, text: text(element) }));
}

export function paragraphWith(root: XmlDocument | XmlElement, content: string): XmlElement {
  const found = paragraphs(root).find((p) => p.text.includes(content));
  if (!found) throw new Error(`no paragraph with "${content}"`);
  return found.element;
}
