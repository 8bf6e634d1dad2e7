import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Product } from '../../../contract/product.ts';
import { signInSeller } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { availableKinds } from '../../../../test/test-databases.ts';
import { largeCountChange, largeMoneyChange } from './price-list-preview.ts';

const kinds = await availableKinds();
const HEADER = 'sku,name,category,price,offerPrice,weight,stock,inStock,description';
const sheet = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

describe.each(kinds)('the price list dry run’s preview on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  const ids = new Map<string, string>();
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
    await importCsv(
      sheet(
        'GHEE-1,Ghee 1 L,Dairy,49,45,,10,true,',
        'DAL-1,Toor Dal,Grains,100,90,,0,true,',
        'RICE-1,Sona Rice,Grains,49,45,,20,true,',
        'SALT-1,Salt,Instant,20,18,,,true,',
        'TEA-1,Tea,Drinks,150,140,,,true,',
      ),
    ).expect(200);
    for (const p of await products()) if (p.sku) ids.set(p.sku, p._id);
  });
  afterAll(() => app.close());

  function importCsv(csv: string, dryRun = false) {
    return seller
      .post(`/api/product/import${dryRun ? '?dryRun=true' : ''}`)
      .attach('file', Buffer.from(csv), 'prices.csv');
  }
  async function products() {
    return (await app.agent().get('/api/product/list')).body.products as Product[];
  }

  it('lists old → new price, offer price and stock, changes over 50% flagged and first', async () => {
    const before = await products();
    const res = await importCsv(
      sheet(
        // A slipped decimal point: 49 → 4.9 and 45 → 4.5, both flagged.
        'GHEE-1,Ghee 1 L,Dairy,4.9,4.5,,10,true,',
        // A count from 0 is a restock, not a typo: not flagged.
        'DAL-1,Toor Dal,Grains,100,90,,50,true,',
        // 49 → 45 is an ordinary change; 20 → 5 on the shelf is over half gone.
        'RICE-1,Sona Rice,Grains,45,45,,5,true,',
        'SALT-1,Salt,Instant,20,18,,,true,',
        'TEA-1,Tea 250 g,Drinks,150,140,,,true,',
        ',Wild Honey,Instant,250,199,,12,true,',
        'JAM-1,Mango Jam,Instant,80,75,,,true,',
      ),
      true,
    ).expect(200);
    expect(res.body).toMatchObject({ dryRun: true, created: 2, updated: 4, unchanged: 1 });
    expect(res.body.preview).toEqual({
      largeChanges: 2,
      emptying: 0,
      notes: [],
      changes: [
        {
          row: 2,
          id: ids.get('GHEE-1'),
          sku: 'GHEE-1',
          name: 'Ghee 1 L',
          price: { from: 49, to: 4.9, large: true },
          offerPrice: { from: 45, to: 4.5, large: true },
          also: [],
          emptied: [],
        },
        {
          row: 4,
          id: ids.get('RICE-1'),
          sku: 'RICE-1',
          name: 'Sona Rice',
          price: { from: 49, to: 45, large: false },
          stock: { from: 20, to: 5, large: true },
          also: [],
          emptied: [],
        },
        {
          row: 3,
          id: ids.get('DAL-1'),
          sku: 'DAL-1',
          name: 'Toor Dal',
          stock: { from: 0, to: 50, large: false },
          also: [],
          emptied: [],
        },
        {
          row: 6,
          id: ids.get('TEA-1'),
          sku: 'TEA-1',
          name: 'Tea',
          also: ['name'],
          emptied: [],
        },
      ],
      newProducts: [
        { row: 7, name: 'Wild Honey', price: 250, offerPrice: 199, stock: 12 },
        { row: 8, sku: 'JAM-1', name: 'Mango Jam', price: 80, offerPrice: 75, stock: null },
      ],
    });
    expect(await products()).toEqual(before);
  });

  it('shows the shelf count, units held for orders included, as the sheet writes it', async () => {
    await app.database.db('products').where({ sku: 'GHEE-1' }).update({ stock: 7, held: 3 });
    const res = await importCsv(sheet('GHEE-1,Ghee 1 L,Dairy,49,45,,12,true,'), true).expect(200);
    expect(res.body.preview.changes).toEqual([
      expect.objectContaining({ sku: 'GHEE-1', stock: { from: 10, to: 12, large: false } }),
    ]);
    expect(res.body.preview.changes[0]).not.toHaveProperty('price');
  });

  it('still lists rows when other rows have problems, and applying answers without it', async () => {
    const dry = await importCsv(
      sheet('SALT-1,Salt,Instant,200,18,,,true,', 'BAD-1,Bad,Toys,1,1,,,true,'),
      true,
    ).expect(200);
    expect(dry.body.errors).toHaveLength(1);
    expect(dry.body.preview.changes).toEqual([
      expect.objectContaining({ sku: 'SALT-1', price: { from: 20, to: 200, large: true } }),
    ]);
    const real = await importCsv(sheet('SALT-1,Salt,Instant,21,18,,,true,')).expect(200);
    expect(real.body).toEqual({
      success: true,
      dryRun: false,
      message: 'Price list imported.',
      created: 0,
      updated: 1,
      unchanged: 0,
      errors: [],
    });
  });

  it('lists at most 500 changes and 500 new products, large changes kept in', async () => {
    const rows = (price: (i: number) => number) =>
      Array.from({ length: 510 }, (_, i) => `CAP-${i},Cap ${i},Fruits,${price(i)},1,,,true,`);
    const create = await importCsv(sheet(...rows(() => 10)), true).expect(200);
    expect(create.body.created).toBe(510);
    expect(create.body.preview.newProducts).toHaveLength(500);
    expect(create.body.preview.newProducts.at(-1)).toMatchObject({ row: 501, sku: 'CAP-499' });
    await importCsv(sheet(...rows(() => 10))).expect(200);

    // Every price up 10%, the last row's tenfold: listed first though past the 500th.
    const res = await importCsv(sheet(...rows((i) => (i === 509 ? 100 : 11))), true).expect(200);
    expect(res.body).toMatchObject({ updated: 510, created: 0 });
    const { changes, largeChanges } = res.body.preview as {
      changes: { sku: string; price: { large: boolean } }[];
      largeChanges: number;
    };
    expect(changes).toHaveLength(500);
    expect(largeChanges).toBe(1);
    expect(changes[0]).toMatchObject({ sku: 'CAP-509', price: { from: 10, to: 100, large: true } });
    expect(changes.slice(1).map((c) => c.sku)).toEqual(
      Array.from({ length: 499 }, (_, i) => `CAP-${i}`),
    );
    expect(res.text.length).toBeLessThan(150_000);
  });
});

describe('a large change', () => {
  it('is a price at least 1.5 times the old or at most half of it, in whole paise', () => {
    expect(largeMoneyChange(4900, 490)).toBe(true);
    expect(largeMoneyChange(4900, 4500)).toBe(false);
    expect(largeMoneyChange(1000, 1500)).toBe(true);
    expect(largeMoneyChange(1000, 1499)).toBe(false);
    expect(largeMoneyChange(1000, 500)).toBe(true);
    expect(largeMoneyChange(1000, 501)).toBe(false);
    expect(largeMoneyChange(0, 1)).toBe(true);
  });

  it('is not a count from 0 or from or to not counted, but is one dropped to 0', () => {
    expect(largeCountChange(0, 500)).toBe(false);
    expect(largeCountChange(null, 500)).toBe(false);
    expect(largeCountChange(500, null)).toBe(false);
    expect(largeCountChange(100, 10)).toBe(true);
    expect(largeCountChange(10, 100)).toBe(true);
    expect(largeCountChange(10, 0)).toBe(true);
    expect(largeCountChange(10, 14)).toBe(false);
  });
});
