import { randomUUID } from 'node:crypto';
import type { Connection } from '@ccnl/storage';
import {
  type MessageRecord,
  type MessageUpdate,
  type NewMessage,
  type Row,
  type SessionRecord,
  toMessage,
  toSession,
} from './records.js';

/** Conversations and their messages. */
export interface SessionsRepository {
  create(userId: string): Promise<SessionRecord>;
  /** The session only when `userId` owns it: someone else's session looks exactly like a missing one. */
  findOwned(sessionId: string, userId: string): Promise<SessionRecord | undefined>;
  latestId(userId: string): Promise<string | null>;
  /** Sessions with a title, most recently updated first. */
  recent(userId: string, limit: number): Promise<SessionRecord[]>;
  /** Appends a message at the end of its session and touches the session (title from the first question). */
  appendMessage(message: NewMessage): Promise<MessageRecord>;
  updateMessage(id: string, update: MessageUpdate): Promise<void>;
  /** Whether `messageId` is an answer in one of `userId`'s sessions. */
  findOwnedAnswer(messageId: string, userId: string): Promise<boolean>;
  deleteMessage(id: string): Promise<void>;
  /** Messages oldest first; `limit` keeps the last N; `agentName` keeps one agent's messages. */
  history(sessionId: string, options?: { limit?: number; agentName?: string }): Promise<MessageRecord[]>;
  /** The content of the session's latest `categories` entry, if any. */
  lastCategories(sessionId: string): Promise<string | null>;
  /** The session's latest answer with text, which carries its references and follow-up questions. */
  lastAnswer(sessionId: string): Promise<MessageRecord | undefined>;
  /** Deletes the session with its messages, documents and payslip fields; false when there was nothing to delete. */
  delete(sessionId: string): Promise<boolean>;
}

const TITLE_MAX_CHARS = 80;

