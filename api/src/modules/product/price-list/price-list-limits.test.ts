import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { signInSeller } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const HEADER = 'sku,name,category,price,offerPrice,weight,stock,inStock,description';

// Limits of the file itself: the database plays no part, so SQLite alone.
describe('a price list file past its limits', () => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp('sqlite');
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  const importCsv = (csv: string | Buffer) =>
    seller
      .post('/api/product/import?dryRun=true')
      .attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), 'prices.csv');

  it('refuses 1 MB of blank lines as too many rows, without reading to the end', async () => {
    // The unclosed quote at the end would make the file unreadable, had it been reached.
    const file = `${HEADER}\n${'\n'.repeat(1024 * 1024)},"Never read,Fruits,1,1\n`;
    const res = await importCsv(file).expect(400);
    expect(res.body.message).toBe(
      'A price list can have at most 20,000 rows below its header (blank rows count too); this one has more.',
    );
  });

  const sheet = (rows: number) =>
    `${HEADER}\n${Array.from({ length: rows }, (_, i) => `,Tea ${i},Drinks,1,1,,,,`).join('\n')}\n`;

  it('takes 20,000 rows ending with a line break, as every spreadsheet writes them', async () => {
    const res = await importCsv(sheet(20_000)).expect(200);
    expect(res.body.created).toBe(20_000);
    const over = await importCsv(sheet(20_001)).expect(400);
    expect(over.body.message).toMatch(/^A price list can have at most 20,000 rows/);
  });

  it('takes a sheet as long as the catalogue when the shop has more products than that', async () => {
    // 20,100 products, as a big shop's catalogue: its own export must come back in.
    const at = Date.now();
    const products = Array.from({ length: 20_100 }, (_, i) => ({
      id: `big-${String(i).padStart(6, '0')}`,
      name: `Big ${i}`,
      category: 'Drinks',
      price_paise: 100,
      offer_price_paise: 100,
      description: '[]',
      created_at: at,
      updated_at: at,
    }));
    await app.database.db.batchInsert('products', products, 500);
    await importCsv(sheet(20_100)).expect(200);
    const over = await importCsv(sheet(20_101)).expect(400);
    expect(over.body.message).toMatch(/^A price list can have at most 20,100 rows/);
    await app.database.db('products').where('id', 'like', 'big-%').delete();
  });

  it('refuses a row over 32 KB, naming the row and the limit', async () => {
    const file = `${HEADER}\n,Tea,Drinks,1,1,,,,\n,"${'a'.repeat(1024 * 1024)}",Fruits,1,1\n`;
    const res = await importCsv(file).expect(400);
    expect(res.body.message).toBe('Row 3 is longer than 32 KB, the most a row can hold.');
  });

  it('refuses a row with far more cells than there are columns', async () => {
    const res = await importCsv(`${HEADER}\n,Tea,Drinks,1,1${','.repeat(1000)}\n`).expect(400);
    expect(res.body.message).toBe(
      'Row 2 has more than 20 cells; a price list row can have at most 20.',
    );
    const header = await importCsv(`${HEADER}${',x'.repeat(100)}\n`).expect(400);
    expect(header.body.message).toBe(
      'Row 1 has more than 20 cells; a price list row can have at most 20.',
    );
  });

  it('still numbers rows as the spreadsheet does: blank rows and line breaks in cells', async () => {
    const file = [HEADER, '', ',Tea,Drinks,1,1,,,,"Two\nlines"', '', ',Bad,Toys,1,1,,,,', ''];
    const res = await importCsv(file.join('\r\n')).expect(200);
    expect(res.body).toMatchObject({
      created: 1,
      errors: [{ row: 5, message: expect.stringMatching(/^Category Toys does not exist/) }],
    });
  });
});
