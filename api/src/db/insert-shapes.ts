import type { Knex } from 'knex';
import type { Db } from './knex.ts';

/** A row to insert: plain values, or raw SQL (a subquery) with its own bindings. */
export type InsertRow = Readonly<Record<string, Knex.Value | Knex.Raw | undefined>>;

export interface NativeStatement {
  sql: string;
  bindings: readonly Knex.Value[];
}

const isRaw = (value: unknown): value is Knex.Raw =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Date) &&
  !Buffer.isBuffer(value) &&
  typeof (value as { toSQL?: unknown }).toSQL === 'function';

/** A value knex binds as it is (it writes DEFAULT for undefined, and expands objects). */
const isPlain = (value: Knex.Value | undefined): value is Knex.Value =>
  value !== undefined &&
  (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value));

/** Shapes seen (a busy shop has a few dozen); past this many they are forgotten at once. */
const MAX_SHAPES = 512;
const shapes = new Map<string, string>();

/**
 * An insert's SQL and bindings exactly as knex writes them (`db(table).insert(rows)`), with
 * knex asked only once per shape: the table, the columns, the number of rows and any raw
 * SQL among the values. Compiling builders was about a tenth of what placing an order cost the
 * API. The bindings are the values row by row in knex's column order (sorted), a raw
 * value's own bindings in its place. Rows that differ in their columns, or hold undefined
 * or objects (which knex treats specially), are compiled by knex every time. One cache
 * serves every pool of a dialect: `createDb` maps names the same way for all of them.
 */
export function insertStatement(
  db: Db,
  table: string,
  rows: readonly InsertRow[],
): NativeStatement {
  const compiled = (): NativeStatement => {
    const { sql, bindings } = db(table).insert(rows).toSQL().toNative();
    return { sql, bindings };
  };
  const columns = rows[0] ? Object.keys(rows[0]).sort() : [];
  const bindings: Knex.Value[] = [];
  let shape = `${(db.client as Knex.Client).dialect}\n${table}\n${columns.join(',')}\n${rows.length}`;
  for (const row of rows) {
    if (Object.keys(row).length !== columns.length) return compiled();
    for (const column of columns) {
      if (!Object.hasOwn(row, column)) return compiled();
      const value = row[column];
      if (isRaw(value)) {
        const raw = value.toSQL().toNative();
        shape += `\n${raw.sql}`;
        bindings.push(...raw.bindings);
      } else if (isPlain(value)) bindings.push(value);
      else return compiled();
    }
  }
  const sql = shapes.get(shape);
  if (sql !== undefined) return { sql, bindings };
  const first = compiled();
  if (shapes.size >= MAX_SHAPES) shapes.clear();
  shapes.set(shape, first.sql);
  return first;
}
