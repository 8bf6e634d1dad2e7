import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/product.ts';
import { addProduct, signInSeller } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { availableKinds } from '../../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('catalogue pages on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  const page = async (query: string, status = 200) =>
    (await app.agent().get(`/api/product/list?${query}`).expect(status)).body as {
      success: boolean;
      products: Product[];
      nextCursor: string | null;
      message?: string;
    };
  /** Every page of a query, following the cursors. */
  const allPages = async (query: string, from: string | null = null) => {
    const seen: Product[] = [];
    let cursor: string | null = from;
    do {
      const body = await page(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...body.products);
      cursor = body.nextCursor;
    } while (cursor);
    return seen;
  };

  it.each([
    ['sort=cheapest', 'sort must be one of: newest, price-asc, price-desc.'],
    ['limit=0', 'limit must be a whole number from 1 to 60.'],
    ['limit=61', 'limit must be a whole number from 1 to 60.'],
    ['limit=ten', 'limit must be a whole number from 1 to 60.'],
    ['limit=1&limit=2', 'limit can be given only once.'],
    ['inStock=yes', 'inStock must be true or false.'],
    ['stock=some', 'stock must be one of: low, out.'],
    ['category=Toys', 'category "Toys" is not one of the shop\'s categories.'],
    [
      `ids=${Array.from({ length: 101 }, (_, i) => `id${i}`).join(',')}`,
      'ids can name at most 100 products.',
    ],
    ['cursor=abc.def', 'This page link is not valid any more. Please start from the first page.'],
    ['q=' + 'x'.repeat(101), 'q must be at most 100 characters.'],
  ])('refuses %s with a readable 400', async (query, message) => {
    expect(await page(query, 400)).toEqual({ success: false, message });
  });

  describe('with a catalogue to page through', () => {
    let fruits: Product[];
    beforeAll(async () => {
      fruits = [];
      // Prices repeat, so the id must break ties for pages to be stable.
      for (let i = 0; i < 14; i += 1) {
        fruits.push(
          await addProduct(seller, {
            name: `Page Fruit ${i}`,
            category: 'Fruits',
            price: 100,
            offerPrice: 50 + (i % 4),
          }),
        );
      }
      await addProduct(seller, { name: 'Page Dairy Milk', category: 'Dairy' });
    });

    it('filters by category in any case and pages newest first without gaps or repeats', async () => {
      const listed = await allPages('category=fRuItS&limit=5&q=page');
      expect(listed.map((p) => p._id)).toEqual([...fruits].reverse().map((p) => p._id));
      const first = await page('category=fruits&limit=5&q=page');
      expect(first.products).toHaveLength(5);
      expect(first.nextCursor).toEqual(expect.any(String));
    });

    it('sorts by offer price both ways, ties broken the same way on every page', async () => {
      const up = await allPages('q=page fruit&sort=price-asc&limit=4');
      expect(up).toHaveLength(14);
      expect(up.map((p) => p.offerPrice)).toEqual(
        [...up.map((p) => p.offerPrice)].sort((a, b) => a - b),
      );
      const down = await allPages('q=page fruit&sort=price-desc&limit=3');
      expect(down.map((p) => p._id)).toEqual([...up].reverse().map((p) => p._id));
    });

    it('neither skips nor repeats a product when products are added between pages', async () => {
      for (const sort of ['newest', 'price-asc']) {
        const first = await page(`q=page fruit&sort=${sort}&limit=5`);
        const added = [
          await addProduct(seller, {
            name: `Page Fruit late ${sort} 1`,
            category: 'Fruits',
            offerPrice: 1,
            price: 1,
          }),
          await addProduct(seller, {
            name: `Page Fruit late ${sort} 2`,
            category: 'Fruits',
            offerPrice: 99,
            price: 99,
          }),
        ];
        const rest = await allPages(`q=page fruit&sort=${sort}&limit=5`, first.nextCursor);
        const ids = [...first.products, ...rest].map((p) => p._id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const fruit of fruits) expect(ids).toContain(fruit._id);
        // Archived again so the next sort's run sees the same catalogue.
        for (const product of added)
          await seller
            .post('/api/product/archive')
            .send({ id: product._id, archived: true })
            .expect(200);
      }
    });

    it('refuses a cursor made for another sort, and a tampered one', async () => {
      const { nextCursor } = await page('q=page&limit=2');
      expect((await page(`q=page&sort=price-asc&cursor=${nextCursor}`, 400)).message).toBe(
        'This page link was made for another sort order. Please start again.',
      );
      const [payload, signature] = nextCursor!.split('.');
      const forged = `${Buffer.from(JSON.stringify(['newest', 0, 'x'])).toString('base64url')}.${signature}`;
      expect(payload).not.toBe(forged.split('.')[0]);
      expect((await page(`cursor=${forged}`, 400)).message).toMatch(/not valid/);
    });

    it('hides what shoppers cannot buy with inStock=true', async () => {
      const [off, counted] = [fruits[0]!, fruits[1]!];
      await seller.post('/api/product/stock').send({ id: off._id, inStock: false }).expect(200);
      await seller
        .post('/api/product/update')
        .field('productData', JSON.stringify({ id: counted._id, stock: 0 }))
        .expect(200);
      const shown = (await allPages('q=page fruit&inStock=true')).map((p) => p._id);
      expect(shown).not.toContain(off._id);
      expect(shown).not.toContain(counted._id);
      expect(shown).toHaveLength(12);
      expect(await allPages('q=page fruit&inStock=false')).toHaveLength(14);
      await seller.post('/api/product/stock').send({ id: off._id, inStock: true }).expect(200);
      await seller
        .post('/api/product/update')
        .field('productData', JSON.stringify({ id: counted._id, stock: '' }))
        .expect(200);
    });

    it("filters by the seller's stock views: running low, and nothing left", async () => {
      const [off, low, zero, plenty] = [fruits[4]!, fruits[5]!, fruits[6]!, fruits[7]!];
      await seller.post('/api/product/stock').send({ id: off._id, inStock: false }).expect(200);
      const setCount = (id: string, stock: number | '') =>
        seller
          .post('/api/product/update')
          .field('productData', JSON.stringify({ id, stock }))
          .expect(200);
      await setCount(low._id, 3);
      await setCount(zero._id, 0);
      await setCount(plenty._id, 40);
      const ids = async (query: string) => (await allPages(query)).map((p) => p._id).sort();
      expect(await ids('q=page fruit&stock=low')).toEqual([low._id]);
      expect(await ids('q=page fruit&stock=out')).toEqual([off._id, zero._id].sort());
      await seller.post('/api/product/stock').send({ id: off._id, inStock: true }).expect(200);
      for (const product of [low, zero, plenty]) await setCount(product._id, '');
    });

    it('answers exactly the products asked for by ids, in that order', async () => {
      const archived = await addProduct(seller, { name: 'Gone Soon' });
      await seller
        .post('/api/product/archive')
        .send({ id: archived._id, archived: true })
        .expect(200);
      const ids = [fruits[3]!._id, 'no-such-id', archived._id, fruits[0]!._id, fruits[3]!._id];
      const body = await page(`ids=${ids.join(',')}`);
      expect(body.products.map((p) => p._id)).toEqual([fruits[3]!._id, fruits[0]!._id]);
      expect(body.nextCursor).toBeNull();
    });
  });

  describe('search', () => {
    beforeAll(async () => {
      await addProduct(seller, { name: 'Fresh Tomatoes' });
      await addProduct(seller, { name: 'Tomato Ketchup (500 g)', category: 'Instant' });
      await addProduct(seller, { name: 'Fresh Paneer', category: 'Dairy' });
      await addProduct(seller, { name: 'मसाला चाय', category: 'Drinks' });
      await addProduct(seller, { name: 'Äpfel Grün', category: 'Fruits' });
    });
    const names = async (q: string) =>
      (await allPages(`q=${encodeURIComponent(q)}`)).map((p) => p.name).sort();

    it('matches the start of words in any case, and needs every word', async () => {
      expect(await names('TOMATO')).toEqual(['Fresh Tomatoes', 'Tomato Ketchup (500 g)']);
      expect(await names('fresh tom')).toEqual(['Fresh Tomatoes']);
      expect(await names('tom FRESH')).toEqual(['Fresh Tomatoes']);
      expect(await names('ketchup 500')).toEqual(['Tomato Ketchup (500 g)']);
      expect(await names('tomato juice')).toEqual([]);
      expect(await names('चाय')).toEqual(['मसाला चाय']);
      // Beyond ASCII too, and with several words (MySQL also tests the name itself first).
      expect(await names('ÄPFEL grün')).toEqual(['Äpfel Grün']);
      expect(await names('grü äp')).toEqual(['Äpfel Grün']);
    });

    it('follows renames', async () => {
      const product = await addProduct(seller, { name: 'Plain Curd' });
      expect(await names('curd plain')).toEqual(['Plain Curd']);
      await seller
        .post('/api/product/update')
        .field('productData', JSON.stringify({ id: product._id, name: 'Thick Dahi' }))
        .expect(200);
      expect(await names('curd')).toEqual([]);
      expect(await names('dahi')).toEqual(['Thick Dahi']);
    });

    it('is answered from the word index, not by reading every name', async () => {
      const { db } = app.database;
      if (kind === 'sqlite') {
        const plan = (await db.raw(
          "explain query plan select product_id from product_words where word glob 'tom*'",
        )) as { detail: string }[];
        expect(plan.map((row) => row.detail).join(' ')).toMatch(/SEARCH product_words USING/);
      } else {
        const [rows] = (await db.raw(
          "explain select product_id from product_words where word like 'tom%'",
        )) as [{ key: string | null; type: string }[]];
        expect(rows[0]).toMatchObject({ key: 'PRIMARY', type: 'range' });
      }
    });
  });

  describe('one product', () => {
    it('answers the product and up to five it could be bought with, from its category', async () => {
      const base = await addProduct(seller, { name: 'Related Base', category: 'Bakery' });
      const others = [];
      for (let i = 0; i < 6; i += 1)
        others.push(await addProduct(seller, { name: `Related Bread ${i}`, category: 'Bakery' }));
      await seller
        .post('/api/product/stock')
        .send({ id: others[5]!._id, inStock: false })
        .expect(200);
      const res = await app.agent().get(`/api/product/${base._id}`).expect(200);
      expect(res.body.product._id).toBe(base._id);
      const related = res.body.related as Product[];
      expect(related).toHaveLength(5);
      expect(related.map((p) => p._id)).not.toContain(base._id);
      expect(related.map((p) => p._id)).not.toContain(others[5]!._id);
      expect(new Set(related.map((p) => p.category))).toEqual(new Set(['Bakery']));
    });

    it('is 404 with a message when unknown or archived', async () => {
      const gone = await addProduct(seller, { name: 'Archived One' });
      await seller.post('/api/product/archive').send({ id: gone._id, archived: true }).expect(200);
      for (const id of ['no-such-product', gone._id]) {
        const res = await app.agent().get(`/api/product/${id}`).expect(404);
        expect(res.body).toEqual({
          success: false,
          message: 'This product does not exist or is no longer sold.',
        });
      }
    });
  });
});

