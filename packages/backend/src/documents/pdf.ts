import { constants, inflateSync } from 'node:zlib';

/**
 * Text of a text PDF, good enough for the agents to search: page content streams (uncompressed or
 * FlateDecode, also inside object streams), decoded through each font's ToUnicode map when it has one and as
 * WinAnsi otherwise. It cannot read scanned pages (images), text drawn inside form XObjects, fonts whose
 * codes have no ToUnicode map and no standard encoding, encrypted files, or filters other than FlateDecode.
 */

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/** Bounds the memory one decompressed stream may take. */
const MAX_STREAM_BYTES = 64 * 1024 * 1024;

function inflate(data: Buffer): Buffer | null {
  try {
    return inflateSync(data, { maxOutputLength: MAX_STREAM_BYTES });
  } catch {
    try {
      // Many writers leave a byte or two of padding after the deflate data: take what inflates.
      return inflateSync(data, { maxOutputLength: MAX_STREAM_BYTES, finishFlush: constants.Z_SYNC_FLUSH });
    } catch {
      return null;
    }
  }
}

function decodeStream(object: PdfObject): Buffer | null {
  if (!object.stream) return null;
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(object.dict)?.[1];
  if (!filter) return object.stream;
  const names = filter.match(/\/[A-Za-z0-9]+/g) ?? [];
  if (names.length === 1 && names[0] === '/FlateDecode') return inflate(object.stream);
  return null;
}

function parseObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+)\s+\d+\s+obj\b/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    if (end < 0) break;
    const body = text.slice(start, end);
    const streamAt = /\bstream\r?\n/.exec(body);
    const object: PdfObject = { dict: streamAt ? body.slice(0, streamAt.index) : body };
    if (streamAt) {
      const dataStart = start + streamAt.index + streamAt[0].length;
      const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(object.dict);
      const declared = length ? dataStart + Number(length[1]) : -1;
      const dataEnd =
        declared > dataStart && declared <= end && text.startsWith('endstream', skipBlanks(text, declared))
          ? declared
          : trimEol(text, text.lastIndexOf('endstream', end));
      object.stream = pdf.subarray(dataStart, Math.max(dataStart, dataEnd));
    }
    objects.set(Number(match[1]), object);
    header.lastIndex = end;
  }
  // Objects packed in object streams (PDF 1.5+): "num offset" pairs, then the objects from /First on.
  for (const object of [...objects.values()]) {
    if (!/\/Type\s*\/ObjStm\b/.test(object.dict)) continue;
    const data = decodeStream(object)?.toString('latin1');
    const count = Number(/\/N\s+(\d+)/.exec(object.dict)?.[1] ?? 0);
    const first = Number(/\/First\s+(\d+)/.exec(object.dict)?.[1] ?? 0);
    if (!data || !count) continue;
    const pairs = data.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i < count; i++) {
      const num = pairs[2 * i];
      const offset = pairs[2 * i + 1];
      if (num === undefined || offset === undefined || objects.has(num)) continue;
      const next = pairs[2 * i + 3];
      objects.set(num, { dict: data.slice(first + offset, next === undefined ? undefined : first + next) });
    }
  }
  return objects;
}

function skipBlanks(text: string, at: number): number {
  let i = at;
  while (i < text.length && /\s/.test(text[i] as string)) i++;
  return i;
}

function trimEol(text: string, at: number): number {
  let end = at;
  if (text[end - 1] === '\n') end--;
  if (text[end - 1] === '\r') end--;
  return end;
}

const refs = (value: string): number[] => [...value.matchAll(/(\d+)\s+\d+\s+R/g)].map((m) => Number(m[1]));

/** Page content streams in reading order: the page tree from the catalog, or every page object. */
function pageContents(objects: Map<number, PdfObject>): number[] {
  const pages: number[] = [];
  const seen = new Set<number>();
  const walk = (num: number) => {
    if (seen.has(num)) return;
    seen.add(num);
    const dict = objects.get(num)?.dict ?? '';
    if (/\/Type\s*\/Pages\b/.test(dict)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? '';
      for (const kid of refs(kids)) walk(kid);
    } else if (/\/Type\s*\/Page\b/.test(dict)) pages.push(num);
  };
  for (const [num, object] of objects) {
    if (!/\/Type\s*\/Catalog\b/.test(object.dict)) continue;
    const root = /\/Pages\s+(\d+)\s+\d+\s+R/.exec(object.dict)?.[1];
    if (root) walk(Number(root));
    seen.add(num);
  }
  if (pages.length === 0)
    for (const [num, object] of objects) if (/\/Type\s*\/Page\b/.test(object.dict)) pages.push(num);
  const contents: number[] = [];
  for (const page of pages) {
    const dict = objects.get(page)?.dict ?? '';
    const value = /\/Contents\s*(\[[^\]]*\]|\d+\s+\d+\s+R)/.exec(dict)?.[1] ?? '';
    for (const num of refs(value)) {
      // A /Contents reference may name an array object of further references.
      const target = objects.get(num);
      if (target && !target.stream) contents.push(...refs(target.dict));
      else contents.push(num);
    }
  }
  return contents;
}

