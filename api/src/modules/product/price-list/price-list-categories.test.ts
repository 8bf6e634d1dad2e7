import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Product } from '../../../contract/product.ts';
import { addProduct, signInSeller } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { availableKinds } from '../../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('the price list’s categories, GST rates and HSN codes on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  let householdId: string;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
    householdId = (await seller.post('/api/category/add').send({ name: 'Household' }).expect(201))
      .body.category.id;
    await addProduct(seller, { name: 'Floor Cleaner', category: 'Household', sku: 'CLEAN-1' });
    await addProduct(seller, {
      name: 'Toor Dal',
      category: 'Grains',
      sku: 'DAL-1',
      gstRate: 5,
      hsn: '0713',
    });
  });
  afterAll(() => app.close());

  const importCsv = (csv: string, dryRun = false) =>
    seller
      // Blank cells here clear fields on purpose: applying confirms it (price-list-emptied.test).
      .post(`/api/product/import${dryRun ? '?dryRun=true' : '?confirmEmptied=true'}`)
      .attach('file', Buffer.from(csv), 'prices.csv');
  const product = async (sku: string) =>
    ((await app.agent().get('/api/product/list')).body.products as Product[]).find(
      (p) => p.sku === sku,
    );

  it('exports gstRate and hsn, and reads them back unchanged', async () => {
    const text = (await seller.get('/api/product/export').buffer(true).expect(200)).text;
    expect(text).toContain('DAL-1,Toor Dal,Grains,60.00,45.50,,,,true,5,0713,');
    const res = await importCsv(text).expect(200);
    expect(res.body).toMatchObject({ updated: 0, errors: [] });
  });

  it('sets, changes and clears them; a sheet without the columns leaves them', async () => {
    const header = 'sku,name,category,price,offerPrice,gstRate,hsn';
    await importCsv(`${header}\nCLEAN-1,Floor Cleaner,household,60,45.5,18%,34021190\n`).expect(
      200,
    );
    expect(await product('CLEAN-1')).toMatchObject({
      category: 'Household',
      gstRate: 18,
      hsn: '34021190',
    });
    await importCsv(
      'sku,name,category,price,offerPrice\nCLEAN-1,Floor Cleaner,Household,61,45.5\n',
    );
    expect(await product('CLEAN-1')).toMatchObject({ price: 61, gstRate: 18, hsn: '34021190' });
    await importCsv(`${header}\nCLEAN-1,Floor Cleaner,Household,61,45.5,,\n`).expect(200);
    expect(await product('CLEAN-1')).toMatchObject({ gstRate: null, hsn: null });
  });

  it('names the row of a wrong rate or code', async () => {
    const header = 'sku,name,category,price,offerPrice,gstRate,hsn';
    const res = await importCsv(
      `${header}\n,Soap,Household,10,9,7,\n,Soap 2,Household,10,9,5,12\n`,
    ).expect(400);
    expect(res.body.errors).toEqual([
      { row: 2, message: 'GST rate must be one of 0, 0.25, 3, 5, 18, 40 (percent).' },
      { row: 3, message: 'HSN code must be 4 to 8 digits.' },
    ]);
  });

  it('refuses a row in an unknown or retired category, naming the row', async () => {
    await seller.post('/api/category/retire').send({ id: householdId, retired: true }).expect(200);
    const csv = [
      'sku,name,category,price,offerPrice',
      ',Incense Sticks,Pooja,10,9',
      ',Dish Soap,Household,10,9',
      // A product already in the retired category may stay there.
      'CLEAN-1,Floor Cleaner Lemon,Household,61,45.5',
    ].join('\n');
    const res = await importCsv(csv).expect(400);
    expect(res.body.errors).toEqual([
      { row: 2, message: 'Category Pooja does not exist: add it on the Categories screen first.' },
      {
        row: 3,
        message: 'Category Household is retired: restore it on the Categories screen first.',
      },
    ]);
    expect(res.body.updated).toBe(1);
    await seller.post('/api/category/retire').send({ id: householdId, retired: false }).expect(200);
    await importCsv(csv.replace(',Incense Sticks,Pooja,10,9\n', '')).expect(200);
    expect(await product('CLEAN-1')).toMatchObject({ name: 'Floor Cleaner Lemon' });
  });
});