describe.each(kinds)('the whole list on %s', (kind) => {
  let app: TestApp;
  let other: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    // A second API process on the same database, checking for changes every 50 ms.
    other = await createTestApp(kind, { sameDatabaseAs: app, catalogueCheckMs: 50 });
    seller = await signInSeller(app);
  });
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  it('is compressed as the client accepts, with an ETag that answers 304', async () => {
    await addProduct(seller, { name: 'ETag Apples' });
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await app
        .agent()
        .get('/api/product/list')
        .set('Accept-Encoding', accept)
        .expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.body.products.map((p: Product) => p.name)).toContain('ETag Apples');
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await app
        .agent()
        .get('/api/product/list')
        .set('Accept-Encoding', accept)
        .set('If-None-Match', etag)
        .expect(304);
      expect(again.text ?? '').toBe('');
    }
  });

  it('changes after an add and a stock switch, here at once and in another process soon after', async () => {
    const before = await app.agent().get('/api/product/list').set('Accept-Encoding', 'gzip');
    await other.agent().get('/api/product/list').expect(200);
    const product = await addProduct(seller, { name: 'Cross Process Mangoes' });
    const after = await app.agent().get('/api/product/list').set('Accept-Encoding', 'gzip');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await app
      .agent()
      .get('/api/product/list')
      .set('If-None-Match', before.headers.etag as string)
      .set('Accept-Encoding', 'gzip')
      .expect(200);

    const seenByOther = async (check: (products: Product[]) => boolean) => {
      const deadline = Date.now() + 3000;
      for (;;) {
        const products = (await other.agent().get('/api/product/list')).body.products as Product[];
        if (check(products)) return true;
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    expect(await seenByOther((list) => list.some((p) => p._id === product._id))).toBe(true);
    await seller.post('/api/product/stock').send({ id: product._id, inStock: false }).expect(200);
    expect(
      (await app.agent().get('/api/product/list')).body.products.find(
        (p: Product) => p._id === product._id,
      ).inStock,
    ).toBe(false);
    expect(
      await seenByOther((list) => list.find((p) => p._id === product._id)?.inStock === false),
    ).toBe(true);
  });

  it('shows a change on pages and product pages here at once, and in another process soon after', async () => {
    const product = await addProduct(seller, { name: 'Pagecache Plums', category: 'Fruits' });
    const pageQuery = '/api/product/list?q=pagecache&inStock=true';
    const listed = async (target: TestApp) =>
      ((await target.agent().get(pageQuery).expect(200)).body.products as Product[]).map(
        (p) => p._id,
      );
    const inStockOnDetail = async (target: TestApp) =>
      (await target.agent().get(`/api/product/${product._id}`).expect(200)).body.product
        .inStock as boolean;
    // Both processes have read (and may hold) the page and the product.
    expect(await listed(app)).toEqual([product._id]);
    expect(await listed(other)).toEqual([product._id]);
    expect(await inStockOnDetail(other)).toBe(true);

    await seller.post('/api/product/stock').send({ id: product._id, inStock: false }).expect(200);
    expect(await listed(app)).toEqual([]);
    expect(await inStockOnDetail(app)).toBe(false);
    const deadline = Date.now() + 3000;
    while ((await listed(other)).length > 0 || (await inStockOnDetail(other))) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
});
