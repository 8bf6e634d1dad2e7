import { createRequire } from 'node:module';

// Knex's own better-sqlite3 client and SQLite transaction, extended below. They are not part
// of its typed API, so only what is used here is declared; knex is pinned by the lock file,
// and immediate-sqlite.test.ts races two processes' writers on one file.
type Connection = object;
interface KnexSqliteTransaction {
  readOnly?: boolean;
  query(connection: Connection, sql: string): Promise<unknown>;
  begin(connection: Connection): Promise<unknown>;
}
type Constructor<T> = new (...args: unknown[]) => T;

const require = createRequire(import.meta.url);
const BetterSqlite3Client =
  require('knex/lib/dialects/better-sqlite3/index.js') as Constructor<object>;
const SqliteTransaction =
  require('knex/lib/dialects/sqlite3/execution/sqlite-transaction.js') as Constructor<KnexSqliteTransaction>;

class ImmediateTransaction extends SqliteTransaction {
  override begin(connection: Connection): Promise<unknown> {
    if (this.readOnly) return super.begin(connection);
    return this.query(connection, 'BEGIN IMMEDIATE;');
  }
}

/**
 * Knex's better-sqlite3 client whose transactions begin as writers (BEGIN IMMEDIATE). The
 * API and its mail worker are two processes on one file: a transaction begun with a plain
 * BEGIN that reads first cannot become a writer once the other process has written since
 * its read (SQLITE_BUSY_SNAPSHOT, at once, whatever the busy timeout), and the request
 * answered 500. Begun as a writer, it waits its turn under the busy timeout instead; reads
 * outside transactions are untouched (WAL).
 */
export class ImmediateSqliteClient extends BetterSqlite3Client {
  transaction(...args: unknown[]): ImmediateTransaction {
    return new ImmediateTransaction(this, ...args);
  }
}
