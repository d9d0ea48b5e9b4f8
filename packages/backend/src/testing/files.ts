import { deflateSync } from 'node:zlib';

/** Test documents built byte by byte, so that every case knows exactly what it sends. */

function pdfString(text: string): string {
  // WinAnsi: the euro sign is 0x80; Latin-1 letters are themselves; ( ) \ are escaped.
  let out = '';
  for (const char of text) {
    if (char === '€') out += '\\200';
    else if ('()\\'.includes(char)) out += `\\${char}`;
    else out += char;
  }
  return `(${out})`;
}

/**
 * A one-font text PDF (Helvetica, WinAnsi) with one page per entry of `pages`, each a list of lines; content
 * streams FlateDecode-compressed or not. A valid file: xref and trailer included.
 */
export function textPdf(pages: string[][], options: { compress: boolean }): Buffer {
  const objects: Buffer[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'));
  objects.push(
    Buffer.from(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ),
  );
  objects.push(
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
  );
  for (const [i, lines] of pages.entries()) {
    const content = Buffer.from(
      `BT /F1 12 Tf 72 760 Td 14 TL ${lines.map((line, n) => `${n ? 'T* ' : ''}${pdfString(line)} Tj`).join(' ')} ET`,
      'latin1',
    );
    const data = options.compress ? deflateSync(content) : content;
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      ),
    );
    objects.push(
      Buffer.concat([
        Buffer.from(
          `<< /Length ${data.length}${options.compress ? ' /Filter /FlateDecode' : ''} >>\nstream\n`,
        ),
        data,
        Buffer.from('\nendstream'),
      ]),
    );
  }
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  for (const [i, body] of objects.entries()) {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  }
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/** A ZIP archive of stored (uncompressed) entries. */
export function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    central.push(header, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
