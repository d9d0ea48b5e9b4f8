import { type Connection, migrate, openConnection } from '@ccnl/storage';
import { type DocumentsRepository, documentsRepository } from './documents.js';
import { type LedgerRepository, ledgerRepository } from './ledger.js';
import { BACKEND_MIGRATIONS } from './migrations.js';
import { type PayslipsRepository, payslipsRepository } from './payslips.js';
import { createClock } from './records.js';
import { type SessionsRepository, sessionsRepository } from './sessions.js';
import { type UsersRepository, usersRepository } from './users.js';

export * from './records.js';
export type {
  DocumentsRepository,
  LedgerRepository,
  PayslipsRepository,
  SessionsRepository,
  UsersRepository,
};

/**
 * The backend's data access: one repository per aggregate over one connection, SQLite in the data dir or
 * PostgreSQL with DATABASE_URL. Every SQL statement of the backend lives in this folder.
 */
export interface Database {
  users: UsersRepository;
  /** Credit accounts, purchases and consumptions (the consumption service's ledger). */
  ledger: LedgerRepository;
  sessions: SessionsRepository;
  documents: DocumentsRepository;
  payslips: PayslipsRepository;
  /** The connection underneath, for what is not a repository's (LISTEN/NOTIFY, shared rate limits). */
  connection: Connection;
  /** Whether the database answers now; never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const DATABASE_FILE = 'ccnl.sqlite';

export interface DatabaseOptions {
  dataDir: string;
  /** postgres://… to keep everything in PostgreSQL; absent or empty: SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PostgreSQL connections in this process's pool (default 10). */
  poolSize?: number | undefined;
}

/** Opens the database and brings its schema up to date (the first replica migrates, the others wait). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const connection = openConnection({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    fileName: DATABASE_FILE,
    poolSize: options.poolSize,
  });
  try {
    await migrate(connection, BACKEND_MIGRATIONS);
  } catch (error) {
    await connection.close();
    throw error;
  }
  const now = createClock();
  return {
    users: usersRepository(connection, now),
    ledger: ledgerRepository(connection, now),
    sessions: sessionsRepository(connection, now),
    documents: documentsRepository(connection, now),
    payslips: payslipsRepository(connection, now),
    connection,
    ping: () => connection.ping(),
    close: () => connection.close(),
  };
}