/** The sidebar title: the first question on one line, cut at a word boundary near 80 characters. */
function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_MAX_CHARS) return line;
  const cut = line.slice(0, TITLE_MAX_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

// `rowid` breaks ties between equal timestamps: SQLite's own, an identity column of the same name on PostgreSQL.
export function sessionsRepository(db: Connection, now: () => string): SessionsRepository {
  return {
    async create(userId) {
      const id = randomUUID();
      const at = now();
      await db.run(
        "INSERT INTO sessions (id, user_id, title, agent_name, created_at, updated_at) VALUES (?, ?, '', NULL, ?, ?)",
        [id, userId, at, at],
      );
      return { id, userId, title: '', agentName: null, createdAt: at, updatedAt: at, version: 0 };
    },

    async findOwned(sessionId, userId) {
      const row = await db.get<Row>('SELECT * FROM sessions WHERE id = ? AND user_id = ?', [
        sessionId,
        userId,
      ]);
      return row ? toSession(row) : undefined;
    },

    async latestId(userId) {
      const row = await db.get<Row>(
        'SELECT id FROM sessions WHERE user_id = ? ORDER BY updated_at DESC, rowid DESC LIMIT 1',
        [userId],
      );
      return row ? String(row.id) : null;
    },

    async recent(userId, limit) {
      const rows = await db.all<Row>(
        "SELECT * FROM sessions WHERE user_id = ? AND title <> '' ORDER BY updated_at DESC, rowid DESC LIMIT ?",
        [userId, limit],
      );
      return rows.map(toSession);
    },

    appendMessage(message) {
      return db.transaction(async (tx) => {
        const at = now();
        // The session first: on PostgreSQL its row lock makes appends to one session take turns, so two
        // replicas never compute the same next seq.
        await tx.run(
          `UPDATE sessions SET updated_at = ?, version = version + 1,
             agent_name = COALESCE(?, agent_name),
             title = CASE WHEN title = '' AND CAST(? AS TEXT) <> '' THEN CAST(? AS TEXT) ELSE title END
           WHERE id = ?`,
          [
            at,
            message.role === 'categories' ? null : message.agentName,
            ...Array(2).fill(message.role === 'user' ? titleFrom(message.content) : ''),
            message.sessionId,
          ],
        );
        const row = await tx.get<Row>(
          `INSERT INTO messages (id, session_id, seq, role, content, agent_name, related_questions, riferimenti,
             show_action, modified, calcola_field, created_at)
           VALUES (?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM messages WHERE session_id = ?),
             ?, ?, ?, ?, ?, ?, 0, ?, ?)
           RETURNING *`,
          [
            randomUUID(),
            message.sessionId,
            message.sessionId,
            message.role,
            message.content,
            message.agentName,
            JSON.stringify(message.relatedQuestions ?? []),
            JSON.stringify(message.riferimenti ?? []),
            message.showAction ? 1 : 0,
            JSON.stringify(message.calcolaField ?? false),
            at,
          ],
        );
        if (!row) throw new Error('message insert returned no row');
        return toMessage(row);
      });
    },

    async updateMessage(id, update) {
      await db.transaction(async (tx) => {
        const row = await tx.get<Row>(
          `UPDATE messages SET content = ?,
             related_questions = COALESCE(?, related_questions),
             riferimenti = COALESCE(?, riferimenti)
           WHERE id = ? RETURNING session_id`,
          [
            update.content,
            update.relatedQuestions ? JSON.stringify(update.relatedQuestions) : null,
            update.riferimenti ? JSON.stringify(update.riferimenti) : null,
            id,
          ],
        );
        if (row)
          await tx.run('UPDATE sessions SET updated_at = ?, version = version + 1 WHERE id = ?', [
            now(),
            String(row.session_id),
          ]);
      });
    },

    async findOwnedAnswer(messageId, userId) {
      const row = await db.get<Row>(
        `SELECT m.id FROM messages m JOIN sessions s ON s.id = m.session_id
         WHERE m.id = ? AND s.user_id = ? AND m.role = 'assistant'`,
        [messageId, userId],
      );
      return row !== undefined;
    },

    async deleteMessage(id) {
      await db.transaction(async (tx) => {
        const row = await tx.get<Row>('DELETE FROM messages WHERE id = ? RETURNING session_id', [id]);
        if (row)
          await tx.run('UPDATE sessions SET version = version + 1 WHERE id = ?', [String(row.session_id)]);
      });
    },

    async history(sessionId, options = {}) {
      // An assistant row is created empty when its answer starts; until text arrives it is not history.
      const params: unknown[] = [sessionId];
      let filter = '';
      if (options.agentName !== undefined) {
        filter = ' AND agent_name = ?';
        params.push(options.agentName);
      }
      let limit = '';
      if (options.limit !== undefined) {
        limit = ' LIMIT ?';
        params.push(options.limit);
      }
      const rows = await db.all<Row>(
        `SELECT * FROM (
           SELECT * FROM messages
           WHERE session_id = ?${filter} AND NOT (role = 'assistant' AND content = '')
           ORDER BY seq DESC${limit}
         ) AS latest ORDER BY seq ASC`,
        params,
      );
      return rows.map(toMessage);
    },

    async lastCategories(sessionId) {
      const row = await db.get<Row>(
        "SELECT content FROM messages WHERE session_id = ? AND role = 'categories' ORDER BY seq DESC LIMIT 1",
        [sessionId],
      );
      return row ? String(row.content) : null;
    },

    async lastAnswer(sessionId) {
      const row = await db.get<Row>(
        "SELECT * FROM messages WHERE session_id = ? AND role = 'assistant' AND content <> '' ORDER BY seq DESC LIMIT 1",
        [sessionId],
      );
      return row ? toMessage(row) : undefined;
    },

    async delete(sessionId) {
      return (await db.run('DELETE FROM sessions WHERE id = ?', [sessionId])).changes > 0;
    },
  };
}
