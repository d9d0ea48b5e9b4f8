import type { Riferimento, Role } from '@ccnl/core';
import type { Queryable } from '@ccnl/storage';

/** The records the repositories speak in, and the mapping from rows of either dialect to them. */

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

export interface NewMessage {
  sessionId: string;
  role: Role;
  content: string;
  agentName: string | null;
  relatedQuestions?: string[];
  riferimenti?: Riferimento[];
  showAction?: boolean;
  calcolaField?: boolean | string;
}

export interface MessageUpdate {
  content: string;
  relatedQuestions?: string[];
  riferimenti?: Riferimento[];
}

/** A stored document. Its text is read only by the agents, through `forVectorStore`. */
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
  load(): Promise<{ passages: string; index: string } | { text: string }>;
}

const VECTOR_STORE_PREFIX = 'vs_';

/** The conversation's document store id, as upload answers it and clients send it back with each message. */
export function vectorStoreIdFor(sessionId: string): string {
  return `${VECTOR_STORE_PREFIX}${sessionId}`;
}

/** The session behind a vector store id, or null when it is not one. */
export function sessionOfVectorStore(vectorStoreId: string): string | null {
  return vectorStoreId.startsWith(VECTOR_STORE_PREFIX)
    ? vectorStoreId.slice(VECTOR_STORE_PREFIX.length)
    : null;
}

export type Row = Record<string, unknown>;

export function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function toUser(row: Row): UserRecord {
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

export function toCustomer(account: Row, roleRows: Row[]): CustomerRecord {
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

export function toSession(row: Row): SessionRecord {
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

export function toDocument(row: Row): DocumentRecord {
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

export function toMessage(row: Row): MessageRecord {
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
export function createClock(): () => string {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last).toISOString();
  };
}

/**
 * Locks the rows a transaction reads before deciding what to write. PostgreSQL (READ COMMITTED) needs it
 * so that concurrent transactions on other replicas wait; SQLite's BEGIN IMMEDIATE already holds the
 * whole file.
 */
export function forUpdate(tx: Queryable): string {
  return tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
}
