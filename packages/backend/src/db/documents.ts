import { randomUUID } from 'node:crypto';
import type { Connection, Queryable } from '@ccnl/storage';
import {
  type DocumentRecord,
  forUpdate,
  type NewDocument,
  type Row,
  sessionOfVectorStore,
  toDocument,
  type VectorStoreDocument,
} from './records.js';

/** Uploaded documents, their text, passages and search index. */
export interface DocumentsRepository {
  add(document: NewDocument): Promise<DocumentRecord>;
  /**
   * Stores the documents of one upload in one transaction, or none of them (null) when the session would
   * then hold more than `maxPerSession`: of two uploads racing for the last slot, exactly one wins.
   */
  addMany(documents: NewDocument[], maxPerSession: number): Promise<DocumentRecord[] | null>;
  /** The session's documents, oldest first. */
  list(sessionId: string): Promise<DocumentRecord[]>;
  /** The document only when `userId` owns it; someone else's looks exactly like a missing one. */
  findOwned(id: string, userId: string): Promise<DocumentRecord | undefined>;
  /** Deletes the row and its text; false when there was nothing to delete. The file is the caller's. */
  delete(id: string): Promise<boolean>;
  /**
   * The texts behind a `vector_store_id`, only when it names a session of `userId`; anything else (unknown,
   * malformed, someone else's) gives an empty list.
   */
  forVectorStore(vectorStoreId: string, userId: string): Promise<VectorStoreDocument[]>;
}

const COLUMNS = 'id, session_id, user_id, file_name, stored_name, mime, size, created_at';

export function documentsRepository(db: Connection, now: () => string): DocumentsRepository {
  async function insert(tx: Queryable, document: NewDocument): Promise<DocumentRecord> {
    const record: DocumentRecord = {
      id: document.id ?? randomUUID(),
      sessionId: document.sessionId,
      userId: document.userId,
      fileName: document.fileName,
      storedName: document.storedName,
      mime: document.mime,
      size: document.size,
      createdAt: now(),
    };
    await tx.run(
      `INSERT INTO documents (id, session_id, user_id, file_name, stored_name, mime, size, text, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        record.id,
        record.sessionId,
        record.userId,
        record.fileName,
        record.storedName,
        record.mime,
        record.size,
        document.text,
        record.createdAt,
      ],
    );
    if (document.passages !== undefined && document.searchIndex !== undefined)
      await tx.run(
        `INSERT INTO document_indexes (document_id, pages, unread_pages, passages, search_index)
         VALUES (?, ?, ?, ?, ?)`,
        [
          record.id,
          document.pages ?? 0,
          JSON.stringify(document.unreadPages ?? []),
          document.passages,
          document.searchIndex,
        ],
      );
    return record;
  }

  return {
    add(document) {
      return db.transaction((tx) => insert(tx, document));
    },

    addMany(documents, maxPerSession) {
      return db.transaction(async (tx) => {
        const perSession = new Map<string, number>();
        for (const document of documents)
          perSession.set(document.sessionId, (perSession.get(document.sessionId) ?? 0) + 1);
        // Sessions in a fixed order, each locked before it is counted: racing uploads on any replica take turns.
        for (const [sessionId, added] of [...perSession].sort(([a], [b]) => (a < b ? -1 : 1))) {
          await tx.get(`SELECT id FROM sessions WHERE id = ?${forUpdate(tx)}`, [sessionId]);
          const stored = await tx.get<{ n: number }>(
            'SELECT COUNT(*) AS n FROM documents WHERE session_id = ?',
            [sessionId],
          );
          if (Number(stored?.n ?? 0) + added > maxPerSession) return null;
        }
        const records: DocumentRecord[] = [];
        for (const document of documents) records.push(await insert(tx, document));
        return records;
      });
    },

    async list(sessionId) {
      const rows = await db.all<Row>(
        `SELECT ${COLUMNS} FROM documents WHERE session_id = ? ORDER BY created_at, rowid`,
        [sessionId],
      );
      return rows.map(toDocument);
    },

    async findOwned(id, userId) {
      const row = await db.get<Row>(`SELECT ${COLUMNS} FROM documents WHERE id = ? AND user_id = ?`, [
        id,
        userId,
      ]);
      return row ? toDocument(row) : undefined;
    },

    async delete(id) {
      return (await db.run('DELETE FROM documents WHERE id = ?', [id])).changes > 0;
    },

    async forVectorStore(vectorStoreId, userId) {
      const sessionId = sessionOfVectorStore(vectorStoreId);
      if (sessionId === null) return [];
      const rows = await db.all<Row>(
        `SELECT d.id, d.file_name, COALESCE(i.pages, 0) AS pages, COALESCE(i.unread_pages, '[]') AS unread_pages
         FROM documents d JOIN sessions s ON s.id = d.session_id
         LEFT JOIN document_indexes i ON i.document_id = d.id
         WHERE d.session_id = ? AND s.user_id = ? ORDER BY d.created_at, d.rowid`,
        [sessionId, userId],
      );
      return rows.map((row) => ({
        fileId: String(row.id),
        fileName: String(row.file_name),
        pages: Number(row.pages),
        unreadPages: JSON.parse(String(row.unread_pages)) as number[],
        load: async () => {
          const stored = await db.get<Row>(
            'SELECT passages, search_index FROM document_indexes WHERE document_id = ?',
            [String(row.id)],
          );
          if (stored) return { passages: String(stored.passages), index: String(stored.search_index) };
          const document = await db.get<Row>('SELECT text FROM documents WHERE id = ?', [String(row.id)]);
          return { text: String(document?.text ?? '') };
        },
      }));
    },
  };
}
