import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Riferimento, Role } from '@ccnl/core';
import { migrate } from './migrations.js';

/**
 * The one data-access module: every SQL statement of the backend lives in this folder, behind functions
 * that speak in records, so that a PostgreSQL dialect can replace it without touching the routes.
 */

export interface UserRecord {
  id: string;
  ticket: string;
  name: string;
  email: string;
  crmid: string;
  customerType: string;
  roles: { pos: string }[];
  /**
   * Read: the customer's available credit (purchased - consumed in the ledger). Seeded: the credit bought
   * when the customer's account is first created.
   */
  credit: number;
}

/** A customer of the consumption service: one CRMID, the roles of its users, its ledger totals. */
export interface CustomerRecord {
  crmid: string;
  customerType: string;
  roles: { pos: string }[];
  purchased: number;
  consumed: number;
  available: number;
}

export interface ConsumptionItem {
  key: string;
  quantity: number;
  productId: string;
}

export type ConsumptionOutcome =
  /** Debited now; `answer` is what was stored for these keys. */
  | { status: 'registered'; answer: string }
  /** Every key was registered before: the original answer, nothing debited again. */
  | { status: 'replayed'; answer: string }
  /** Not enough credit: nothing debited, nothing stored. */
  | { status: 'insufficient'; customer: CustomerRecord };

export interface SessionRecord {
  id: string;
  userId: string;
  title: string;
  agentName: string | null;
  createdAt: string;
  updatedAt: string;
  /** Changes whenever the session's messages change. */
  version: number;
}

export interface MessageRecord {
  id: string;
  sessionId: string;
  seq: number;
  role: Role;
  content: string;
  agentName: string | null;
  relatedQuestions: string[];
  riferimenti: Riferimento[];
  showAction: boolean;
  modified: boolean;
  calcolaField: boolean | string;
  createdAt: string;
}

interface NewMessage {
  sessionId: string;
  role: Role;
  content: string;
  agentName: string | null;
  relatedQuestions?: string[];
  riferimenti?: Riferimento[];
  showAction?: boolean;
  calcolaField?: boolean | string;
}

/** A stored document. Its text is read only by the agents, through `documentsForVectorStore`. */
export interface DocumentRecord {
  /** The `file_id` clients see. */
  id: string;
  sessionId: string;
  userId: string;
  /** The client's file name, shown to people only: never part of a path. */
  fileName: string;
  /** The generated name of the file under `${dataDir}/documents/`. */
  storedName: string;
  mime: string;
  size: number;
  createdAt: string;
}

export interface NewDocument {
  /** Generated when absent. */
  id?: string;
  sessionId: string;
  userId: string;
  fileName: string;
  storedName: string;
  mime: string;
  size: number;
  /** The extracted text. */
  text: string;
  /** Its passages and search index (JSON), made once at upload. */
  passages?: string;
  searchIndex?: string;
  /** PDF pages, and the scanned ones that could not be read. */
  pages?: number;
  unreadPages?: number[];
}

/** A document as the agents get it: its index is read only when asked for (and then cached by the caller). */
export interface VectorStoreDocument {
  fileId: string;
  fileName: string;
  pages: number;
  unreadPages: number[];
  stored(): { passages: string; index: string } | { text: string };
}

const VECTOR_STORE_PREFIX = 'vs_';

/** The conversation's document store id, as upload answers it and clients send it back with each message. */
export function vectorStoreIdFor(sessionId: string): string {
  return `${VECTOR_STORE_PREFIX}${sessionId}`;
}

interface MessageUpdate {
  content: string;
  relatedQuestions?: string[];
  riferimenti?: Riferimento[];
}

