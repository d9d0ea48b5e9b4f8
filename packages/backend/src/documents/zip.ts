import { inflateRawSync } from 'node:zlib';

/**
 * Just enough of the ZIP format to read one entry of a .docx: the central directory, stored and deflated
 * entries. No ZIP64, no encryption: a .docx never needs them.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record sits in the last 22 bytes plus a comment of at most 65,535. */
const END_SEARCH_BYTES = 22 + 0xffff;

export const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function entries(zip: Buffer): Entry[] | null {
  const from = Math.max(0, zip.length - END_SEARCH_BYTES);
  let end = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const list: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== DIRECTORY_ENTRY) return null;
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    list.push({
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      size: zip.readUInt32LE(offset + 24),
      localOffset: zip.readUInt32LE(offset + 42),
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return list;
}

/** Whether `zip` is a readable archive holding an entry called `name`. */
export function hasZipEntry(zip: Buffer, name: string): boolean {
  try {
    return entries(zip)?.some((entry) => entry.name === name) ?? false;
  } catch {
    return false;
  }
}

/**
 * The bytes of entry `name`, or null when it is missing or unreadable. `maxBytes` bounds the inflated size,
 * so a zip bomb costs at most that much memory.
 */
export function readZipEntry(zip: Buffer, name: string, maxBytes: number): Buffer | null {
  try {
    const entry = entries(zip)?.find((candidate) => candidate.name === name);
    if (!entry || entry.size > maxBytes) return null;
    const at = entry.localOffset;
    if (zip.readUInt32LE(at) !== LOCAL_HEADER) return null;
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) return Buffer.from(data);
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: maxBytes });
    return null;
  } catch {
    return null;
  }
}
