import type { Knex } from 'knex';
import { insertStatement, type InsertRow } from './insert-shapes.ts';
import { affectedRows, insertId, isMysql, type Db } from './knex.ts';

interface Statement {
  sql: string;
  bindings: readonly Knex.Value[];
  /** A read: its builder, run as itself where there are no batches. */
  read?: Knex.QueryBuilder;
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
  const rows = new Map<number, unknown[]>();
  /** Rows as the builder would have answered them (column names mapped, etc.). */
  const processed = (raw: unknown[]): unknown[] => {
    const post = trx.client.config.postProcessResponse as
      ((result: unknown, context: unknown) => unknown) | undefined;
    return post ? (post(raw, undefined) as unknown[]) : raw;
  };
  return {
    /** Adds a write; returns its place, to read what it did from `run`. */
    add(query: Knex.QueryBuilder | Knex.Raw): number {
      const { sql, bindings } = query.toSQL().toNative();
      statements.push({ sql, bindings });
      return statements.length - 1;
    },
    /**
     * Adds an insert of `rows` into `table`, as `trx(table).insert(rows)` would be, without
     * compiling a builder each time (insert-shapes.ts); returns its place.
     */
    insert(table: string, rows: InsertRow | readonly InsertRow[]): number {
      statements.push(insertStatement(trx, table, Array.isArray(rows) ? rows : [rows]));
      return statements.length - 1;
    },
    /**
     * Adds a read that goes with the writes (in the same round trip); its rows are
     * `rowsOf(place)` once the batch has run.
     */
    read(query: Knex.QueryBuilder): number {
      const { sql, bindings } = query.toSQL().toNative();
      statements.push({ sql, bindings, read: query });
      return statements.length - 1;
    },
    /** Runs every statement added, in order; resolves with what each write did. */
    async run(): Promise<Written[]> {
      if (statements.length === 0) return [];
      if (!takesBatches(trx)) {
        const written: Written[] = [];
        for (const [place, { sql, bindings, read }] of statements.entries()) {
          if (read) {
            rows.set(place, (await read) as unknown[]);
            written.push({ affectedRows: 0, insertId: 0 });
          } else written.push(writtenBy(await trx.raw(sql, bindings)));
        }
        return written;
      }
      const [results] = (await trx.raw(
        statements.map((s) => s.sql).join(';\n'),
        statements.flatMap((s) => s.bindings),
      )) as unknown as [unknown[]];
      // One statement answers a result header (or rows), several an array of them.
      const answers = statements.length === 1 ? [results] : results;
      return answers.map((answer, place) => {
        if (!statements[place]?.read) return writtenBy(answer);
        rows.set(place, processed(answer as unknown[]));
        return { affectedRows: 0, insertId: 0 };
      });
    },
    /** The rows of the read added at `place`, once run. */
    rowsOf<R>(place: number): R[] {
      const found = rows.get(place);
      if (!found) throw new Error(`statement ${place} is not a read of this batch, or not run`);
      return found as R[];
    },
  };
}

export type StatementBatch = ReturnType<typeof statementBatch>;
