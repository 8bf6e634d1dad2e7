import type { Knex } from 'knex';
import { affectedRows, insertId, isMysql, type Db } from './knex.ts';

interface Statement {
  sql: string;
  bindings: readonly Knex.Value[];
}

/** What one write did: the rows it changed, and the id it generated (0 if none). */
export interface Written {
  affectedRows: number;
  insertId: number;
}

const writtenBy = (result: unknown): Written => ({
  affectedRows: affectedRows(result),
  insertId: insertId(result),
});

const takesBatches = (db: Db): boolean => {
  const connection = db.client.config.connection as { multipleStatements?: boolean } | undefined;
  return isMysql(db) && connection?.multipleStatements === true;
};

/**
 * Writes that go to the database together. On a MySQL pool made with `statementBatches`,
 * they are one query, one round trip: each statement otherwise costs the API a compile, a
 * socket write and a reply to parse, which on the busiest path (placing an order) was most
 * of its time. Elsewhere (SQLite, in process) they run one after another. Each statement
 * is a query builder's own SQL with its bindings, so nothing is ever spliced in by hand.
 */
export function statementBatch(trx: Db) {
  const statements: Statement[] = [];
  return {
    /** Adds a write; returns its place, to read what it did from `run`. */
    add(query: Knex.QueryBuilder | Knex.Raw): number {
      const { sql, bindings } = query.toSQL().toNative();
      statements.push({ sql, bindings });
      return statements.length - 1;
    },
    /** Runs every write added, in order; resolves with what each one did. */
    async run(): Promise<Written[]> {
      if (statements.length === 0) return [];
      if (!takesBatches(trx)) {
        const written: Written[] = [];
        for (const { sql, bindings } of statements)
          written.push(writtenBy(await trx.raw(sql, bindings)));
        return written;
      }
      const [results] = (await trx.raw(
        statements.map((s) => s.sql).join(';\n'),
        statements.flatMap((s) => s.bindings),
      )) as unknown as [unknown[]];
      // One statement answers a result header, several an array of them.
      const headers = statements.length === 1 ? [results] : results;
      return headers.map(writtenBy);
    },
  };
}

export type StatementBatch = ReturnType<typeof statementBatch>;
