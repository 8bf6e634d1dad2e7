import { createRequire } from 'node:module';

// Knex's own mysql2 client and transaction, extended below. They are not part of its typed
// API, so only what is used here is declared; knex is pinned by the lock file, and
// statement-batch.test.ts checks both the round trips and the rollbacks on MariaDB.
interface QueryObject {
  sql: string;
  bindings?: readonly unknown[];
  options?: object;
  /** What the driver answered: the rows (or result header) and the fields. */
  response?: [unknown, unknown];
}
type Connection = object;
interface KnexMysql2Client {
  _query(connection: Connection, query: QueryObject | string): Promise<QueryObject>;
  releaseConnection(connection: Connection): Promise<unknown>;
}
interface KnexTransaction {
  isolationLevel?: string;
  readOnly?: boolean;
  begin(connection: Connection): Promise<unknown>;
}
type Constructor<T> = new (...args: unknown[]) => T;

const require = createRequire(import.meta.url);
const Mysql2Client = require('knex/lib/dialects/mysql2/index.js') as Constructor<KnexMysql2Client>;
const Mysql2Transaction = require('knex/lib/dialects/mysql2/transaction.js') as Constructor<
  KnexTransaction & object
>;

/** Connections whose transaction has begun in name only: BEGIN goes with the next query. */
const beginPending = new WeakSet<Connection>();

class LazyBeginTransaction extends Mysql2Transaction {
  override begin(connection: Connection): Promise<unknown> {
    // SET TRANSACTION must come before BEGIN on its own; none of our batches ask for it.
    if (this.isolationLevel || this.readOnly) return super.begin(connection);
    beginPending.add(connection);
    return Promise.resolve();
  }
}

/**
 * Knex's mysql2 client, for a pool whose connections take several statements in one query
 * (statement-batch.ts): a transaction's BEGIN is not a round trip of its own but goes in
 * front of the transaction's first query, whose answer is then handed back as if sent
 * alone. Placing an order is five round trips; BEGIN was one of them.
 */
export class LazyBeginMysql2Client extends Mysql2Client {
  transaction(...args: unknown[]): LazyBeginTransaction {
    return new LazyBeginTransaction(this, ...args);
  }

  override async _query(connection: Connection, query: QueryObject | string): Promise<QueryObject> {
    if (!beginPending.has(connection)) return super._query(connection, query);
    beginPending.delete(connection);
    const alone = typeof query === 'string' ? { sql: query } : query;
    // Nothing has run: a COMMIT or ROLLBACK ends nothing, and no BEGIN is needed before it.
    if (/^\s*(COMMIT|ROLLBACK)\b/i.test(alone.sql)) return super._query(connection, alone);
    const answered = await super._query(connection, { ...alone, sql: `BEGIN;\n${alone.sql}` });
    const [results, fields] = answered.response as [unknown[], unknown[]];
    // BEGIN's answer first, then the query's: one statement's alone, several as a list.
    alone.response =
      results.length === 2 ? [results[1], fields[1]] : [results.slice(1), fields.slice(1)];
    return alone;
  }

  override releaseConnection(connection: Connection): Promise<unknown> {
    // A transaction that ended without a query: its connection goes back clean.
    beginPending.delete(connection);
    return super.releaseConnection(connection);
  }
}
