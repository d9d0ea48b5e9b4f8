import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { deletedAnswerSchema, serverTexts, texts, UPLOAD_MAX_FILES, uploadAnswerSchema } from '@ccnl/core';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type Database, type NewDocument, vectorStoreIdFor } from '../db/database.js';
import { sendError } from '../http/errors.js';
import { documentOnly } from '../http/openapi.js';
import { indexDocument } from '../kb/documents.js';
import { type Extracted, type ExtractionLimits, Refusal, type RefusalReason } from './extraction.js';
import { contentMatches, DOCUMENT_TYPES, type DocumentType, extensionOf, KIND_OF } from './file-types.js';
import { createExtractor } from './pool.js';
import { displayName, PARTIAL_SUFFIX, removeStoredFiles, sameSecret } from './storage.js';

export const FIREWALL_HEADER = 'x-firewall-pass';

export interface DocumentDeps {
  db: Database;
  /** `${dataDir}/documents`, prepared by `prepareDocumentsDir`. */
  dir: string;
  firewallKey: string;
  maxFileMb: number;
  /** Bounds of reading one file (defaults in `extraction.ts`). */
  limits?: Partial<ExtractionLimits>;
}

const TYPE_LIST = Object.keys(DOCUMENT_TYPES).join(', ');

/** A refusal decided while reading the upload, answered as its status and message. */
class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Received {
  temp: string;
  fileName: string;
  size: number;
}

const fileIdParams = z.object({ fileId: z.string().min(1).max(200) });

/** `POST api/upload-documents` and `DELETE api/delete-document/{fileId}` (spec §7), behind the auth guard. */
export async function registerDocumentRoutes(api: FastifyInstance, deps: DocumentDeps): Promise<void> {
  const { db, dir } = deps;
  const maxBytes = Math.floor(deps.maxFileMb * 1024 * 1024);
  const extractor = createExtractor(deps.limits);
  api.addHook('onClose', () => extractor.close());
  const limits = extractor.limits;

  /** A refusal of the reader, as the status and Italian message the client shows. */
  const refused = (reason: RefusalReason, name: string): UploadRefused => {
    switch (reason) {
      case 'too_much_text':
        return new UploadRefused(413, serverTexts.upload.tooMuchText(name, limits.maxChars));
      case 'inflated':
        return new UploadRefused(
          413,
          serverTexts.upload.inflated(name, Math.round(limits.maxInflatedBytes / 2 ** 20)),
        );
      case 'too_many_pages':
        return new UploadRefused(413, serverTexts.upload.tooManyPages(name, limits.maxPages));
      case 'memory':
        return new UploadRefused(413, serverTexts.upload.memory(name));
      case 'timeout':
        return new UploadRefused(422, serverTexts.upload.timeout(name, Math.round(limits.timeMs / 1000)));
      case 'wrong_type':
        return new UploadRefused(415, texts.upload.wrongType(name, TYPE_LIST));
      case 'busy':
        return new UploadRefused(429, serverTexts.upload.busy);
      case 'unreadable':
        return new UploadRefused(422, serverTexts.upload.unreadable(name));
    }
  };

  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: maxBytes,
        files: UPLOAD_MAX_FILES,
        fields: 4,
        parts: UPLOAD_MAX_FILES + 4,
        fieldSize: 1024,
        fieldNameSize: 100,
        headerPairs: 50,
      },
      // A file over the limit arrives truncated; the route answers 413 naming it.
      throwFileSizeLimit: false,
    });

    scope.post(
      '/api/upload-documents',
      {
        config: { firewall: true },
        schema: {
          summary: 'Carica fino a 3 documenti (PDF, DOCX, TXT) nella conversazione',
          consumes: ['multipart/form-data'],
          headers: documentOnly(z.object({ [FIREWALL_HEADER]: z.string() })),
          body: documentOnly(
            z.object({
              'files[]': z
                .array(z.string().meta({ format: 'binary' }))
                .min(1)
                .max(UPLOAD_MAX_FILES),
              session_id: z.string(),
            }),
          ),
          response: { 200: uploadAnswerSchema },
        },
      },
      async (request, reply) => {
        if (!sameSecret(request.headers[FIREWALL_HEADER], deps.firewallKey))
          return sendError(reply, 403, serverTexts.upload.firewall);
        if (!request.isMultipart()) return sendError(reply, 415, serverTexts.http.unsupportedMediaType);

        const received: Received[] = [];
        const stored: string[] = [];
        let done = false;
        let reading = true;
        const discard = async () => {
          await Promise.all(received.map((file) => rm(file.temp, { force: true })));
          if (!done) removeStoredFiles(dir, stored.splice(0));
        };
        try {
          let sessionId: string | undefined;
          const ownedSessionOrThrow = async (id: string) => {
            if (!(await db.sessions.findOwned(id, request.userId)))
              throw new UploadRefused(404, serverTexts.http.notFound);
            return id;
          };
          for await (const part of request.parts()) {
            if (part.type === 'field') {
              if (part.fieldname !== 'session_id')
                throw new UploadRefused(400, serverTexts.upload.unexpectedField(part.fieldname));
              // Known early (a client may send it first): refuse before receiving any file.
              sessionId = await ownedSessionOrThrow(String(part.value));
              if (
                (await db.documents.list(sessionId)).length + Math.max(received.length, 1) >
                UPLOAD_MAX_FILES
              )
                throw new UploadRefused(413, texts.upload.tooMany(UPLOAD_MAX_FILES));
              continue;
            }
            if (part.fieldname !== 'files[]' && part.fieldname !== 'files') {
              part.file.resume();
              throw new UploadRefused(400, serverTexts.upload.unexpectedField(part.fieldname));
            }
            const file: Received = {
              temp: join(dir, `${randomUUID()}${PARTIAL_SUFFIX}`),
              fileName: displayName(part.filename ?? ''),
              size: 0,
            };
            // Listed before the first byte is written, so that any failure removes it.
            received.push(file);
            part.file.on('data', (chunk: Buffer) => {
              file.size += chunk.length;
            });
            await pipeline(part.file, createWriteStream(file.temp, { flags: 'wx', mode: 0o600 }));
            if (part.file.truncated)
              throw new UploadRefused(413, texts.upload.tooLarge(file.fileName, deps.maxFileMb));
          }
          reading = false;
          if (!sessionId) throw new UploadRefused(400, serverTexts.upload.missingSession);
          await ownedSessionOrThrow(sessionId);
          if (received.length === 0) throw new UploadRefused(400, texts.upload.atLeastOne);
          // Spec §5: a name already uploaded, or given twice in this upload, refuses the whole upload.
          const names = new Set((await db.documents.list(sessionId)).map((d) => d.fileName));
          for (const file of received) {
            if (names.has(file.fileName)) throw new UploadRefused(409, texts.upload.alreadyUploaded);
            names.add(file.fileName);
          }
          if ((await db.documents.list(sessionId)).length + received.length > UPLOAD_MAX_FILES)
            throw new UploadRefused(413, texts.upload.tooMany(UPLOAD_MAX_FILES));

          const types = received.map((file) => extensionOf(file.fileName));
          for (const [index, file] of received.entries()) {
            const type = types[index];
            if (!type || !contentMatches(type, await head(file.temp)))
              throw new UploadRefused(415, texts.upload.wrongType(file.fileName, TYPE_LIST));
          }
          const documents: NewDocument[] = [];
          for (const [index, file] of received.entries()) {
            const type = types[index] as DocumentType;
            let extracted: Extracted;
            try {
              // Off this thread, within the limits: this request waits, the others do not.
              extracted = await extractor.extract(KIND_OF[type], file.temp);
            } catch (error) {
              if (error instanceof Refusal) throw refused(error.reason, file.fileName);
              throw error;
            }
            if (!extracted.blocks.length && !extracted.unreadPages.length)
              throw new UploadRefused(422, serverTexts.upload.noText(file.fileName));
            const storedName = randomUUID();
            await rename(file.temp, join(dir, storedName));
            stored.push(storedName);
            documents.push(newDocument(sessionId, request.userId, file, type, storedName, extracted));
          }
          // The limit is checked again where it is enforced: of two uploads racing for the last slot, one wins.
          if (!(await db.documents.addMany(documents, UPLOAD_MAX_FILES)))
            throw new UploadRefused(413, texts.upload.tooMany(UPLOAD_MAX_FILES));
          done = true;
          return {
            files: (await db.documents.list(sessionId)).map((d) => ({
              file_id: d.id,
              file_name: d.fileName,
            })),
            vector_store_id: vectorStoreIdFor(sessionId),
          };
        } catch (error) {
          // Cleaned up before answering: when the client reads the refusal, nothing of the upload is left.
          await discard();
          return refusal(reply, error, reading);
        } finally {
          await discard();
        }
      },
    );

    scope.delete(
      '/api/delete-document/:fileId',
      {
        schema: {
          summary: 'Elimina un documento caricato e il suo testo',
          params: fileIdParams,
          response: { 200: deletedAnswerSchema },
        },
      },
      async (request, reply) => {
        const { fileId } = request.params as z.infer<typeof fileIdParams>;
        const document = await db.documents.findOwned(fileId, request.userId);
        if (!document || !(await db.documents.delete(document.id)))
          return sendError(reply, 404, serverTexts.http.notFound);
        removeStoredFiles(dir, [document.storedName]);
        return { deleted: true };
      },
    );
  });
}

