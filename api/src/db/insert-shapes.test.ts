import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableKinds,
  createTestDatabase,
  type TestDatabase,
} from '../../test/test-databases.ts';
import { insertStatement, type InsertRow } from './insert-shapes.ts';
import type { Db } from './knex.ts';

const kinds = await availableKinds();

describe.each(kinds)('an insert compiled once per shape, on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database.drop());

  /** What knex itself writes for these rows. */
  const byKnex = (table: string, rows: InsertRow[]) => {
    const { sql, bindings } = db(table).insert(rows).toSQL().toNative();
    return { sql, bindings };
  };
  const event = (n: number, extra: Partial<Record<string, unknown>> = {}): InsertRow => ({
    id: `event-${n}`,
    orderId: `order-${n}`,
    status: n % 2 ? 'Order Placed' : 'Cancelled',
    by: 'customer',
    at: 1_700_000_000_000 + n,
    ...(extra as InsertRow),
  });

  it('writes what knex writes, from the cache the second time a shape comes', () => {
    const cases: InsertRow[][] = [
      [event(1)],
      [event(2)],
      [event(3), event(4), event(5)],
      [event(6), event(7), event(8)],
      // The same columns in another order are the same shape.
      [{ at: 9, by: 'seller', status: 'Packed', orderId: 'order-9', id: 'event-9' }],
    ];
    for (const rows of cases)
      expect(insertStatement(db, 'order_events', rows)).toEqual(byKnex('order_events', rows));
  });

  it('puts a raw value’s SQL in the statement and its bindings in their place', () => {
    const number = (id: string) => db.raw('(select n from order_numbers where order_id = ?)', [id]);
    for (const id of ['a', 'b']) {
      const rows: InsertRow[] = [
        { orderId: id, number: number(id), status: 'Order Placed', kind: 'new', at: 5 },
      ];
      expect(insertStatement(db, 'seller_events', rows)).toEqual(byKnex('seller_events', rows));
    }
  });

  it('binds nulls, booleans, dates and buffers as knex does', () => {
    for (const flag of [true, false]) {
      const rows: InsertRow[] = [
        { id: `p-${String(flag)}`, inStock: flag, archivedAt: null, createdAt: new Date(0) },
      ];
      expect(insertStatement(db, 'products', rows)).toEqual(byKnex('products', rows));
    }
  });

  it('leaves to knex rows it treats specially: undefined values, differing columns', () => {
    const withUndefined: InsertRow[] = [{ ...event(10), by: undefined }];
    expect(insertStatement(db, 'order_events', withUndefined)).toEqual(
      byKnex('order_events', withUndefined),
    );
    const differing: InsertRow[] = [
      event(11),
      { id: 'event-12', orderId: 'o', status: 'x', at: 1 },
    ];
    expect(insertStatement(db, 'order_events', differing)).toEqual(
      byKnex('order_events', differing),
    );
  });
});
