import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Files being received end in this suffix until they are checked and stored. */
export const PARTIAL_SUFFIX = '.upload';

export function documentsDir(dataDir: string): string {
  return join(dataDir, 'documents');
}

/**
 * Creates the documents folder (owner-only) and removes files a crash left half-received: an upload that
 * did not finish leaves nothing behind, even across a restart.
 */
export function prepareDocumentsDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const name of readdirSync(dir))
    if (name.endsWith(PARTIAL_SUFFIX)) rmSync(join(dir, name), { force: true });
}

/** Removes stored files by their generated names; a file already gone is not an error. */
export function removeStoredFiles(dir: string, storedNames: readonly string[]): void {
  for (const name of storedNames) rmSync(join(dir, name), { force: true });
}

/** Constant-time comparison of a presented secret with the configured one, whatever their lengths. */
export function sameSecret(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

const MAX_NAME_CHARS = 200;

/**
 * The client's file name as people will see it: no folders, no control characters, a bounded length.
 * It is never used as a path: files are stored under generated names.
 */
export function displayName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .trim();
  if (clean.length <= MAX_NAME_CHARS) return clean || 'documento';
  // Cut the middle, so that the extension (what the type check reads) survives.
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return `${clean.slice(0, MAX_NAME_CHARS - extension.length)}${extension}`;
}