interface Font {
  map: Map<number, string> | null;
  bytes: 1 | 2;
}

function utf16(hex: string): string {
  let text = '';
  for (let i = 0; i + 4 <= hex.length; i += 4)
    text += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
  if (hex.length === 2) text += String.fromCharCode(Number.parseInt(hex, 16));
  return text;
}

function parseCMap(cmap: string): Font {
  const map = new Map<number, string>();
  const range = /begincodespacerange\s*<([0-9A-Fa-f]+)>/.exec(cmap);
  const bytes = range && (range[1] as string).length >= 4 ? 2 : 1;
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, source, target] of (block[1] as string).matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g))
      map.set(Number.parseInt(source as string, 16), utf16(target as string));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] as string;
    for (const [, lo, hi, target] of body.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]*>|\[[^\]]*\])/g,
    )) {
      const low = Number.parseInt(lo as string, 16);
      const high = Math.min(Number.parseInt(hi as string, 16), low + 0xffff);
      if ((target as string).startsWith('[')) {
        const items = [...(target as string).matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => utf16(m[1] as string));
        items.forEach((item, i) => {
          if (low + i <= high) map.set(low + i, item);
        });
      } else {
        const base = utf16((target as string).slice(1, -1));
        const head = base.slice(0, -1);
        const last = base.charCodeAt(base.length - 1);
        for (let code = low; code <= high; code++)
          map.set(code, head + String.fromCharCode(last + code - low));
      }
    }
  }
  return { map, bytes };
}

/** Font resource names (/F1 …) to their decoding, collected over every /Font resource dictionary. */
function fonts(objects: Map<number, PdfObject>): Map<string, Font> {
  const byName = new Map<string, Font>();
  const fontOf = (num: number): Font => {
    const dict = objects.get(num)?.dict ?? '';
    const toUnicode = /\/ToUnicode\s+(\d+)\s+\d+\s+R/.exec(dict)?.[1];
    const twoBytes = /\/Subtype\s*\/Type0\b/.test(dict);
    const cmapObject = toUnicode ? objects.get(Number(toUnicode)) : undefined;
    const cmap = cmapObject ? decodeStream(cmapObject)?.toString('latin1') : undefined;
    if (cmap) {
      const parsed = parseCMap(cmap);
      return { map: parsed.map, bytes: twoBytes ? 2 : parsed.bytes };
    }
    return { map: null, bytes: twoBytes ? 2 : 1 };
  };
  const addPairs = (entries: string) => {
    for (const [, name, num] of entries.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+\d+\s+R/g))
      byName.set(name as string, fontOf(Number(num)));
  };
  for (const object of objects.values()) {
    for (const match of object.dict.matchAll(/\/Font\s*(<<([^<>]*)>>|(\d+)\s+\d+\s+R)/g)) {
      if (match[2] !== undefined) addPairs(match[2]);
      else addPairs(objects.get(Number(match[3]))?.dict.replace(/^\s*<<|>>\s*$/g, '') ?? '');
    }
  }
  return byName;
}

/** WinAnsi differs from Latin-1 in 0x80–0x9F; these are the ones text uses. */
const WIN_ANSI: Record<number, string> = {
  128: '€',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
};

function decodeText(bytes: string, font: Font | undefined): string {
  if (font?.map) {
    let text = '';
    const step = font.bytes;
    for (let i = 0; i + step <= bytes.length; i += step) {
      const code = step === 2 ? (bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1) : bytes.charCodeAt(i);
      text += font.map.get(code) ?? '';
    }
    return text;
  }
  // Two-byte codes without a map are glyph ids: no text can be recovered from them.
  if (font?.bytes === 2) return '';
  let text = '';
  for (const char of bytes) text += WIN_ANSI[char.charCodeAt(0)] ?? char;
  return text;
}

type Token =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'other'; value: string };

const DELIMITER = /[\s()<>[\]{}/%]/;

