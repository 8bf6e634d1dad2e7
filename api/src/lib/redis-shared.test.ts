import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../contract/product.ts';
import { listen, openEventStream, sessionCookie } from '../../test/event-stream-client.ts';
import { addProduct, codOrderBy, registerUser, signInSeller } from '../../test/fixtures.ts';
import { createTestApp, SELLER, type TestApp } from '../../test/test-app.ts';
import { redisForTests, uniqueRedisPrefix } from '../../test/test-redis.ts';

const redisUrl = await redisForTests();

// Two API processes on one database and one Redis. Their own checks of the database are
// slowed right down, so what they learn of each other here comes through Redis.
describe.skipIf(!redisUrl)('several API processes sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl,
      REDIS_PREFIX: uniqueRedisPrefix(),
      RATE_LIMIT_LOGIN: '4/10m',
    };
    const slow = {
      catalogueCheckMs: 600_000,
      notifications: { feedPollMs: 600_000 },
      sessionCacheMs: 600_000,
    };
    a = await createTestApp('sqlite', { env, ...slow });
    b = await createTestApp('sqlite', { env, ...slow, sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts failed sign-ins across processes: a limit of 4 is 4 in all', async () => {
    const { user } = await registerUser(a);
    const attempt = (app: TestApp) =>
      app.agent().post('/api/user/login').send({ email: user.email, password: 'wrong-password-1' });
    const statuses = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await attempt(app)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('shows a stock switch made through one process on the other at once', async () => {
    const seller = await signInSeller(a);
    const product: Product = await addProduct(seller, { name: 'Ragi flour' });
    const listed = async (app: TestApp) =>
      ((await app.agent().get('/api/product/list').expect(200)).body.products as Product[]).find(
        (p) => p._id === product._id,
      );
    const page = async (app: TestApp) =>
      (await app.agent().get(`/api/product/${product._id}`).expect(200)).body.product as Product;
    // b holds the list and the product page in its caches.
    expect((await listed(b))?.inStock).toBe(true);
    expect((await page(b)).inStock).toBe(true);
    await seller.post('/api/product/stock').send({ id: product._id, inStock: false }).expect(200);
    expect((await listed(b))?.inStock).toBe(false);
    expect((await page(b)).inStock).toBe(false);
  });

  it('sends a seller on one process the order placed through the other within 2 s', async () => {
    const server = await listen(a);
    try {
      const cookie = await sessionCookie(server.url, '/api/seller/login', SELLER);
      const events = await openEventStream(server.url, { Cookie: cookie });
      const seller = await signInSeller(b);
      const product = await addProduct(seller, { name: 'Bajra' });
      const { orderId } = await codOrderBy(b, product._id);
      await events.waitFor((m) => Boolean(m.data?.includes(orderId)), 2_000);
      events.close();
    } finally {
      await server.close();
    }
  });

  it("ends a shopper's session on the other process as it ends on this one", async () => {
    const { user, password } = await registerUser(a);
    const signIn = async () => {
      const res = await a
        .agent()
        .post('/api/user/login')
        .send({ email: user.email, password })
        .expect(200);
      return (res.headers['set-cookie'] as unknown as string[])
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    };
    const signedIn = async (app: TestApp, cookie: string) =>
      (await app.agent().get('/api/user/is-auth').set('Cookie', cookie).expect(200)).body
        .success as boolean;
    // b keeps what it read for ten minutes here: only a's signal can end it sooner.
    const endsOnB = async (cookie: string) => {
      for (let tries = 0; tries < 100 && (await signedIn(b, cookie)); tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return signedIn(b, cookie);
    };

    const signedOut = await signIn();
    expect(await signedIn(b, signedOut)).toBe(true);
    await a.agent().get('/api/user/logout').set('Cookie', signedOut).expect(200);
    expect(await endsOnB(signedOut)).toBe(false);

    const [kept, other] = [await signIn(), await signIn()];
    expect(await signedIn(b, other)).toBe(true);
    await a
      .agent()
      .post('/api/user/password/change')
      .set('Cookie', kept)
      .send({ currentPassword: password, password: 'a-new-password-4' })
      .expect(200);
    expect(await endsOnB(other)).toBe(false);
    expect(await signedIn(b, kept)).toBe(true);
  });

  it('reports Redis in the health check', async () => {
    const res = await a.agent().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });
  });
});

describe('an API process whose Redis is away', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1.
    app = await createTestApp('sqlite', {
      env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_LOGIN: '2/10m' },
    });
  });
  afterAll(() => app?.close());

  it('says so in the health check, and still limits sign-ins on its own', async () => {
    const res = await app.agent().get('/api/health').expect(503);
    expect(res.body).toMatchObject({
      database: 'up',
      redis: 'down',
      message: 'Not reachable: redis.',
    });
    const { user } = await registerUser(app);
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push(
        (
          await app
            .agent()
            .post('/api/user/login')
            .send({ email: user.email, password: 'wrong-password-1' })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('answers not ready while it shuts down', async () => {
    await app.agent().get('/api/health/ready').expect(200, { success: true, ready: true });
    app.services.readiness.draining = true;
    const res = await app.agent().get('/api/health/ready').expect(503);
    expect(res.body).toMatchObject({ ready: false, message: 'Shutting down.' });
    app.services.readiness.draining = false;
  });
});
