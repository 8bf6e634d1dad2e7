import { gunzipSync } from 'node:zlib';
import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/product.ts';
import type { Db } from '../../../db/knex.ts';
import { addProduct, codOrderBy, signInSeller } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { availableKinds, type DbKind } from '../../../../test/test-databases.ts';
import { redisForTests, uniqueRedisPrefix } from '../../../../test/test-redis.ts';
import { BROTLI_AFTER_MS, holdList } from './held-list.ts';
import { createListCache } from './product-list-cache.ts';
import { createPageCache } from './product-page-cache.ts';
import {
  mayJoin,
  patchHeld,
  productsIn,
  type HeldAnswer,
  type HeldPage,
  type Restocked,
  type StockChange,
} from './stock-patch.ts';

const kinds = await availableKinds();
const redisUrl = await redisForTests();

/**
 * Reads of `products` other than by id (an order reads its own products by id, with their
 * photo), from now until `stop()`: the whole list, a page or a product page read again. A
 * stock change must cause none of them.
 */
function catalogueReads(db: Db) {
  const seen: string[] = [];
  const listener = (query: { sql: string }) => {
    const byId = /where `(products`\.`)?id` (in|=) /.test(query.sql);
    if (/^select/i.test(query.sql) && /from `products`/.test(query.sql) && !byId)
      seen.push(query.sql);
  };
  db.on('query', listener);
  return { seen, stop: () => db.off('query', listener) };
}

const PAGE = '/api/product/list?category=dairy&inStock=true';

/** What one process shows of a product: in the whole list, on a page, on its own page. */
async function shown(app: TestApp, id: string) {
  const list = await app.agent().get('/api/product/list').set('Accept-Encoding', 'identity');
  const page = await app.agent().get(PAGE).expect(200);
  const detail = await app.agent().get(`/api/product/${id}`).expect(200);
  const find = (products: Product[]) => products.find((p) => p._id === id)?.stock;
  return {
    etag: list.headers.etag as string,
    list: find(list.body.products),
    page: find(page.body.products),
    detail: (detail.body.product as Product).stock,
  };
}

const cancel = (agent: Agent, orderId: string) =>
  agent.post('/api/order/cancel').send({ orderId }).expect(200);

const version = async (db: Db) =>
  Number(((await db('catalogue_version').first('version')) as { version: number }).version);

describe.each(kinds)('a stock change by an order on %s', (kind: DbKind) => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app?.close());

  it('patches the whole list, its ETag and bytes, pages and the product page without reading the catalogue again', async () => {
    const ghee = await addProduct(seller, { name: 'Patch Ghee', category: 'Dairy', stock: 6 });
    await addProduct(seller, { name: 'Patch Curd', category: 'Dairy' });
    const before = await shown(app, ghee._id);
    expect(before).toMatchObject({ list: 6, page: 6, detail: 6 });
    const versionBefore = await version(app.database.db);

    const reads = catalogueReads(app.database.db);
    const { agent, orderId } = await codOrderBy(app, ghee._id, 2);
    const ordered = await shown(app, ghee._id);
    expect(ordered).toMatchObject({ list: 4, page: 4, detail: 4 });
    expect(reads.seen).toEqual([]);
    expect(ordered.etag).not.toBe(before.etag);
    // The old ETag no longer matches.
    await app.agent().get('/api/product/list').set('If-None-Match', before.etag).expect(200);
    // The patched list's gzip: chunks deflated apart, joined into one stream the client reads.
    const gzipped = await app
      .agent()
      .get('/api/product/list')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const identity = await app.agent().get('/api/product/list').set('Accept-Encoding', 'identity');
    expect(gzipped.text).toBe(identity.text);

    await cancel(agent, orderId);
    const cancelled = await shown(app, ghee._id);
    expect(cancelled).toMatchObject({ list: 6, page: 6, detail: 6 });
    // The same products as before the order: the same bytes, so the same ETag.
    expect(cancelled.etag).toBe(before.etag);
    reads.stop();
    expect(reads.seen).toEqual([]);
    // Nothing for other processes to read again: their counts age as any count does.
    expect(await version(app.database.db)).toBe(versionBefore);
  });

  it('drops the pages a product leaves or joins when it sells out or comes back', async () => {
    const paneer = await addProduct(seller, { name: 'Patch Paneer', category: 'Dairy', stock: 2 });
    const ids = async (query: string) =>
      ((await app.agent().get(`/api/product/list?${query}`).expect(200)).body.products as Product[])
        .map((p) => p._id)
        .filter((id) => id === paneer._id);
    const views = async () => ({
      inStock: await ids('category=dairy&inStock=true'),
      low: await ids('stock=low'),
      out: await ids('stock=out'),
    });
    expect(await views()).toEqual({ inStock: [paneer._id], low: [paneer._id], out: [] });
    const { agent, orderId } = await codOrderBy(app, paneer._id, 2);
    expect(await views()).toEqual({ inStock: [], low: [], out: [paneer._id] });
    const related = await addProduct(seller, { name: 'Patch Lassi', category: 'Dairy' });
    const relatedIds = async () =>
      ((await app.agent().get(`/api/product/${related._id}`).expect(200)).body.related as Product[])
        .map((p) => p._id)
        .filter((id) => id === paneer._id);
    expect(await relatedIds()).toEqual([]);
    await cancel(agent, orderId);
    expect(await views()).toEqual({ inStock: [paneer._id], low: [paneer._id], out: [] });
    expect(await relatedIds()).toEqual([paneer._id]);
  });
});

