export type {
  Connection,
  ConnectionOptions,
  Dialect,
  Params,
  Queryable,
  Row,
} from './connection.js';
export { isPostgresUrl, redactUrl } from './connection.js';
export { type Migration, type MigrationHistory, migrate } from './migrate.js';
export { openConnection } from './open.js';
export { toPostgresPlaceholders } from './placeholders.js';
