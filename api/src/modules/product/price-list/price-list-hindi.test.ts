import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Product } from '../../../contract/product.ts';
import { addProduct, signInSeller } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { availableKinds } from '../../../../test/test-databases.ts';

const kinds = await availableKinds();
const OLD_HEADER = 'sku,name,category,price,offerPrice,weight,stock,inStock,description';

describe.each(kinds)('Hindi names in the price list on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
    await addProduct(seller, {
      name: 'Assam Tea',
      category: 'Drinks',
      sku: 'TEA-1',
      description: ['Strong', 'From Assam'],
      // Both look like formulas to a spreadsheet.
      translations: { hi: { name: '=चाय पत्ती', description: ['-कड़क', 'असम की'] } },
    });
  });
  afterAll(() => app.close());

  const exportCsv = async () => (await seller.get('/api/product/export').expect(200)).text;
  const importCsv = (csv: string, dryRun = false, confirmEmptied = false) =>
    seller
      .post(
        `/api/product/import${dryRun ? '?dryRun=true' : confirmEmptied ? '?confirmEmptied=true' : ''}`,
      )
      .attach('file', Buffer.from(csv), 'prices.csv');
  const bySku = async (sku: string) => {
    const products = (await seller.get('/api/product/list?limit=60').expect(200)).body
      .products as Product[];
    return products.find((p) => p.sku === sku);
  };
  const hindi = async (id: string) =>
    (await app.agent().get(`/api/product/${id}?lang=hi`).expect(200)).body.product as Product;

  it('exports the Hindi name and description, formulas made harmless', async () => {
    const text = await exportCsv();
    expect(text.split('\r\n')[0]).toMatch(/,description,name_hi,description_hi$/);
    expect(text).toContain(`"Strong\nFrom Assam",'=चाय पत्ती,"'-कड़क\nअसम की"`);
  });

  it('reads its own export back as unchanged, the Hindi kept as it was', async () => {
    const report = await importCsv(await exportCsv()).expect(200);
    expect(report.body).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect((await bySku('TEA-1'))?.translations).toEqual({
      hi: { name: '=चाय पत्ती', description: ['-कड़क', 'असम की'] },
    });
  });

  it('changes, clears and adds Hindi from the sheet, and search follows', async () => {
    const [header, row] = (await exportCsv()).split('\r\n');
    const changed = row!.replace(/'=चाय पत्ती,"'-कड़क\nअसम की"$/, 'असम चाय,');
    expect(changed).not.toBe(row);
    const sheet = [header, changed, ',Cow Ghee,Dairy,500,450,,,,true,,,,,गाय का घी,शुद्ध'].join(
      '\r\n',
    );
    const dry = await importCsv(sheet, true).expect(200);
    expect(dry.body).toMatchObject({ created: 1, updated: 1 });
    expect(dry.body.preview.changes[0].also).toEqual(['name_hi', 'description_hi']);
    // The blank Hindi description empties one: named with what it holds, and confirmed.
    expect(dry.body.preview.changes[0].emptied).toEqual([
      { column: 'description_hi', from: '-कड़क · असम की' },
    ]);
    expect(dry.body.preview.emptying).toBe(1);
    const unconfirmed = await importCsv(sheet).expect(409);
    expect(unconfirmed.body).toMatchObject({ code: 'CONFIRM_EMPTIED', emptying: 1 });

    await importCsv(sheet, false, true).expect(200);
    const tea = (await bySku('TEA-1'))!;
    expect(tea.translations).toEqual({ hi: { name: 'असम चाय', description: null } });
    expect(await hindi(tea._id)).toMatchObject({
      name: 'असम चाय',
      description: ['Strong', 'From Assam'],
      lang: 'hi',
    });
    const ghee = (await seller.get('/api/product/list?q=घी').expect(200)).body
      .products as Product[];
    expect(ghee.map((p) => p.name)).toEqual(['Cow Ghee']);
    expect(ghee[0]?.translations).toEqual({ hi: { name: 'गाय का घी', description: ['शुद्ध'] } });
    const found = (await app.agent().get('/api/product/list?q=असम चाय&lang=hi').expect(200)).body;
    expect(found.products.map((p: Product) => p.name)).toEqual(['असम चाय']);
  });

  it('leaves translations alone when the sheet has no Hindi columns', async () => {
    const sheet = [OLD_HEADER, 'TEA-1,Assam Tea Leaf,Drinks,99,90,,,true,Strong'].join('\r\n');
    await importCsv(sheet).expect(200);
    const tea = (await bySku('TEA-1'))!;
    expect(tea.name).toBe('Assam Tea Leaf');
    expect(tea.translations?.hi?.name).toBe('असम चाय');
    expect((await hindi(tea._id)).name).toBe('असम चाय');
  });
});
