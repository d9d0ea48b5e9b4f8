import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { textPdf } from '../testing/files.js';

/** Assembles a PDF from its objects (1-based, in order), computing the xref table. */
export function pdfFromObjects(objects: (string | Buffer)[], root = 1): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((object, i) => {
    offsets.push(length);
    const body = typeof object === 'string' ? Buffer.from(object, 'latin1') : object;
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${root} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/** A stream object: dictionary entries and data, deflated when asked. */
export function stream(entries: string, data: Buffer, compress = false): Buffer {
  const body = compress ? deflateSync(data) : data;
  const filter = compress ? ' /Filter /FlateDecode' : '';
  return Buffer.concat([
    Buffer.from(`<< ${entries}${filter} /Length ${body.length} >>\nstream\n`),
    body,
    Buffer.from('\nendstream'),
  ]);
}

/**
 * A scanned PDF: each page is only a picture of text (the pages of `textPdf` rendered by pdftoppm), with no
 * text layer, as a scanner makes them.
 */
export function scannedPdf(pages: string[][]): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'ccnl-scan-'));
  try {
    writeFileSync(join(dir, 'text.pdf'), textPdf(pages, { compress: true }));
    const objects: (string | Buffer)[] = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
    const kids: number[] = [];
    pages.forEach((_, i) => {
      const out = join(dir, `p${i}`);
      execFileSync('pdftoppm', [
        '-f',
        String(i + 1),
        '-l',
        String(i + 1),
        '-r',
        '150',
        '-gray',
        '-singlefile',
        join(dir, 'text.pdf'),
        out,
      ]);
      // A binary PGM: "P5\n<w> <h>\n255\n" then one byte per pixel.
      const pgm = readFileSync(`${out}.pgm`);
      const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
      if (!header) throw new Error('pdftoppm did not write a PGM');
      const [whole, w, h] = header;
      const pixels = pgm.subarray(whole.length);
      const image = objects.length + 1;
      objects.push(
        stream(
          `/Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceGray /BitsPerComponent 8`,
          pixels,
          true,
        ),
      );
      const content = objects.length + 1;
      objects.push(stream('', Buffer.from('q 595 0 0 842 0 0 cm /Im0 Do Q')));
      kids.push(objects.length + 1);
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 ${image} 0 R >> >> /Contents ${content} 0 R >>`,
      );
    });
    objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    return pdfFromObjects(objects);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
