import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Product } from '../../../contract/product.ts';
import { addProduct, signInSeller } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { availableKinds } from '../../../../test/test-databases.ts';

const kinds = await availableKinds();
const HEADER = 'sku,name,category,price,offerPrice,hsn,description,name_hi';

// Issue 56: blank cells used to erase a description and a Hindi name unseen, and an HSN
// code that Excel had turned into a number (0713 → 713) refused the row.
describe.each(kinds)('a price list that empties fields or lost a zero, on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
    await addProduct(seller, {
      name: 'Tomato',
      category: 'Vegetables',
      sku: 'TOM-1',
      hsn: '0702',
      description: ['Fresh', 'From Kolar'],
      translations: { hi: { name: 'टमाटर' } },
    });
  });
  afterAll(() => app.close());

  const importCsv = (rows: string[], query = '') =>
    seller
      .post(`/api/product/import${query}`)
      .attach('file', Buffer.from([HEADER, ...rows].join('\r\n')), 'prices.csv');
  const tomato = async () =>
    ((await seller.get('/api/product/list?q=Tomato').expect(200)).body.products as Product[])[0]!;

  it('lists each field a blank cell would empty, and empties them only once confirmed', async () => {
    const rows = ['TOM-1,Tomato,Vegetables,40,35,0702,,'];
    const dry = await importCsv(rows, '?dryRun=true').expect(200);
    expect(dry.body.preview.changes).toMatchObject([
      {
        sku: 'TOM-1',
        emptied: [
          { column: 'description', from: 'Fresh · From Kolar' },
          { column: 'name_hi', from: 'टमाटर' },
        ],
      },
    ]);
    expect(dry.body.preview.emptying).toBe(1);

    const refused = await importCsv(rows).expect(409);
    expect(refused.body).toMatchObject({ code: 'CONFIRM_EMPTIED', emptying: 1 });
    expect(refused.body.message).toMatch(/^One row empties fields that hold something now/);
    expect(await tomato()).toMatchObject({
      description: ['Fresh', 'From Kolar'],
      translations: { hi: { name: 'टमाटर' } },
    });

    await importCsv(rows, '?confirmEmptied=true').expect(200);
    const emptied = await tomato();
    expect(emptied.description).toEqual([]);
    expect(emptied.translations?.hi?.name ?? null).toBeNull();
  });

  it('changes nothing for a column the sheet does not have', async () => {
    await seller
      .post('/api/product/update')
      .field('productData', JSON.stringify({ id: (await tomato())._id, description: 'Red' }))
      .expect(200);
    const sheet = 'sku,name,category,price,offerPrice\r\nTOM-1,Tomato,Vegetables,42,36';
    const dry = await seller
      .post('/api/product/import?dryRun=true')
      .attach('file', Buffer.from(sheet), 'prices.csv')
      .expect(200);
    expect(dry.body.preview).toMatchObject({ emptying: 0, changes: [{ emptied: [] }] });
    await seller
      .post('/api/product/import')
      .attach('file', Buffer.from(sheet), 'prices.csv')
      .expect(200);
    expect((await tomato()).description).toEqual(['Red']);
  });

  it('puts back the leading zero a spreadsheet dropped from an HSN code, and says so', async () => {
    const rows = ['TOM-1,Tomato,Vegetables,42,36,713,Red,', ',Toor Dal,Grains,160,150,71310,,'];
    const dry = await importCsv(rows, '?dryRun=true').expect(200);
    expect(dry.body.errors).toEqual([]);
    expect(dry.body.preview.notes).toEqual([
      { row: 2, message: 'HSN code 713 read as 0713: spreadsheets drop a leading zero.' },
      { row: 3, message: 'HSN code 71310 read as 071310: spreadsheets drop a leading zero.' },
    ]);
    await importCsv(rows).expect(200);
    expect((await tomato()).hsn).toBe('0713');
  });
});
