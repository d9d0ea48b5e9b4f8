import { texts } from '../strings/spec.js';

/** Files per conversation (spec §5, §9). */
export const UPLOAD_MIN_FILES = 1;
export const UPLOAD_MAX_FILES = 3;
/** The default size limit of one file, in MB, and the default accepted types (spec §3 "Configuration"). */
export const UPLOAD_MAX_MB = 10;
export const UPLOAD_TYPES = ['.pdf', '.docx', '.txt'] as const;

export interface UploadRules {
  uploadTypes: readonly string[];
  uploadLimit: number;
  /** In MB. */
  MAX_FILE_SIZE: number;
}

/** The upload settings a configuration without its own gets. */
export const DEFAULT_UPLOAD_RULES: UploadRules = {
  uploadTypes: UPLOAD_TYPES,
  uploadLimit: UPLOAD_MAX_FILES,
  MAX_FILE_SIZE: UPLOAD_MAX_MB,
};

export interface CandidateFile {
  name: string;
  size: number;
}

export type UploadCheck = { ok: true } | { ok: false; error: string };

/** Maximum file size in bytes: the configured MB × 1024 × 1024 (spec §5). */
export const maxFileBytes = (rules: Pick<UploadRules, 'MAX_FILE_SIZE'>): number =>
  rules.MAX_FILE_SIZE * 1024 * 1024;

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Checks files to add against those already uploaded. On any error nothing is added: a duplicate name
 * (already uploaded, or twice in this upload),
 * fewer than the minimum, more than the maximum, a file too large, or a type not allowed.
 */
export function validateUpload(
  existing: readonly { file_name: string }[],
  added: readonly CandidateFile[],
  rules: UploadRules,
): UploadCheck {
  const names = new Set(existing.map((file) => file.file_name));
  // A name given twice in the same upload is a name already uploaded by the time the second one is added.
  for (const file of added) {
    if (names.has(file.name)) return { ok: false, error: texts.upload.alreadyUploaded };
    names.add(file.name);
  }
  if (existing.length + added.length < UPLOAD_MIN_FILES || added.length === 0) {
    return { ok: false, error: texts.upload.atLeastOne };
  }
  const max = Math.min(UPLOAD_MAX_FILES, rules.uploadLimit);
  if (existing.length + added.length > max) return { ok: false, error: texts.upload.tooMany(max) };
  const types = rules.uploadTypes.map((type) => type.toLowerCase());
  for (const file of added) {
    if (types.length && !types.includes(extension(file.name))) {
      return { ok: false, error: texts.upload.wrongType(file.name, rules.uploadTypes.join(', ')) };
    }
    if (file.size > maxFileBytes(rules))
      return { ok: false, error: texts.upload.tooLarge(file.name, rules.MAX_FILE_SIZE) };
  }
  return { ok: true };
}
