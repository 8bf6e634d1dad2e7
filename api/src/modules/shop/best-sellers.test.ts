import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/product.ts';
import {
  addProduct,
  codOrderBy,
  signInSeller,
  updateProductRequest,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();
const DAY = 24 * 60 * 60 * 1000;

describe.each(kinds)('Best Sellers on %s', (kind) => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof signInSeller>>;
  let at = Date.parse('2026-03-09T10:00:00+05:30');
  const p: Record<string, Product> = {};
  const names = async (query = '') =>
    (
      (await app.agent().get(`/api/shop/best-sellers${query}`).expect(200)).body
        .products as Product[]
    ).map((product) => product.name);
  /** Past the ranking's 30 seconds in this process. */
  const later = () => (at += 31_000);

  beforeAll(async () => {
    app = await createTestApp(kind, { clock: () => at });
    seller = await signInSeller(app);
    // Added one after another: E is the newest.
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      p[name] = await addProduct(seller, { name, stock: 100 });
    }
  });
  afterAll(() => app.close());

  it('lists the newest products a shopper can buy while nothing sold', async () => {
    expect(await names()).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect(await names('?limit=2')).toEqual(['E', 'D']);
  });

  it('ranks by units sold in the last 30 days, and fills up with the newest', async () => {
    // Sold 31 days ago: too old to count.
    at -= 31 * DAY;
    await codOrderBy(app, p.A!._id, 50);
    at += 31 * DAY;
    await codOrderBy(app, p.B!._id, 3);
    await codOrderBy(app, p.C!._id, 1);
    await codOrderBy(app, p.D!._id, 1);
    await codOrderBy(app, p.D!._id, 1);
    // Cancelled: does not count.
    const cancelled = await codOrderBy(app, p.C!._id, 9);
    await cancelled.agent
      .post('/api/order/cancel')
      .send({ orderId: cancelled.orderId })
      .expect(200);
    later();
    expect(await names('?limit=4')).toEqual(['B', 'D', 'C', 'E']);
    expect(await names('?limit=2')).toEqual(['B', 'D']);
    expect(await names()).toEqual(['B', 'D', 'C', 'E', 'A']);
  });

  it('leaves out what a shopper cannot buy now, even while the ranking is remembered', async () => {
    await seller.post('/api/product/archive').send({ id: p.D!._id, archived: true }).expect(200);
    await seller.post('/api/product/stock').send({ id: p.B!._id, inStock: false }).expect(200);
    expect(await names()).toEqual(['C', 'E', 'A']);
    await seller.post('/api/product/stock').send({ id: p.B!._id, inStock: true }).expect(200);
    expect(await names('?limit=2')).toEqual(['B', 'C']);
  });

  it.each(['0', '21', 'x', '1.5'])('refuses limit=%s', async (limit) => {
    const res = await app.agent().get(`/api/shop/best-sellers?limit=${limit}`).expect(400);
    expect(res.body.message).toMatch(/^limit must be a whole number from 1 to 20/);
  });
});

describe.each(kinds)('Best Sellers of a shop with no sales yet, on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
    const seller = await signInSeller(app);
    // Added with the fixture's picture; the two newer ones have theirs taken off.
    await addProduct(seller, { name: 'Basmati Rice', stock: 10 });
    const sugar = await addProduct(seller, { name: 'Loose Sugar', stock: 10 });
    // The newest: no photo, and none left.
    const jaggery = await addProduct(seller, { name: 'Jaggery', stock: 0 });
    for (const { _id } of [sugar, jaggery])
      await updateProductRequest(seller, { id: _id }, { keepImages: [] }).expect(200);
  });
  afterAll(() => app.close());

  it('puts what can be bought with a photo first, then the newest', async () => {
    const res = await app.agent().get('/api/shop/best-sellers').expect(200);
    expect((res.body.products as Product[]).map((product) => product.name)).toEqual([
      'Basmati Rice',
      'Loose Sugar',
    ]);
  });
});

describe.each(kinds)('Best Sellers in the language asked on %s', (kind) => {
  let app: TestApp;
  let milk: Product;
  let salt: Product;
  const bestSellers = async (query = '', headers: Record<string, string> = {}) => {
    const res = await app.agent().get(`/api/shop/best-sellers${query}`).set(headers).expect(200);
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    return res.body.products as Product[];
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    const seller = await signInSeller(app);
    milk = await addProduct(seller, {
      name: 'Toned Milk 1 L',
      description: ['Fresh every morning'],
      stock: 100,
      translations: { hi: { name: 'टोंड दूध 1 लीटर', description: 'रोज़ सुबह ताज़ा' } },
    });
    // A Hindi name only: the description falls back to the original's.
    await addProduct(seller, {
      name: 'Basmati Rice 1 kg',
      description: ['Long grain'],
      stock: 100,
      translations: { hi: { name: 'बासमती चावल 1 किलो' } },
    });
    salt = await addProduct(seller, { name: 'Iodised Salt 1 kg', stock: 100 });
    // Milk sold, so it is ranked; the others fill up as the newest.
    await codOrderBy(app, milk._id, 3);
  });
  afterAll(() => app.close());

  it('answers names and descriptions in Hindi, field by field, when asked', async () => {
    for (const [query, headers] of [
      ['?lang=hi', {}],
      ['', { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' }],
    ] as const) {
      const [first, ...rest] = await bestSellers(query, headers);
      expect(first).toMatchObject({
        _id: milk._id,
        name: 'टोंड दूध 1 लीटर',
        description: ['रोज़ सुबह ताज़ा'],
        lang: 'hi',
      });
      expect(rest.map((p) => [p.name, p.description, p.lang])).toEqual([
        ['Iodised Salt 1 kg', salt.description, 'en-IN'],
        ['बासमती चावल 1 किलो', ['Long grain'], 'hi'],
      ]);
    }
  });

  it('answers in English otherwise', async () => {
    for (const query of ['', '?lang=en-IN', '?lang=fr'])
      expect((await bestSellers(query)).map((p) => p.name)).toEqual([
        'Toned Milk 1 L',
        'Iodised Salt 1 kg',
        'Basmati Rice 1 kg',
      ]);
  });
});
