import { crc32, deflateRawSync } from 'node:zlib';
import { pdfFromObjects, stream } from './test-files.js';

/** Hostile files, generated in the test: each small on the wire and costly to a naive reader. */

interface ZipEntry {
  name: string;
  data: Buffer;
  /** Declared uncompressed size, when it should lie. */
  declaredSize?: number;
}

/** A ZIP archive of deflated entries, with the sizes each entry declares (honest unless told). */
export function deflatedZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data, { level: 9 });
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(packed.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(header, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A minimal .docx around a body (the inside of w:body), its document part declared as `declaredSize`. */
export function docx(body: string | Buffer, declaredSize?: number): Buffer {
  const xml = Buffer.concat([
    Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>`),
    Buffer.from(body),
    Buffer.from('</w:body></w:document>'),
  ]);
  return deflatedZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: xml, ...(declaredSize === undefined ? {} : { declaredSize }) },
  ]);
}

/** Paragraphs of words, `chars` characters in all. */
export function wordsDocx(chars: number): Buffer {
  const paragraph = `<w:p><w:r><w:t>${'parola '.repeat(140)}</w:t></w:r></w:p>`;
  const count = Math.ceil(chars / 980);
  return docx(paragraph.repeat(count));
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/** A one-page PDF whose page draws the given content streams (object numbers may repeat). */
function pagePdf(streams: Buffer[], contents: number[]): Buffer {
  const first = 5;
  const list = contents.map((i) => `${first + i} 0 R`).join(' ');
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    FONT,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents [${list}] >>`,
    ...streams,
  ]);
}

/** 160,000 text operators in one compressed stream. */
export function tjFlood(): Buffer {
  const ops = Buffer.from(`BT /F1 12 Tf ${'(a)Tj ET BT '.repeat(160_000)}ET`);
  return pagePdf([stream('', ops, true)], [0]);
}

/** One 4 MB stream (drawing operators, no text) listed 100 times as the page's contents. */
export function repeatedStream(): Buffer {
  const ops = Buffer.from('0 0 m 1 1 l S\n'.repeat(300_000));
  return pagePdf(
    [stream('', ops, true)],
    Array.from({ length: 100 }, () => 0),
  );
}

/** A content stream that inflates to `mb` megabytes of blanks. */
export function inflatingStream(mb: number): Buffer {
  return pagePdf([stream('', Buffer.alloc(mb * 1024 * 1024, 0x20), true)], [0]);
}

/** A page tree `depth` levels deep, a single page with text at the bottom. */
export function deepPageTree(depth: number): Buffer {
  const objects: (string | Buffer)[] = ['<< /Type /Catalog /Pages 2 0 R >>'];
  // Pages nodes 2 .. depth+1, each the only kid of the one before; the page and its content follow.
  for (let level = 0; level < depth; level++) {
    const id = 2 + level;
    const kid = level === depth - 1 ? depth + 2 : id + 1;
    const parent = level === 0 ? '' : ` /Parent ${id - 1} 0 R`;
    objects.push(`<< /Type /Pages /Kids [${kid} 0 R] /Count 1${parent} >>`);
  }
  const page = depth + 2;
  objects.push(
    `<< /Type /Page /Parent ${page - 1} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${page + 2} 0 R >> >> /Contents ${page + 1} 0 R >>`,
  );
  objects.push(stream('', Buffer.from('BT /F1 12 Tf 72 760 Td (Pagina profonda) Tj ET')));
  objects.push(FONT);
  return pdfFromObjects(objects);
}

/** A page tree whose root lists itself among its kids. */
export function cyclicPageTree(): Buffer {
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>',
    '<< /Type /Pages /Kids [2 0 R] /Count 1 /Parent 2 0 R >>',
  ]);
}
