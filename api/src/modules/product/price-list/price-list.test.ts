import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Product } from '../../../contract/product.ts';
import { addProduct, registerUser, signInSeller } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { availableKinds } from '../../../../test/test-databases.ts';

const kinds = await availableKinds();
// Sheets made by hand or exported before stockAtExport existed; the export writes EXPORTED.
const HEADER = 'sku,name,category,price,offerPrice,weight,stock,inStock,description';
const EXPORTED =
  'sku,name,category,price,offerPrice,weight,stock,stockAtExport,inStock,gstRate,hsn,barcode,description,name_hi,description_hi';

describe.each(kinds)('the price list (CSV) on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
    await addProduct(seller, {
      name: 'Atta 5 kg',
      category: 'Grains',
      price: 1234.5,
      offerPrice: 1199,
      weight: '5 kg',
      stock: 7,
      sku: 'ATTA-5',
      description: ['Stone ground', 'Whole wheat'],
    });
    await addProduct(seller, { name: '=HYPERLINK("http://evil.example")', category: 'Instant' });
  });
  afterAll(() => app.close());

  const exportCsv = async () => {
    const res = await seller.get('/api/product/export').buffer(true).expect(200);
    return res;
  };
  const importCsv = (csv: string | Buffer, dryRun = false) =>
    seller
      .post(`/api/product/import${dryRun ? '?dryRun=true' : ''}`)
      .attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), 'prices.csv');
  const products = async () =>
    (await app.agent().get('/api/product/list')).body.products as Product[];

  it('exports every product as a UTF-8 spreadsheet file, formulas made harmless', async () => {
    const res = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kirana-price-list-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.text;
    expect(text.startsWith('\uFEFF' + EXPORTED + '\r\n')).toBe(true);
    expect(text).toContain(
      'ATTA-5,Atta 5 kg,Grains,1234.50,1199.00,5 kg,7,7,true,,,,"Stone ground\nWhole wheat"',
    );
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).not.toMatch(/,=HYPERLINK/);
  });

  it('reads its own export back as all unchanged, dry run or not', async () => {
    const file = (await exportCsv()).text;
    const count = (await products()).length;
    const dry = await importCsv(file, true).expect(200);
    expect(dry.body).toEqual({
      success: true,
      dryRun: true,
      created: 0,
      updated: 0,
      unchanged: count,
      errors: [],
      preview: { changes: [], newProducts: [], largeChanges: 0, emptying: 0, notes: [] },
    });
    const real = await importCsv(file).expect(200);
    expect(real.body).toMatchObject({
      success: true,
      dryRun: false,
      created: 0,
      updated: 0,
      unchanged: count,
    });
    expect((await products()).find((p) => p.sku === 'ATTA-5')?.name).toBe('Atta 5 kg');
  });

  it('creates rows without a SKU, updates rows by SKU, and a dry run writes nothing', async () => {
    const csv = [
      HEADER,
      'atta-5,Atta 5 kg,Grains,"1,300.00",1250,5 kg,20,true,"Stone ground\nWhole wheat"',
      ',Jaggery Cubes,grains,80,75,500 g,,yes,',
    ].join('\n');
    const dry = await importCsv(csv, true).expect(200);
    expect(dry.body).toMatchObject({ created: 1, updated: 1, errors: [] });
    expect((await products()).find((p) => p.sku === 'ATTA-5')?.price).toBe(1234.5);

    await importCsv(csv).expect(200);
    const after = await products();
    expect(after.find((p) => p.sku === 'ATTA-5')).toMatchObject({
      price: 1300,
      offerPrice: 1250,
      stock: 20,
    });
    const jaggery = after.find((p) => p.name === 'Jaggery Cubes');
    expect(jaggery).toMatchObject({ category: 'Grains', price: 80, stock: null, inStock: true });
    expect(jaggery?.sku).toMatch(/^K-/);
  });

  it('takes what spreadsheets write: BOM, semicolons, CRLF, Indian grouping, Rs.', async () => {
    const csv = Buffer.from(
      '\uFEFFsku;name;category;price;offerPrice;stock\r\n' +
        'SEMI-1;Kaju 1 kg;Grains;"1,23,456.50";Rs. 1,00,000;3\r\n',
    );
    const res = await importCsv(csv).expect(200);
    expect(res.body).toMatchObject({ created: 1, errors: [] });
    expect((await products()).find((p) => p.sku === 'SEMI-1')).toMatchObject({
      price: 123456.5,
      offerPrice: 100000,
      stock: 3,
    });
  });

  it('applies nothing when one row is wrong, and names the row', async () => {
    const before = await products();
    const csv = [
      HEADER,
      'NEW-1,Good Row,Fruits,10,9,,,true,',
      'NEW-2,Bad Price,Fruits,12.5.0,9,,,true,',
      'NEW-3,Bad Category,Toys,10,9,,,true,',
      'NEW-1,Twice,Fruits,10,9,,,true,',
    ].join('\r\n');
    const res = await importCsv(csv).expect(400);
    expect(res.body).toMatchObject({
      success: false,
      message: '3 rows have problems, so nothing was changed. Fix the file and import it again.',
      created: 1,
      errors: [
        { row: 3, message: expect.stringMatching(/Price must be a number/) },
        {
          row: 4,
          message: 'Category Toys does not exist: add it on the Categories screen first.',
        },
        { row: 5, message: 'SKU NEW-1 is also on row 2.' },
      ],
    });
    expect(await products()).toEqual(before);
  });

  it('refuses a file with unknown or missing columns, too many rows or too many bytes', async () => {
    const unknown = await importCsv('name,colour\nA,red').expect(400);
    expect(unknown.body.message).toMatch(/Unknown column "colour"/);
    const missing = await importCsv('name,category,price\nA,Fruits,1').expect(400);
    expect(missing.body.message).toBe('The file has no offerPrice column.');
    const rows = Array.from({ length: 20_001 }, (_, i) => `,P${i},Fruits,1,1`).join('\n');
    const tooMany = await importCsv(`name,category,price,offerPrice\n${rows}`).expect(400);
    expect(tooMany.body.message).toMatch(/at most 20,000 rows/);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const tooBig = await importCsv(big).expect(413);
    expect(tooBig.body.message).toBe('The price list file can be at most 5 MB.');
    await seller.post('/api/product/import').attach('other', Buffer.from('x'), 'x.csv').expect(400);
  });

  it('gives back a cell that really starts with an apostrophe, formulas still harmless', async () => {
    await addProduct(seller, {
      name: "'=x",
      sku: 'APOS-1',
      category: 'Instant',
      description: ["'Best' tea", '=1+1'],
    });
    const text = (await exportCsv()).text;
    expect(text).toContain(`APOS-1,''=x,`);
    expect(text).toContain(`"''Best' tea\n=1+1"`);
    const res = await importCsv(text).expect(200);
    expect(res.body).toMatchObject({ updated: 0, errors: [] });
    expect((await products()).find((p) => p.sku === 'APOS-1')).toMatchObject({
      name: "'=x",
      description: ["'Best' tea", '=1+1'],
    });
  });

  it('is the seller’s alone', async () => {
    const customer = (await registerUser(app)).agent;
    await app.agent().get('/api/product/export').expect(401);
    await customer.get('/api/product/export').expect(403);
    await app
      .agent()
      .post('/api/product/import')
      .attach('file', Buffer.from(HEADER), 'p.csv')
      .expect(401);
    await customer
      .post('/api/product/import')
      .attach('file', Buffer.from(HEADER), 'p.csv')
      .expect(403);
  });
});
