import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { addProduct, signInSeller } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { availableKinds } from '../../../../test/test-databases.ts';

const kinds = await availableKinds();
const HEADER = 'sku,name,category,price,offerPrice,weight,stock,stockAtExport,inStock,description';
const EXPORTED = `${HEADER.replace('inStock,', 'inStock,gstRate,hsn,barcode,')},name_hi,description_hi`;

describe.each(kinds)('stock in the price list on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  const importCsv = (csv: string, dryRun = false) =>
    seller
      // Blank cells here clear fields on purpose: applying confirms it (price-list-emptied.test).
      .post(`/api/product/import${dryRun ? '?dryRun=true' : '?confirmEmptied=true'}`)
      .attach('file', Buffer.from(csv), 'prices.csv');
  const exportCsv = async () =>
    (await seller.get('/api/product/export').buffer(true).expect(200)).text;
  // Straight from the database: what the import did, not what a cache shows.
  const stored = async (sku: string) =>
    (await app.database.db('products').where({ sku }).first('stock', 'held', 'pricePaise')) as {
      stock: number | null;
      held: number;
      pricePaise: number;
    };
  // Orders taking and packing units belong to the order module; the shelf is set here.
  const setShelf = (sku: string, stock: number | null, held: number) =>
    app.database.db('products').where({ sku }).update({ stock, held });
  /** The exported row of that SKU, cells by column. */
  const exportedRow = async (sku: string) => {
    const lines = (await exportCsv()).replace(/^\uFEFF/, '').split('\r\n');
    const columns = lines[0]!.split(',');
    const cells = lines.find((line) => line.startsWith(`${sku},`))!.split(',');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i]]));
  };
  const row = (sku: string, price: number, stock: string, stockAtExport: string) =>
    `${sku},Fresh Tomatoes,Vegetables,${price},${price - 1},1 kg,${stock},${stockAtExport},true,`;

  it('exports the shelf count (units held for orders included) and repeats it after stock', async () => {
    await addProduct(seller, { name: 'Fresh Tomatoes', sku: 'TOM-1', stock: 10 });
    await setShelf('TOM-1', 7, 3);
    const text = await exportCsv();
    expect(text.startsWith(`\uFEFF${EXPORTED}\r\n`)).toBe(true);
    expect(await exportedRow('TOM-1')).toMatchObject({ stock: '10', stockAtExport: '10' });
  });

  it('leaves the count alone when the sheet did not change it, whatever was sold since', async () => {
    await addProduct(seller, { name: 'Fresh Tomatoes', sku: 'TOM-2', stock: 10 });
    const sheet = [HEADER, row('TOM-2', 70, '10', '10')].join('\r\n');
    // Sold since the export: 3 units promised to an order, then 2 more packed and gone.
    await setShelf('TOM-2', 5, 3);
    const res = await importCsv(sheet).expect(200);
    expect(res.body).toMatchObject({ updated: 1, errors: [] });
    expect(await stored('TOM-2')).toEqual({ stock: 5, held: 3, pricePaise: 7000 });
  });

  it('applies a changed count as the shelf: units held for orders are not counted twice', async () => {
    await addProduct(seller, { name: 'Fresh Tomatoes', sku: 'TOM-3', stock: 10 });
    await addProduct(seller, { name: 'Fresh Tomatoes', sku: 'TOM-4', stock: 10 });
    await setShelf('TOM-3', 7, 3);
    await setShelf('TOM-4', 7, 3);
    const sheet = [HEADER, row('TOM-3', 60, '15', '10'), row('TOM-4', 60, '2', '10')];
    await importCsv(sheet.join('\r\n')).expect(200);
    expect(await stored('TOM-3')).toMatchObject({ stock: 12, held: 3 });
    // Fewer on the shelf than promised: nothing left to sell, never below zero.
    expect(await stored('TOM-4')).toMatchObject({ stock: 0, held: 3 });
  });

  it('refuses a changed count from a stale sheet, naming the product and both counts', async () => {
    await addProduct(seller, { name: 'Fresh Tomatoes', sku: 'TOM-5', stock: 10 });
    const sheet = [HEADER, row('TOM-5', 60, '12', '10')].join('\r\n');
    await setShelf('TOM-5', 7, 0);
    const message =
      'Fresh Tomatoes (SKU TOM-5): the sheet was exported with 10 on the shelf; there are 7 now (orders were packed or the count was changed since). Export the list again or change this stock in the product’s edit form.';
    const dry = await importCsv(sheet, true).expect(200);
    expect(dry.body.errors).toEqual([{ row: 2, message }]);
    const real = await importCsv(sheet).expect(400);
    expect(real.body.errors).toEqual([{ row: 2, message }]);
    expect(await stored('TOM-5')).toMatchObject({ stock: 7, held: 0, pricePaise: 6000 });
  });

  it('takes stock as the shelf count when the sheet has no stockAtExport (hand-made, older)', async () => {
    await addProduct(seller, { name: 'Fresh Tomatoes', sku: 'TOM-7', stock: 10 });
    await setShelf('TOM-7', 7, 3);
    const old =
      'sku,name,category,price,offerPrice,stock\r\nTOM-7,Fresh Tomatoes,Vegetables,60,45.5,';
    expect((await importCsv(`${old}10`).expect(200)).body).toMatchObject({ unchanged: 1 });
    expect(await stored('TOM-7')).toMatchObject({ stock: 7, held: 3 });
    await importCsv(`${old}20`).expect(200);
    expect(await stored('TOM-7')).toMatchObject({ stock: 17, held: 3 });
    await importCsv(`${old}`).expect(200);
    expect(await stored('TOM-7')).toMatchObject({ stock: null });
  });

  it('reads its own export back as unchanged with units held, and checks stockAtExport', async () => {
    await addProduct(seller, { name: 'Fresh Tomatoes', sku: 'TOM-8', stock: 100_000 });
    await setShelf('TOM-8', 100_000, 4);
    const res = await importCsv(await exportCsv(), true).expect(200);
    expect(res.body).toMatchObject({ created: 0, updated: 0, errors: [] });
    const bad = await importCsv([HEADER, row('TOM-8', 60, '5', 'ten')].join('\n'), true);
    expect(bad.body.errors).toEqual([
      { row: 2, message: expect.stringMatching(/^stockAtExport must be/) },
    ]);
  });
});
