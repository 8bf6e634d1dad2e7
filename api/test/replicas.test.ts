import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/contract/product.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the workspace's one way to start the real API as a process (tools/ is tooling, not a project)
import { startApiForTests, TEST_SELLER } from '../../tools/api-test-server.mjs';
import { openEventStream, sessionCookie } from './event-stream-client.ts';
import { PNG } from './fixtures.ts';
import { startLocalS3 } from './local-s3.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';
import { availableKinds, createTestDatabase, type TestDatabase } from './test-databases.ts';
import { redisForTests, uniqueRedisPrefix } from './test-redis.ts';

const REPLICAS = 3;
const hasMysql = (await availableKinds()).includes('mysql');
const redisUrl = await redisForTests();

// Three API processes on one MariaDB database, one Redis and one bucket, behind a
// round-robin proxy: what a shop with several replicas runs. Each replica has a disk of its
// own, so anything shared must go through the database, Redis or the bucket.
describe.skipIf(!hasMysql || !redisUrl)('three API replicas behind a load balancer', () => {
  let database: TestDatabase;
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  const upstreams: string[] = [];
  const replicas: Awaited<ReturnType<typeof startApiForTests>>[] = [];
  const folders: string[] = [];
  let seller: string;

  beforeAll(async () => {
    database = await createTestDatabase('mysql');
    s3 = await startLocalS3();
    proxy = await startRoundRobinProxy(upstreams);
    const shared = {
      ...s3.env,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: uniqueRedisPrefix(),
      PUBLIC_API_URL: proxy.url,
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      RATE_LIMIT_LOGIN: '10/15m',
    };
    for (let i = 0; i < REPLICAS; i += 1) {
      const uploads = mkdtempSync(join(tmpdir(), `kirana-replica-${i}-`));
      folders.push(uploads);
      replicas.push(await startApiForTests({ ...shared, UPLOAD_DIR: uploads }));
      upstreams.push(replicas[i]!.url);
    }
    seller = await sessionCookie(proxy.url, '/api/seller/login', TEST_SELLER);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    await proxy?.close();
    await s3?.close();
    await database?.drop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  async function addProduct(via: string, fields: Record<string, unknown>): Promise<Product> {
    const form = new FormData();
    form.append(
      'productData',
      JSON.stringify({
        category: 'Grains',
        price: 60,
        offerPrice: 50,
        description: ['Fresh'],
        ...fields,
      }),
    );
    form.append('images', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${via}/api/product/add`, {
      method: 'POST',
      headers: { Cookie: seller },
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { product: Product }).product;
  }

  async function shopper(i: number) {
    const cookie = await sessionCookie(proxy.url, '/api/user/register', {
      name: 'Replica Shopper',
      email: `replica.${i}.${Date.now()}@example.com`,
      password: 'replica-password-1',
    });
    const res = await fetch(`${proxy.url}/api/address/add`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({
        address: {
          firstName: 'Ravi',
          lastName: 'K',
          email: 'ravi@example.com',
          street: '3 Church Street',
          city: 'Bengaluru',
          state: 'Karnataka',
          zipcode: '560001',
          country: 'India',
          phone: '9845012345',
        },
      }),
    });
    return { cookie, addressId: ((await res.json()) as { address: { _id: string } }).address._id };
  }

  const codOrder = (
    customer: { cookie: string; addressId: string },
    productId: string,
    via = proxy.url,
  ) =>
    fetch(`${via}/api/order/cod`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: customer.cookie },
      body: JSON.stringify({
        address: customer.addressId,
        items: [{ product: productId, quantity: 1 }],
      }),
    });

  it('serves a photo uploaded through one replica from every other', async () => {
    const product = await addProduct(replicas[0]!.url, { name: 'Replica jowar' });
    const path = new URL(product.image[0]!).pathname;
    for (const replica of replicas) {
      const res = await fetch(`${replica.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('shows a stock switch made on one replica on the others at once', async () => {
    const product = await addProduct(replicas[0]!.url, { name: 'Replica millet' });
    const seen = async (url: string) => {
      const list = (await (await fetch(`${url}/api/product/list`)).json()) as {
        products: Product[];
      };
      const one = (await (await fetch(`${url}/api/product/${product._id}`)).json()) as {
        product: Product;
      };
      return [list.products.find((p) => p._id === product._id)?.inStock, one.product.inStock];
    };
    for (const replica of replicas) expect(await seen(replica.url)).toEqual([true, true]);
    const res = await fetch(`${replicas[0]!.url}/api/product/stock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: seller },
      body: JSON.stringify({ id: product._id, inStock: false }),
    });
    expect(res.status).toBe(200);
    for (const replica of replicas.slice(1))
      expect(await seen(replica.url)).toEqual([false, false]);
  });

  it('sends a seller connected to one replica the order placed through another', async () => {
    const product = await addProduct(proxy.url, { name: 'Replica poha' });
    const events = await openEventStream(replicas[0]!.url, { Cookie: seller });
    const res = await codOrder(await shopper(0), product._id, replicas[2]!.url);
    const { orderId } = (await res.json()) as { orderId: string };
    await events.waitFor((m) => Boolean(m.data?.includes(orderId)), 2_000);
    events.close();
  });

  it('sells exactly the 100 units left to 200 shoppers ordering at once across replicas', async () => {
    const product = await addProduct(proxy.url, { name: 'Replica dal', stock: 100 });
    const customers: Awaited<ReturnType<typeof shopper>>[] = [];
    for (let i = 0; i < 20; i += 1) customers.push(await shopper(100 + i));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        codOrder(customers[i % customers.length]!, product._id),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(100);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const [rows] = (await database.db.raw(
      'SELECT COUNT(*) AS n FROM order_items WHERE product_id = ?',
      [product._id],
    )) as [{ n: number }[]];
    expect(Number(rows[0]!.n)).toBe(100);
    const left = await database.db('products').where('id', product._id).first('stock');
    expect(left).toMatchObject({ stock: 0 });
  }, 60_000);

  it('counts ten failed sign-ins spread over the replicas once: every replica answers 429', async () => {
    const email = `limit.${Date.now()}@example.com`;
    await sessionCookie(proxy.url, '/api/user/register', {
      name: 'Limit Shopper',
      email,
      password: 'right-password-1',
    });
    const login = (url: string, password: string) =>
      fetch(`${url}/api/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    for (let i = 0; i < 10; i += 1)
      expect((await login(proxy.url, 'wrong-password-1')).status).toBe(401);
    for (const replica of replicas)
      expect((await login(replica.url, 'right-password-1')).status).toBe(429);
  });
});
