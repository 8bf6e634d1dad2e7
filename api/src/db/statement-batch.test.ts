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
    // MySQL: one round trip for the three, BEGIN going with it (lazy-begin.ts), and the
    // COMMIT; SQLite (in process): one each, after a BEGIN IMMEDIATE (immediate-sqlite.ts).
    const verb = (sql: string) => (/^BEGIN/i.test(sql) ? sql : sql.split(/\s/)[0]!.toUpperCase());
    expect(sent.map((sql) => verb(sql.trim()))).toEqual(
      kind === 'mysql'
        ? ['INSERT', 'COMMIT;']
        : ['BEGIN IMMEDIATE;', 'INSERT', 'SELECT', 'SELECT', 'COMMIT;'],
    );
  });

  const stored = async (orderId: string) =>
    (await database.db('order_numbers').where({ orderId }).select('n')).length;

  it('rolls back what its first statements wrote, the BEGIN having gone with them', async () => {
    await expect(
      db.transaction(async (trx) => {
        const batch = statementBatch(trx);
        batch.add(trx('order_numbers').insert({ orderId: 'rolled-back' }));
        batch.add(trx('order_numbers').insert({ orderId: 'rolled-back-too' }));
        await batch.run();
        throw new Error('refused after writing');
      }),
    ).rejects.toThrow('refused after writing');
    expect(await stored('rolled-back')).toBe(0);
    expect(await stored('rolled-back-too')).toBe(0);

    await expect(
      db.transaction(async (trx) => {
        await trx('order_numbers').insert({ orderId: 'alone-rolled-back' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await stored('alone-rolled-back')).toBe(0);
  });

  it('answers a first query alone as it would without the BEGIN in front', async () => {
    const rows = await db.transaction((trx) =>
      trx('order_numbers').where('orderId', 'first').select('orderId'),
    );
    expect(rows).toEqual([{ orderId: 'first' }]);
    const [id] = await db.transaction((trx) => trx('order_numbers').insert({ orderId: 'third' }));
    expect(id).toBeGreaterThan(0);
    expect(await stored('third')).toBe(1);
  });

  it('gives back a clean connection after a transaction that ran no query', async () => {
    await Promise.all(Array.from({ length: 12 }, () => db.transaction(async () => undefined)));
    // Outside any transaction, each write is committed at once: another pool sees it.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => db('order_numbers').insert({ orderId: `after-${i}` })),
    );
    for (let i = 0; i < 12; i += 1) expect(await stored(`after-${i}`)).toBe(1);
  });
});