// Two API processes on one database and one Redis, their own database checks slowed right
// down: what the other one learns, it learns through the signal.
describe.each(redisUrl ? kinds : [])('a stock change through another process on %s', (kind) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, REDIS_PREFIX: uniqueRedisPrefix() };
    const slow = { catalogueCheckMs: 600_000, notifications: { feedPollMs: 600_000 } };
    a = await createTestApp(kind, { env, ...slow });
    b = await createTestApp(kind, { env, ...slow, sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('is patched into its list and pages too, with Redis, without reading the catalogue', async () => {
    const seller = await signInSeller(a);
    const ghee = await addProduct(seller, { name: 'Signal Ghee', category: 'Dairy', stock: 5 });
    expect(await shown(b, ghee._id)).toMatchObject({ list: 5, page: 5, detail: 5 });
    const reads = catalogueReads(b.database.db);
    // Only Redis's signal can bring the change to b before its ten-minute check: however
    // long a busy machine takes, seeing it proves the signal.
    const seenOnB = async (stock: number) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const now = await shown(b, ghee._id);
        if (now.list === stock && now.page === stock && now.detail === stock) return true;
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const { agent, orderId } = await codOrderBy(a, ghee._id, 3);
    expect(await seenOnB(2)).toBe(true);
    await cancel(agent, orderId);
    expect(await seenOnB(5)).toBe(true);
    reads.stop();
    expect(reads.seen).toEqual([]);
  });
});

describe('the held whole list', () => {
  const products = Array.from({ length: 200 }, (_, i) => ({ _id: `p${i}`, stock: i }));
  const body = (list: { bytes: (e: 'identity') => Promise<Buffer> }) =>
    list.bytes('identity').then(String);

  it('patches a product into new bytes, ETag and gzip, reusing the rest', async () => {
    let time = 0;
    const list = holdList(products, () => time);
    expect(await body(list)).toBe(JSON.stringify({ success: true, products }));
    expect(list.encodings()).toEqual(['br', 'gzip', 'identity']);
    const patched = list.with(new Map([['p130', { _id: 'p130', stock: 0 }]]));
    const expected = products.map((p) => (p._id === 'p130' ? { ...p, stock: 0 } : p));
    expect(await body(patched)).toBe(JSON.stringify({ success: true, products: expected }));
    expect(gunzipSync(await patched.bytes('gzip')).toString()).toBe(await body(patched));
    expect(patched.etag).not.toBe(list.etag);
    // Unknown products and unchanged ones leave the list as it is.
    expect(patched.with(new Map([['nobody', { _id: 'nobody' }]]))).toBe(patched);
    expect(patched.with(new Map([['p130', { _id: 'p130', stock: 0 }]]))).toBe(patched);
    expect(patched.encodings()).toEqual(['gzip', 'identity']);
    time += BROTLI_AFTER_MS;
    expect(patched.encodings()).toEqual(['br', 'gzip', 'identity']);
  });

  it('makes a patch on a list whose read began before it, and not on one that began after', async () => {
    const reads: ((items: { _id: string; stock: number }[]) => void)[] = [];
    const cache = createListCache({
      load: () => new Promise((resolve) => reads.push(resolve)),
      readVersion: async () => 1,
      bumpVersion: async () => undefined,
      checkEveryMs: 1000,
      maxAgeMs: 60_000,
      now: () => 0,
    });
    const stockIn = async () =>
      (JSON.parse(await body(await cache.get())) as { products: { stock: number }[] }).products[0]!
        .stock;
    const first = cache.get();
    await new Promise((resolve) => setImmediate(resolve));
    // Read after the list's read began: newer than what it will bring.
    cache.patch(new Map([['a', { _id: 'a', stock: 4 }]]), cache.mark());
    reads[0]!([{ _id: 'a', stock: 5 }]);
    await first;
    expect(await stockIn()).toBe(4);

    const mark = cache.mark();
    cache.forget();
    const second = cache.get();
    await new Promise((resolve) => setImmediate(resolve));
    reads[1]!([{ _id: 'a', stock: 3 }]);
    await second;
    // Read before this list was: it already has that change, or a later one.
    cache.patch(new Map([['a', { _id: 'a', stock: 4 }]]), mark);
    expect(await stockIn()).toBe(3);
  });
});