export interface Database {
  /** Inserts the given users, or refreshes their profile and roles; a stored credit is kept. */
  upsertUsers(users: UserRecord[]): void;
  findUserByTicket(ticket: string): UserRecord | undefined;
  findUserById(id: string): UserRecord | undefined;
  findCustomer(crmid: string): CustomerRecord | undefined;
  /**
   * Debits the new items of one registration in one transaction: all of them or none. Keys already stored
   * for this customer are not debited again. `answerFor` builds the stored answer from the account after the
   * debit, inside the transaction, so that a replay returns exactly the original.
   */
  registerConsumption(
    crmid: string,
    items: ConsumptionItem[],
    answerFor: (customer: CustomerRecord, registered: ConsumptionItem[]) => string,
  ): ConsumptionOutcome;
  createSession(userId: string): SessionRecord;
  /** The session only when `userId` owns it: someone else's session looks exactly like a missing one. */
  findOwnedSession(sessionId: string, userId: string): SessionRecord | undefined;
  latestSessionId(userId: string): string | null;
  /** Sessions with a title, most recently updated first. */
  recentSessions(userId: string, limit: number): SessionRecord[];
  /** Appends a message at the end of its session and touches the session (title from the first question). */
  appendMessage(message: NewMessage): MessageRecord;
  updateMessage(id: string, update: MessageUpdate): void;
  deleteMessage(id: string): void;
  /** Messages oldest first; `limit` keeps the last N; `agentName` keeps one agent's messages. */
  history(sessionId: string, options?: { limit?: number; agentName?: string }): MessageRecord[];
  /** The content of the session's latest `categories` entry, if any. */
  lastCategories(sessionId: string): string | null;
  /** The session's latest answer with text, which carries its references and follow-up questions. */
  lastAnswer(sessionId: string): MessageRecord | undefined;
  /** Deletes the session with its messages, documents and payslip fields; false when there was nothing to delete. */
  deleteSession(sessionId: string): boolean;
  addDocument(document: NewDocument): DocumentRecord;
  /**
   * Stores the documents of one upload in one transaction, or none of them (null) when the session would
   * then hold more than `maxPerSession`: of two uploads racing for the last slot, exactly one wins.
   */
  addDocuments(documents: NewDocument[], maxPerSession: number): DocumentRecord[] | null;
  /** The session's documents, oldest first. */
  listDocuments(sessionId: string): DocumentRecord[];
  /** The document only when `userId` owns it; someone else's looks exactly like a missing one. */
  findOwnedDocument(id: string, userId: string): DocumentRecord | undefined;
  /** Deletes the row and its text; false when there was nothing to delete. The file is the caller's. */
  deleteDocument(id: string): boolean;
  /**
   * The texts behind a `vector_store_id`, only when it names a session of `userId`; anything else (unknown,
   * malformed, someone else's) gives an empty list.
   */
  documentsForVectorStore(vectorStoreId: string, userId: string): VectorStoreDocument[];
  /** The payslip fields the user edited in this session (calcolo), by field name. */
  payslipFields(sessionId: string): Record<string, string>;
  /** Sets one payslip field; null removes it. */
  setPayslipField(sessionId: string, field: string, value: string | null): void;
  ping(): boolean;
  close(): void;
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

type Row = Record<string, unknown>;

function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toUser(row: Row): UserRecord {
  return {
    id: String(row.id),
    ticket: String(row.ticket),
    name: String(row.name),
    email: String(row.email),
    crmid: String(row.crmid),
    customerType: String(row.customer_type),
    roles: parseJson(row.roles, []),
    credit: Number(row.available ?? 0),
  };
}

function toCustomer(account: Row, roleRows: Row[]): CustomerRecord {
  const positions = new Set<string>();
  for (const row of roleRows)
    for (const role of parseJson<{ pos?: unknown }[]>(row.roles, []))
      if (typeof role.pos === 'string') positions.add(role.pos);
  const purchased = Number(account.purchased);
  const consumed = Number(account.consumed);
  return {
    crmid: String(account.crmid),
    customerType: String(account.customer_type),
    roles: [...positions].map((pos) => ({ pos })),
    purchased,
    consumed,
    available: purchased - consumed,
  };
}

function toSession(row: Row): SessionRecord {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    title: String(row.title),
    agentName: row.agent_name == null ? null : String(row.agent_name),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    version: Number(row.version),
  };
}

function toDocument(row: Row): DocumentRecord {
  return {
    id: String(row.id),
    sessionId: String(row.session_id),
    userId: String(row.user_id),
    fileName: String(row.file_name),
    storedName: String(row.stored_name),
    mime: String(row.mime),
    size: Number(row.size),
    createdAt: String(row.created_at),
  };
}

