import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { addProduct, signInSeller } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { availableKinds, type DbKind } from '../../../../test/test-databases.ts';
import { createDb, type Db } from '../../../db/knex.ts';

const kinds = await availableKinds();
const HEADER = 'sku,name,category,price,offerPrice,weight,stock,stockAtExport,inStock,description';

// What happens in the shop after an import has read the products and before it writes.
describe.each(kinds)('a price list import racing the shop on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  const importCsv = (csv: string) =>
    seller
      // Blank cells clear fields here: confirmed, so what is tested is the race.
      .post('/api/product/import?confirmEmptied=true')
      .attach('file', Buffer.from(csv), 'prices.csv');
  const stored = async (sku: string) =>
    (await app.database.db('products').where({ sku }).first('stock', 'held')) as {
      stock: number | null;
      held: number;
    };

  it('refuses a count whose shelf changed between the check and the write', async () => {
    await addProduct(seller, { name: 'Fresh Tomatoes', sku: 'TOM-1', stock: 10 });
    await app.database.db('products').where({ sku: 'TOM-1' }).update({ stock: 7, held: 3 });
    const sheet = [HEADER, 'TOM-1,Fresh Tomatoes,Vegetables,60,45.5,,12,10,true,'].join('\r\n');
    // The 3 held units are packed: the shelf goes from 10 to 7.
    const pack = (db: Db) => db('products').where({ sku: 'TOM-1' }).update({ held: 0 });
    const res = await whileImporting(app, kind, pack, () => importCsv(sheet));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        row: 2,
        message: expect.stringContaining('exported with 10 on the shelf; there are 7 now'),
      },
    ]);
    expect(await stored('TOM-1')).toEqual({ stock: 7, held: 0 });
  });

  it('answers 409 when another import adds the same new SKU meanwhile', async () => {
    const other = await addProduct(seller, { name: 'Someone Else', sku: 'ELSE-1' });
    const sheet = [HEADER, 'LATE-1,Late Tea,Drinks,100,90,,,,true,'].join('\r\n');
    const addLate = (db: Db) => db('products').where({ id: other._id }).update({ sku: 'LATE-1' });
    const res = await whileImporting(app, kind, addLate, () => importCsv(sheet));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'A product with the SKU LATE-1 was added while this file was being imported, so nothing was changed. Import the file again to update it.',
    );
    expect(await app.database.db('products').where({ sku: 'LATE-1' }).pluck('name')).toEqual([
      'Someone Else',
    ]);
  });
});

/**
 * Runs the import while `change` is made after the import has read the products but before
 * it writes. On MariaDB another connection makes it in a transaction left open until the
 * import waits on what it holds; SQLite has one connection per process, so the change is
 * queued right behind the import's first read of the products.
 */
async function whileImporting<T>(
  app: TestApp,
  kind: DbKind,
  change: (db: Db) => PromiseLike<unknown>,
  runImport: () => PromiseLike<T>,
): Promise<T> {
  if (kind === 'sqlite') {
    const db = app.database.db;
    let changing: Promise<unknown> | undefined;
    const onQuery = (query: { sql: string }) => {
      if (changing || !/^select .*`held`.* from `products`/i.test(query.sql)) return;
      // A query builder runs once asked for its result: now, queued behind this read.
      changing = Promise.resolve(change(db));
    };
    db.on('query', onQuery);
    try {
      const result = await runImport();
      await changing;
      return result;
    } finally {
      db.off('query', onQuery);
    }
  }
  const other = createDb(app.database.url, { poolMax: 2 });
  try {
    const trx = await other.transaction();
    await change(trx);
    const result = Promise.resolve(runImport());
    // The import has read and planned once it waits for what the open transaction holds.
    for (let tries = 0; tries < 500 && !(await waitingForALock(other)); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await trx.commit();
    return await result;
  } finally {
    await other.destroy();
  }
}

/**
 * Whether another connection to this test's database is stuck in a statement on products
 * (MariaDB): waiting for a row the open transaction holds. (A locking read on a primary key
 * waits while the optimiser looks the row up, before InnoDB lists a lock wait.)
 */
async function waitingForALock(db: Db): Promise<boolean> {
  const [rows] = (await db.raw(
    `select ID from information_schema.PROCESSLIST
      where DB = database() and ID <> connection_id() and COMMAND = 'Query'
        and INFO like '%products%'`,
  )) as [unknown[]];
  return rows.length > 0;
}
