import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  availableKinds,
  type TestDatabase,
} from '../../test/test-databases.ts';
import { createDb, type Db } from './knex.ts';
import { statementBatch } from './statement-batch.ts';

const kinds = await availableKinds();

describe.each(kinds)('a statement batch on %s', (kind) => {
  let database: TestDatabase;
  /** A pool as the order path has it: batches on MySQL. */
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = kind === 'mysql' ? createDb(database.url, { statementBatches: true }) : database.db;
    await db('order_numbers').insert({ orderId: 'first' });
  });
  afterAll(async () => {
    if (db !== database.db) await db.destroy();
    await database.drop();
  });

  it('runs writes and reads in order, reads answered as their builders would be', async () => {
    const sent: string[] = [];
    const count = (query: { sql: string }) => sent.push(query.sql);
    db.on('query', count);
    try {
      await db.transaction(async (trx) => {
        const batch = statementBatch(trx);
        const inserted = batch.add(trx('order_numbers').insert({ orderId: 'second' }));
        const read = batch.read(
          trx('order_numbers')
            .whereIn('orderId', ['first', 'second'])
            .orderBy('n')
            .select('orderId', 'n'),
        );
        const none = batch.read(trx('order_numbers').where('orderId', 'nobody').select('n'));
        const written = await batch.run();
        expect(written[inserted]?.affectedRows).toBe(1);
        expect(written[inserted]?.insertId).toBeGreaterThan(0);
        // The insert before the read is seen by it; names come back as the code spells them.
        const rows = batch.rowsOf<{ orderId: string; n: number }>(read);
        expect(rows.map((r) => r.orderId)).toEqual(['first', 'second']);
        expect(Number(rows[1]?.n)).toBe(written[inserted]?.insertId);
        expect(batch.rowsOf(none)).toEqual([]);
        expect(() => batch.rowsOf(inserted)).toThrow(/not a read/);
      });
    } finally {
      db.off('query', count);
    }
    const statements = sent.filter((sql) => !/^(begin|commit|rollback)/i.test(sql.trim()));
    // MySQL: one round trip for the three; SQLite (in process): one each.
    expect(statements).toHaveLength(kind === 'mysql' ? 1 : 3);
  });
});
