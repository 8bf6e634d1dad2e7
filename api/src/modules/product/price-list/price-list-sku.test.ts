import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { addProduct, signInSeller } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { availableKinds } from '../../../../test/test-databases.ts';

const kinds = await availableKinds();
const HEADER = 'sku,name,category,price,offerPrice';

describe.each(kinds)('SKUs in the price list on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  const importCsv = (csv: string, dryRun = false) =>
    seller
      .post(`/api/product/import${dryRun ? '?dryRun=true' : ''}`)
      .attach('file', Buffer.from(csv), 'prices.csv');
  const skusLike = async (prefix: string) =>
    (
      (await app.database
        .db('products')
        .where('sku', 'like', `${prefix}%`)
        .pluck('sku')) as string[]
    ).sort();

  // MariaDB's utf8mb4_unicode_ci counts É as E and ß as ss, so its unique index refuses such
  // pairs; SQLite's NOCASE tells them apart, and keeps both.
  it('answers a SKU the database counts as a stored one’s with a row error, never a 500', async () => {
    await addProduct(seller, { name: 'Collection', sku: 'COLL-E' });
    const csv = [HEADER, 'COLL-É,Collection Two,Instant,10,9'].join('\n');
    const dry = await importCsv(csv, true).expect(200);
    const real = await importCsv(csv);
    if (kind === 'mysql') {
      const error = {
        row: 2,
        message:
          'Another product already has the SKU COLL-E, which counts as the same as COLL-É (case and accents are ignored: É is E, ß is ss). SKUs must be unique.',
      };
      expect(dry.body.errors).toEqual([error]);
      expect(real.status).toBe(400);
      expect(real.body.errors).toEqual([error]);
      expect(await skusLike('COLL-')).toEqual(['COLL-E']);
    } else {
      expect(real.status).toBe(200);
      expect(await skusLike('COLL-')).toHaveLength(2);
    }
  });

  it('answers two rows the database counts as one SKU with a 409, never a 500', async () => {
    const csv = [HEADER, 'STRASSE,Street Food,Instant,10,9', 'STRAßE,Street Food Two,Instant,10,9'];
    const res = await importCsv(csv.join('\n'));
    if (kind === 'mysql') {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'SKU STRAßE counts as the same as another SKU in this file (case and accents are ignored: É is E, ß is ss), so nothing was changed. SKUs must be unique: change one of them and import the file again.',
      );
      expect(await skusLike('STRA')).toEqual([]);
    } else {
      expect(res.status).toBe(200);
      expect(await skusLike('STRA')).toHaveLength(2);
    }
  });

  it('creates a new SKU once when six imports of it run at once; the others answer 409', async () => {
    const csv = [HEADER, 'RUSH-1,Rush Hour Tea,Drinks,100,90'].join('\n');
    const answers = await Promise.all(Array.from({ length: 6 }, () => importCsv(csv)));
    expect(answers.map((res) => res.status).filter((status) => status >= 500)).toEqual([]);
    const created = answers.filter((res) => res.status === 200 && res.body.created === 1);
    expect(created).toHaveLength(1);
    for (const res of answers.filter((r) => !created.includes(r))) {
      // An import that read the products after the winner's commit updates it instead.
      if (res.status === 200) expect(res.body).toMatchObject({ created: 0, updated: 0 });
      else {
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(
          'A product with the SKU RUSH-1 was added while this file was being imported, so nothing was changed. Import the file again to update it.',
        );
      }
    }
    expect(await skusLike('RUSH-')).toEqual(['RUSH-1']);
  });
});