function newDocument(
  sessionId: string,
  userId: string,
  file: Received,
  type: DocumentType,
  storedName: string,
  extracted: Extracted,
): NewDocument {
  const id = randomUUID();
  // Indexed once, here: the agents load this, they never index the text again.
  const { passages, index } = indexDocument(id, file.fileName, extracted.blocks);
  return {
    id,
    sessionId,
    userId,
    fileName: file.fileName,
    storedName,
    mime: DOCUMENT_TYPES[type],
    size: file.size,
    text: extracted.blocks.map((b) => b.text).join('\n\n'),
    passages,
    searchIndex: index,
    pages: extracted.pages,
    unreadPages: extracted.unreadPages,
  };
}

/** The first bytes of a received file, enough to recognise its type. */
async function head(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(8);
    const { bytesRead } = await file.read(buffer, 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function refusal(reply: FastifyReply, error: unknown, reading: boolean): FastifyReply {
  if (error instanceof UploadRefused) return sendError(reply, error.status, error.message);
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (code === 'FST_FILES_LIMIT') return sendError(reply, 413, texts.upload.tooMany(UPLOAD_MAX_FILES));
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return sendError(reply, 413, serverTexts.http.tooLarge);
  // Malformed or cut-off multipart data is the client's doing (an abort, a bad body): a 400, not a 500.
  // A file-system failure while receiving is ours, and goes to the generic handler like any other.
  if (reading && syscall === undefined) return sendError(reply, 400, serverTexts.http.badRequest);
  throw error;
}
