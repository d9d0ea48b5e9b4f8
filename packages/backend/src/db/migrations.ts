import type { DatabaseSync } from 'node:sqlite';

interface Migration {
  version: number;
  name: string;
  up: string;
}

/** Ordered, append-only: a released migration never changes; a schema change is a new entry. */
const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'users, sessions, messages',
    up: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        ticket TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        crmid TEXT NOT NULL,
        customer_type TEXT NOT NULL,
        roles TEXT NOT NULL DEFAULT '[]',
        credit INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title TEXT NOT NULL DEFAULT '',
        agent_name TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX sessions_user_updated ON sessions(user_id, updated_at);
      CREATE TABLE messages (
        id TEXT PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'error', 'categories')),
        content TEXT NOT NULL,
        agent_name TEXT,
        related_questions TEXT NOT NULL DEFAULT '[]',
        riferimenti TEXT NOT NULL DEFAULT '[]',
        show_action INTEGER NOT NULL DEFAULT 0,
        modified INTEGER NOT NULL DEFAULT 0,
        calcola_field TEXT NOT NULL DEFAULT 'false',
        created_at TEXT NOT NULL,
        UNIQUE (session_id, seq)
      );
    `,
  },
  {
    version: 2,
    name: 'documents, payslip fields',
    up: `
      CREATE TABLE documents (
        id TEXT PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        file_name TEXT NOT NULL,
        stored_name TEXT NOT NULL UNIQUE,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX documents_session ON documents(session_id, created_at);
      CREATE TABLE payslip_fields (
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        field TEXT NOT NULL,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (session_id, field)
      );
    `,
  },
  {
    version: 3,
    name: 'credit ledger',
    // The balance is purchased - consumed, kept per customer (CRMID) next to the rows it sums, so that a
    // debit is one conditional UPDATE; the CHECK refuses a negative balance even to a faulty caller.
    up: `
      CREATE TABLE credit_accounts (
        crmid TEXT PRIMARY KEY,
        customer_type TEXT NOT NULL,
        purchased INTEGER NOT NULL DEFAULT 0,
        consumed INTEGER NOT NULL DEFAULT 0,
        CHECK (consumed >= 0 AND purchased >= consumed)
      );
      CREATE TABLE credit_purchases (
        id INTEGER PRIMARY KEY,
        crmid TEXT NOT NULL REFERENCES credit_accounts(crmid),
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        reason TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE credit_consumptions (
        crmid TEXT NOT NULL REFERENCES credit_accounts(crmid),
        key TEXT NOT NULL,
        product_id TEXT NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        answer TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (crmid, key)
      );
      INSERT INTO credit_accounts (crmid, customer_type, purchased)
        SELECT crmid, MIN(customer_type), MAX(credit) FROM users GROUP BY crmid;
      INSERT INTO credit_purchases (crmid, quantity, reason, created_at)
        SELECT crmid, purchased, 'saldo iniziale', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        FROM credit_accounts WHERE purchased > 0;
      ALTER TABLE users DROP COLUMN credit;
    `,
  },
  {
    version: 4,
    name: 'session version',
    // Bumped by every change to a session's messages: a cached history is current while its version is,
    // in every process that shares the file.
    up: 'ALTER TABLE sessions ADD COLUMN version INTEGER NOT NULL DEFAULT 0;',
  },
  {
    version: 5,
    name: 'document passages and search index',
    // Made once at upload and read by the agents, never rebuilt per question. A table of their own, small
    // columns first: listing a conversation's documents never walks the large ones. Documents stored before
    // have no row here and are indexed from their text when first asked about.
    up: `
      CREATE TABLE document_indexes (
        document_id TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
        pages INTEGER NOT NULL DEFAULT 0,
        unread_pages TEXT NOT NULL DEFAULT '[]',
        passages TEXT NOT NULL,
        search_index TEXT NOT NULL
      );
    `,
  },
];

/** Applies every migration newer than the stored version, each in its own transaction. */
export function migrate(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const row = db.prepare('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations').get() as {
    version: number;
  };
  for (const migration of MIGRATIONS) {
    if (migration.version <= row.version) continue;
    // IMMEDIATE takes the write lock at once, so two processes starting together cannot both migrate.
    db.exec('BEGIN IMMEDIATE');
    try {
      const again = db
        .prepare('SELECT 1 AS done FROM schema_migrations WHERE version = ?')
        .get(migration.version);
      if (!again) {
        db.exec(migration.up);
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
          migration.version,
          migration.name,
          new Date().toISOString(),
        );
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