function toMessage(row: Row): MessageRecord {
  return {
    id: String(row.id),
    sessionId: String(row.session_id),
    seq: Number(row.seq),
    role: String(row.role) as Role,
    content: String(row.content),
    agentName: row.agent_name == null ? null : String(row.agent_name),
    relatedQuestions: parseJson(row.related_questions, []),
    riferimenti: parseJson(row.riferimenti, []),
    showAction: Boolean(row.show_action),
    modified: Boolean(row.modified),
    calcolaField: parseJson<boolean | string>(row.calcola_field, false),
    createdAt: String(row.created_at),
  };
}

/** ISO timestamps that never repeat or go backwards in this process, so "most recent" is unambiguous. */
function createClock(): () => string {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last).toISOString();
  };
}

const DATABASE_FILE = 'ccnl.sqlite';

export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, DATABASE_FILE);
  const db = new DatabaseSync(file);
  try {
    // Conversations are personal data: owner-only, and SQLite gives its -wal/-shm files the same mode.
    chmodSync(file, 0o600);
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('PRAGMA busy_timeout = 5000');
    db.exec('PRAGMA synchronous = NORMAL');
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  const now = createClock();

  // Prepared once: every message write runs in a transaction, and parsing these each time shows.
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  function transaction<T>(work: () => T): T {
    begin.run();
    try {
      const result = work();
      commit.run();
      return result;
    } catch (error) {
      rollback.run();
      throw error;
    }
  }

  const stmt = {
    upsertUser: db.prepare(`
      INSERT INTO users (id, ticket, name, email, crmid, customer_type, roles)
      VALUES (:id, :ticket, :name, :email, :crmid, :customer_type, :roles)
      ON CONFLICT (id) DO UPDATE SET ticket = excluded.ticket, name = excluded.name, email = excluded.email,
        crmid = excluded.crmid, customer_type = excluded.customer_type, roles = excluded.roles`),
    upsertAccount: db.prepare(`
      INSERT INTO credit_accounts (crmid, customer_type) VALUES (?, ?)
      ON CONFLICT (crmid) DO UPDATE SET customer_type = excluded.customer_type`),
    hasPurchases: db.prepare('SELECT 1 AS yes FROM credit_purchases WHERE crmid = ? LIMIT 1'),
    insertPurchase: db.prepare(
      'INSERT INTO credit_purchases (crmid, quantity, reason, created_at) VALUES (?, ?, ?, ?)',
    ),
    addPurchased: db.prepare('UPDATE credit_accounts SET purchased = purchased + ? WHERE crmid = ?'),
    userByTicket: db.prepare(`
      SELECT u.*, a.purchased - a.consumed AS available FROM users u
      LEFT JOIN credit_accounts a ON a.crmid = u.crmid WHERE u.ticket = ?`),
    userById: db.prepare(`
      SELECT u.*, a.purchased - a.consumed AS available FROM users u
      LEFT JOIN credit_accounts a ON a.crmid = u.crmid WHERE u.id = ?`),
    account: db.prepare('SELECT * FROM credit_accounts WHERE crmid = ?'),
    customerRoles: db.prepare('SELECT roles FROM users WHERE crmid = ?'),
    storedConsumption: db.prepare('SELECT answer FROM credit_consumptions WHERE crmid = ? AND key = ?'),
    // The guard against overdraft: the debit happens only if the balance covers it, in the same statement.
    debit: db.prepare(`
      UPDATE credit_accounts SET consumed = consumed + :quantity
      WHERE crmid = :crmid AND purchased - consumed >= :quantity`),
    insertConsumption: db.prepare(`
      INSERT INTO credit_consumptions (crmid, key, product_id, quantity, answer, created_at)
      VALUES (?, ?, ?, ?, ?, ?)`),
    insertSession: db.prepare(
      "INSERT INTO sessions (id, user_id, title, agent_name, created_at, updated_at) VALUES (?, ?, '', NULL, ?, ?)",
    ),
    ownedSession: db.prepare('SELECT * FROM sessions WHERE id = ? AND user_id = ?'),
    latestSession: db.prepare(
      'SELECT id FROM sessions WHERE user_id = ? ORDER BY updated_at DESC, rowid DESC LIMIT 1',
    ),
    recentSessions: db.prepare(
      "SELECT * FROM sessions WHERE user_id = ? AND title <> '' ORDER BY updated_at DESC, rowid DESC LIMIT ?",
    ),
    insertMessage: db.prepare(`
      INSERT INTO messages (id, session_id, seq, role, content, agent_name, related_questions, riferimenti,
        show_action, modified, calcola_field, created_at)
      VALUES (:id, :session_id, (SELECT COALESCE(MAX(seq), 0) + 1 FROM messages WHERE session_id = :session_id),
        :role, :content, :agent_name, :related_questions, :riferimenti, :show_action, 0, :calcola_field, :created_at)
      RETURNING *`),
    touchSession: db.prepare(`
      UPDATE sessions SET updated_at = :now, version = version + 1,
        agent_name = COALESCE(:agent_name, agent_name),
        title = CASE WHEN title = '' AND :title <> '' THEN :title ELSE title END
      WHERE id = :id`),
    updateMessage: db.prepare(`
      UPDATE messages SET content = :content,
        related_questions = COALESCE(:related_questions, related_questions),
        riferimenti = COALESCE(:riferimenti, riferimenti)
      WHERE id = :id RETURNING session_id`),
    touchSessionTime: db.prepare('UPDATE sessions SET updated_at = ?, version = version + 1 WHERE id = ?'),
    deleteMessage: db.prepare('DELETE FROM messages WHERE id = ? RETURNING session_id'),
    bumpVersion: db.prepare('UPDATE sessions SET version = version + 1 WHERE id = ?'),
    // An assistant row is created empty when its answer starts; until text arrives it is not history.
    history: db.prepare(`
      SELECT * FROM (
        SELECT * FROM messages
        WHERE session_id = :session_id AND (:agent_name IS NULL OR agent_name = :agent_name)
          AND NOT (role = 'assistant' AND content = '')
        ORDER BY seq DESC LIMIT :limit
      ) ORDER BY seq ASC`),
    lastCategories: db.prepare(
      "SELECT content FROM messages WHERE session_id = ? AND role = 'categories' ORDER BY seq DESC LIMIT 1",
    ),
    lastAnswer: db.prepare(
      "SELECT * FROM messages WHERE session_id = ? AND role = 'assistant' AND content <> '' ORDER BY seq DESC LIMIT 1",
    ),
    deleteSession: db.prepare('DELETE FROM sessions WHERE id = ?'),
    insertDocument: db.prepare(`
      INSERT INTO documents (id, session_id, user_id, file_name, stored_name, mime, size, text, created_at)
      VALUES (:id, :session_id, :user_id, :file_name, :stored_name, :mime, :size, :text, :created_at)`),
    insertDocumentIndex: db.prepare(`
      INSERT INTO document_indexes (document_id, pages, unread_pages, passages, search_index)
      VALUES (?, ?, ?, ?, ?)`),
    countDocuments: db.prepare('SELECT COUNT(*) AS n FROM documents WHERE session_id = ?'),
    listDocuments: db.prepare(`
      SELECT id, session_id, user_id, file_name, stored_name, mime, size, created_at FROM documents
      WHERE session_id = ? ORDER BY created_at, rowid`),
    ownedDocument: db.prepare(`
      SELECT id, session_id, user_id, file_name, stored_name, mime, size, created_at FROM documents
      WHERE id = ? AND user_id = ?`),
    deleteDocument: db.prepare('DELETE FROM documents WHERE id = ?'),
    vectorStoreDocuments: db.prepare(`
      SELECT d.id, d.file_name, COALESCE(i.pages, 0) AS pages, COALESCE(i.unread_pages, '[]') AS unread_pages
      FROM documents d JOIN sessions s ON s.id = d.session_id LEFT JOIN document_indexes i ON i.document_id = d.id
      WHERE d.session_id = ? AND s.user_id = ? ORDER BY d.created_at, d.rowid`),
    documentIndex: db.prepare('SELECT passages, search_index FROM document_indexes WHERE document_id = ?'),
    documentText: db.prepare('SELECT text FROM documents WHERE id = ?'),
    payslipFields: db.prepare('SELECT field, value FROM payslip_fields WHERE session_id = ? ORDER BY field'),
    setPayslipField: db.prepare(`
      INSERT INTO payslip_fields (session_id, field, value, updated_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (session_id, field) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`),
    deletePayslipField: db.prepare('DELETE FROM payslip_fields WHERE session_id = ? AND field = ?'),
    ping: db.prepare('SELECT 1 AS ok'),
  };

  let open = true;

  function insertDocument(document: NewDocument): DocumentRecord {
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
    stmt.insertDocument.run({
      id: record.id,
      session_id: record.sessionId,
      user_id: record.userId,
      file_name: record.fileName,
      stored_name: record.storedName,
      mime: record.mime,
      size: record.size,
      text: document.text,
      created_at: record.createdAt,
    });
    if (document.passages !== undefined && document.searchIndex !== undefined)
      stmt.insertDocumentIndex.run(
        record.id,
        document.pages ?? 0,
        JSON.stringify(document.unreadPages ?? []),
        document.passages,
        document.searchIndex,
      );
    return record;
  }

  return {
    upsertUsers(users) {
      transaction(() => {
        for (const user of users) {
          stmt.upsertUser.run({
            id: user.id,
            ticket: user.ticket,
            name: user.name,
            email: user.email,
            crmid: user.crmid,
            customer_type: user.customerType,
            roles: JSON.stringify(user.roles),
          });
          stmt.upsertAccount.run(user.crmid, user.customerType);
          // The seed credit is the customer's first purchase; once anything was bought, the ledger rules.
          if (user.credit > 0 && !stmt.hasPurchases.get(user.crmid)) {
            stmt.insertPurchase.run(user.crmid, user.credit, 'saldo iniziale', now());
            stmt.addPurchased.run(user.credit, user.crmid);
          }
        }
      });
    },

    findUserByTicket(ticket) {
      const row = stmt.userByTicket.get(ticket);
      return row ? toUser(row) : undefined;
    },

    findUserById(id) {
      const row = stmt.userById.get(id);
      return row ? toUser(row) : undefined;
    },

    findCustomer(crmid) {
      const account = stmt.account.get(crmid);
      return account ? toCustomer(account, stmt.customerRoles.all(crmid)) : undefined;
    },

    registerConsumption(crmid, items, answerFor) {
      return transaction((): ConsumptionOutcome => {
        const fresh: ConsumptionItem[] = [];
        let original: string | undefined;
        const seen = new Set<string>();
        for (const item of items) {
          if (seen.has(item.key)) continue;
          seen.add(item.key);
          const stored = stmt.storedConsumption.get(crmid, item.key);
          if (stored) original ??= String(stored.answer);
          else fresh.push(item);
        }
        if (fresh.length === 0 && original !== undefined) return { status: 'replayed', answer: original };
        const total = fresh.reduce((sum, item) => sum + item.quantity, 0);
        const current = () => {
          const account = stmt.account.get(crmid);
          if (!account) throw new Error('consumption for a customer without an account');
          return toCustomer(account, stmt.customerRoles.all(crmid));
        };
        if (Number(stmt.debit.run({ crmid, quantity: total }).changes) === 0)
          return { status: 'insufficient', customer: current() };
        const answer = answerFor(current(), fresh);
        const at = now();
        for (const item of fresh)
          stmt.insertConsumption.run(crmid, item.key, item.productId, item.quantity, answer, at);
        return { status: 'registered', answer };
      });
    },

    createSession(userId) {
      const id = randomUUID();
      const at = now();
      stmt.insertSession.run(id, userId, at, at);
      return { id, userId, title: '', agentName: null, createdAt: at, updatedAt: at, version: 0 };
    },

    findOwnedSession(sessionId, userId) {
      const row = stmt.ownedSession.get(sessionId, userId);
      return row ? toSession(row) : undefined;
    },

    latestSessionId(userId) {
      const row = stmt.latestSession.get(userId);
      return row ? String(row.id) : null;
    },

    recentSessions(userId, limit) {
      return stmt.recentSessions.all(userId, limit).map(toSession);
    },

    appendMessage(message) {
      return transaction(() => {
        const at = now();
        const row = stmt.insertMessage.get({
          id: randomUUID(),
          session_id: message.sessionId,
          role: message.role,
          content: message.content,
          agent_name: message.agentName,
          related_questions: JSON.stringify(message.relatedQuestions ?? []),
          riferimenti: JSON.stringify(message.riferimenti ?? []),
          show_action: message.showAction ? 1 : 0,
          calcola_field: JSON.stringify(message.calcolaField ?? false),
          created_at: at,
        });
        stmt.touchSession.run({
          id: message.sessionId,
          now: at,
          agent_name: message.role === 'categories' ? null : message.agentName,
          title: message.role === 'user' ? titleFrom(message.content) : '',
        });
        if (!row) throw new Error('message insert returned no row');
        return toMessage(row);
      });
    },

    updateMessage(id, update) {
      transaction(() => {
        const row = stmt.updateMessage.get({
          id,
          content: update.content,
          related_questions: update.relatedQuestions ? JSON.stringify(update.relatedQuestions) : null,
          riferimenti: update.riferimenti ? JSON.stringify(update.riferimenti) : null,
        });
        if (row) stmt.touchSessionTime.run(now(), String(row.session_id));
      });
    },

    deleteMessage(id) {
      transaction(() => {
        const row = stmt.deleteMessage.get(id);
        if (row) stmt.bumpVersion.run(String(row.session_id));
      });
    },

    history(sessionId, options = {}) {
      return stmt.history
        .all({
          session_id: sessionId,
          agent_name: options.agentName ?? null,
          limit: options.limit ?? -1,
        })
        .map(toMessage);
    },

    lastCategories(sessionId) {
      const row = stmt.lastCategories.get(sessionId);
      return row ? String(row.content) : null;
    },

    lastAnswer(sessionId) {
      const row = stmt.lastAnswer.get(sessionId);
      return row ? toMessage(row) : undefined;
    },

    deleteSession(sessionId) {
      return Number(stmt.deleteSession.run(sessionId).changes) > 0;
    },

    addDocument(document) {
      return insertDocument(document);
    },

    addDocuments(documents, maxPerSession) {
      return transaction(() => {
        const perSession = new Map<string, number>();
        for (const document of documents)
          perSession.set(document.sessionId, (perSession.get(document.sessionId) ?? 0) + 1);
        for (const [sessionId, added] of perSession) {
          const stored = Number(stmt.countDocuments.get(sessionId)?.n ?? 0);
          if (stored + added > maxPerSession) return null;
        }
        return documents.map(insertDocument);
      });
    },

    listDocuments(sessionId) {
      return stmt.listDocuments.all(sessionId).map(toDocument);
    },

    findOwnedDocument(id, userId) {
      const row = stmt.ownedDocument.get(id, userId);
      return row ? toDocument(row) : undefined;
    },

    deleteDocument(id) {
      return Number(stmt.deleteDocument.run(id).changes) > 0;
    },

    documentsForVectorStore(vectorStoreId, userId) {
      if (!vectorStoreId.startsWith(VECTOR_STORE_PREFIX)) return [];
      const sessionId = vectorStoreId.slice(VECTOR_STORE_PREFIX.length);
      return stmt.vectorStoreDocuments.all(sessionId, userId).map((row) => ({
        fileId: String(row.id),
        fileName: String(row.file_name),
        pages: Number(row.pages),
        unreadPages: JSON.parse(String(row.unread_pages)) as number[],
        stored: () => {
          const stored = stmt.documentIndex.get(String(row.id));
          if (stored) return { passages: String(stored.passages), index: String(stored.search_index) };
          return { text: String(stmt.documentText.get(String(row.id))?.text ?? '') };
        },
      }));
    },

    payslipFields(sessionId) {
      // fromEntries defines own properties, so even a field named "__proto__" is kept as data.
      return Object.fromEntries(
        stmt.payslipFields.all(sessionId).map((row) => [String(row.field), String(row.value)]),
      );
    },

    setPayslipField(sessionId, field, value) {
      if (value === null) stmt.deletePayslipField.run(sessionId, field);
      else stmt.setPayslipField.run(sessionId, field, value, now());
    },

    ping() {
      return stmt.ping.get()?.ok === 1;
    },

    close() {
      if (!open) return;
      open = false;
      db.close();
    },
  };
}