function literalString(text: string, from: number): [string, number] {
  let depth = 1;
  let value = '';
  let i = from;
  while (i < text.length && depth > 0) {
    const char = text[i] as string;
    if (char === '\\') {
      const next = text[i + 1] ?? '';
      const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
      if (next in escapes) {
        value += escapes[next];
        i += 2;
      } else if (/[0-7]/.test(next)) {
        const octal = /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4))?.[0] ?? '0';
        value += String.fromCharCode(Number.parseInt(octal, 8) & 0xff);
        i += 1 + octal.length;
      } else if (next === '\r' || next === '\n') {
        i += next === '\r' && text[i + 2] === '\n' ? 3 : 2;
      } else {
        value += next;
        i += 2;
      }
      continue;
    }
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (depth > 0) value += char;
    i++;
  }
  return [value, i];
}

/** The text a content stream shows, with line breaks where the text moves to a new line. */
function contentText(content: string, fontsByName: Map<string, Font>): string {
  let out = '';
  let font: Font | undefined;
  let operands: Token[] = [];
  /** The array being read, and the last one completed: TJ's operand. */
  let open: Token[] | null = null;
  let array: Token[] | null = null;
  let lastY: number | null = null;
  const newline = () => {
    if (out && !out.endsWith('\n')) out += '\n';
  };
  const space = () => {
    if (out && !/\s$/.test(out)) out += ' ';
  };
  const push = (token: Token) => {
    if (open) open.push(token);
    else operands.push(token);
  };
  let i = 0;
  while (i < content.length) {
    const char = content[i] as string;
    if (/\s/.test(char)) {
      i++;
    } else if (char === '%') {
      while (i < content.length && content[i] !== '\n' && content[i] !== '\r') i++;
    } else if (char === '(') {
      const [value, next] = literalString(content, i + 1);
      push({ kind: 'string', value });
      i = next;
    } else if (content.startsWith('<<', i) || content.startsWith('>>', i)) {
      i += 2;
    } else if (char === '<') {
      const end = content.indexOf('>', i);
      const hex = content.slice(i + 1, end < 0 ? content.length : end).replace(/\s+/g, '');
      const padded = hex.length % 2 ? `${hex}0` : hex;
      push({ kind: 'string', value: Buffer.from(padded, 'hex').toString('latin1') });
      i = end < 0 ? content.length : end + 1;
    } else if (char === '[') {
      open = [];
      i++;
    } else if (char === ']') {
      array = open;
      open = null;
      i++;
    } else {
      let end = i + 1;
      while (end < content.length && !DELIMITER.test(content[end] as string)) end++;
      const word = content.slice(i, end);
      i = end;
      if (char === '/') {
        push({ kind: 'other', value: word });
        continue;
      }
      const number = Number(word);
      if (!Number.isNaN(number) && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
        push({ kind: 'number', value: number });
        continue;
      }
      // An operator.
      const numbers = operands.filter((t): t is Extract<Token, { kind: 'number' }> => t.kind === 'number');
      const strings = operands.filter((t): t is Extract<Token, { kind: 'string' }> => t.kind === 'string');
      switch (word) {
        case 'Tf': {
          const name = operands
            .filter((t): t is Extract<Token, { kind: 'other' }> => t.kind === 'other')
            .find((t) => t.value.startsWith('/'))
            ?.value.slice(1);
          font = name ? fontsByName.get(name) : undefined;
          break;
        }
        case 'Tj':
          out += decodeText(strings.at(-1)?.value ?? '', font);
          break;
        case "'":
        case '"':
          newline();
          out += decodeText(strings.at(-1)?.value ?? '', font);
          break;
        case 'TJ':
          for (const item of array ?? []) {
            if (item.kind === 'string') out += decodeText(item.value, font);
            // A large negative adjustment (thousandths of the font size) is a word gap.
            else if (item.kind === 'number' && item.value < -180) space();
          }
          break;
        case 'Td':
        case 'TD': {
          const [x = 0, y = 0] = numbers.slice(-2).map((t) => t.value);
          if (Math.abs(y) > 0.01) newline();
          else if (x > 0) space();
          break;
        }
        case 'T*':
          newline();
          break;
        case 'Tm': {
          const y = numbers.at(-1)?.value ?? 0;
          if (lastY !== null && Math.abs(y - lastY) > 0.01) newline();
          else if (lastY !== null) space();
          lastY = y;
          break;
        }
        case 'ET':
          space();
          break;
        case 'BI': {
          // Inline image data is binary: skip to its end marker.
          const end = content.indexOf('EI', content.indexOf('ID', i));
          i = end < 0 ? content.length : end + 2;
          break;
        }
      }
      operands = [];
      array = null;
    }
  }
  return out;
}

export function pdfText(pdf: Buffer): string {
  const objects = parseObjects(pdf);
  const fontsByName = fonts(objects);
  const pages: string[] = [];
  for (const num of pageContents(objects)) {
    const object = objects.get(num);
    const content = object ? decodeStream(object) : null;
    if (content) pages.push(contentText(content.toString('latin1'), fontsByName));
  }
  return pages
    .join('\n\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