describe('patching held pages', () => {
  const product = (id: string, stock: number | null, createdAt: number): Restocked => ({
    json: {
      _id: id,
      name: id,
      category: 'Dairy',
      price: 10,
      offerPrice: 10,
      image: [],
      images: [],
      description: [],
      inStock: true,
      stock,
      held: 0,
      gstRate: null,
      hsn: null,
      archived: false,
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(createdAt).toISOString(),
    },
    archived: false,
    category: 'Dairy',
    createdAt,
    offerPricePaise: 1000,
  });
  // The newest two products in stock, of more: it covers times 80 (its last) and newer.
  const page = (category?: 'Dairy' | 'Fruits'): HeldPage => ({
    kind: 'page',
    params: { sort: 'newest', limit: 2, inStock: true, ...(category ? { category } : {}) },
    answer: {
      success: true,
      products: [product('a', 4, 100).json, product('b', null, 80).json],
      nextCursor: 'more',
    },
    after: undefined,
    through: 80,
  });
  const change = (now: Restocked, before?: Restocked) =>
    new Map<string, StockChange>([[now.json._id, { now, before }]]);

  it('puts a product it shows in place, and drops it when the product leaves its filter', () => {
    const held = page();
    const patched = patchHeld(held, change(product('a', 3, 100), product('a', 4, 100)), true);
    expect(patched?.kind === 'page' && patched.answer.products.map((p) => p.stock)).toEqual([
      3,
      null,
    ]);
    expect(patchHeld(held, change(product('a', 0, 100), product('a', 3, 100)), true)).toBe(
      undefined,
    );
  });

  it('drops a page a product may now join, and only then', () => {
    const held = page();
    const back = (createdAt: number, before?: Restocked) =>
      patchHeld(held, change(product('c', 2, createdAt), before), false);
    expect(back(90, product('c', 0, 90))).toBeUndefined(); // came back, in the page's span
    expect(back(90)).toBeUndefined(); // not seen before: it may have been out
    expect(back(90, product('c', 3, 90))).toBe(held); // was in stock: not on it for another reason
    expect(back(70, product('c', 0, 70))).toBe(held); // older than the page's last product
    expect(patchHeld(page('Fruits'), change(product('c', 2, 90)), false)).toBeDefined();
    const unfiltered: HeldPage = { ...held, params: { sort: 'newest', limit: 2, inStock: false } };
    expect(patchHeld(unfiltered, change(product('c', 2, 90)), false)).toBe(unfiltered);
  });

  it('drops a product page whose related products one may now join', () => {
    const detail: HeldAnswer = {
      kind: 'detail',
      answer: { success: true, product: product('a', 4, 100).json, related: [] },
      relatedThrough: undefined,
    };
    expect(patchHeld(detail, change(product('c', 1, 10), product('c', 0, 10)), false)).toBe(
      undefined,
    );
    expect(patchHeld(detail, change(product('c', 1, 10), product('c', 2, 10)), false)).toBe(detail);
  });

  it('tells which changes may put a product on a page that does not show it', () => {
    const join = (now: number, before?: number) =>
      mayJoin({
        now: product('a', now, 1),
        before: before === undefined ? undefined : product('a', before, 1),
      });
    expect([join(4, 5), join(5, 4), join(1, 0), join(0, 1), join(5, 6), join(7)]).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  it('looks only at the answers showing a product unless one may join, and edits reads on their way', async () => {
    const cache = createPageCache<HeldAnswer>({
      readVersion: async () => 1,
      checkEveryMs: 1000,
      maxAgeMs: 10_000,
      maxEntries: 10,
      now: () => 0,
      idsOf: productsIn,
    });
    const other: HeldPage = {
      ...page(),
      answer: { ...page().answer, products: [product('z', null, 50).json] },
    };
    await cache.get('shows a', async () => page());
    await cache.get('shows z', async () => other);
    let release: (value: HeldAnswer) => void = () => undefined;
    const landing = cache.get('on its way', () => new Promise<HeldAnswer>((r) => (release = r)));
    const looked: boolean[] = [];
    cache.patch(
      (held, shows) => {
        looked.push(shows);
        return patchHeld(held, change(product('a', 3, 100), product('a', 4, 100)), shows);
      },
      cache.mark(),
      ['a'],
      false,
    );
    expect(looked).toEqual([true]);
    release(page());
    await landing;
    const stockOfA = async (key: string) => {
      const held = await cache.get(key, async () => other);
      return held.kind === 'page' ? held.answer.products[0]?.stock : undefined;
    };
    expect(await stockOfA('shows a')).toBe(3);
    expect(await stockOfA('on its way')).toBe(3);
  });
});
