import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import { ImmediateSqliteClient } from './immediate-sqlite.ts';
import { LazyBeginMysql2Client } from './lazy-begin.ts';

export type Db = Knex;

function mysqlConnection(url: string): Knex.MySql2ConnectionConfig {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 3306,
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: u.pathname.replace(/^\//, ''),
    charset: 'utf8mb4',
    // Timestamps are stored as epoch milliseconds in BIGINT columns; numbers are exact below 2^53.
    supportBigNumbers: true,
    bigNumberStrings: false,
  };
}

export interface DbOptions {
  poolMax?: number;
  /**
   * MySQL: the connections take several statements in one query (see statement-batch.ts).
   * Only for a pool whose every query is built by our code with bindings, never by hand.
   */
  statementBatches?: boolean;
}

/** `sqlite:<file>` uses the embedded better-sqlite3; `mysql://…` uses mysql2 with a pool. */
export function createDb(databaseUrl: string, options: DbOptions = {}): Db {
  const mappers = knexSnakeCaseMappers();
  if (databaseUrl.startsWith('sqlite:')) {
    const filename = databaseUrl.slice('sqlite:'.length);
    if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
    return knexFactory({
      // Transactions begin as writers: the API and its mail worker share the file.
      client: ImmediateSqliteClient as unknown as typeof Knex.Client,
      connection: { filename },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate: (
          conn: { pragma: (s: string) => unknown },
          done: (err: Error | null) => void,
        ) => {
          conn.pragma('foreign_keys = ON');
          conn.pragma('journal_mode = WAL');
          conn.pragma('busy_timeout = 5000');
          conn.pragma('synchronous = NORMAL');
          done(null);
        },
      },
      ...mappers,
    });
  }
  return knexFactory({
    // Knex's types know its client classes only as the base class.
    client: options.statementBatches
      ? (LazyBeginMysql2Client as unknown as typeof Knex.Client)
      : 'mysql2',
    connection: {
      ...mysqlConnection(databaseUrl),
      ...(options.statementBatches ? { multipleStatements: true } : {}),
    },
    pool: { min: 0, max: options.poolMax ?? 10 },
    ...mappers,
  });
}

/** The id a raw INSERT generated (auto-increment, or SQLite's rowid), whichever driver ran it. */
export function insertId(rawResult: unknown): number {
  const first: unknown = Array.isArray(rawResult) ? rawResult[0] : rawResult;
  if (first && typeof first === 'object') {
    if ('insertId' in first) return Number(first.insertId);
    if ('lastInsertRowid' in first) return Number(first.lastInsertRowid);
  }
  return 0;
}

/** Rows changed by a raw INSERT/UPDATE/DELETE, whichever driver ran it. */
export function affectedRows(rawResult: unknown): number {
  const first: unknown = Array.isArray(rawResult) ? rawResult[0] : rawResult;
  if (first && typeof first === 'object') {
    if ('affectedRows' in first) return Number(first.affectedRows);
    if ('changes' in first) return Number(first.changes);
  }
  return 0;
}

export const isMysql = (db: Db): boolean => (db.client as Knex.Client).dialect === 'mysql';

/** The most connections the pool opens. */
export const poolSize = (db: Db): number =>
  (db.client.config.pool as { max?: number } | undefined)?.max ?? 10;
