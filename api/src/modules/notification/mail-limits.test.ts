import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Product } from '../../contract/product.ts';
import { captureLogs } from '../../../test/capture-logs.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, SELLER, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { redisForTests, uniqueRedisPrefix } from '../../../test/test-redis.ts';

const kinds = await availableKinds();
const redisUrl = await redisForTests();

// Anyone may sign up with anyone's address, so the shop must not be a way to flood an
// inbox: orders placed and cancelled per account are limited, and so are the emails any
// one shopper address receives.
describe.each(kinds)('limits that keep the shop from flooding an inbox, on %s', (kind) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let seller: Agent;
  let product: Product;
  const logs = captureLogs();

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp(kind, {
      env: {
        SMTP_URL: sink.url,
        MAIL_FROM: 'Kirana Stores <orders@kirana.test>',
        RATE_LIMIT_ORDERS: '6/1h',
        MAIL_PER_RECIPIENT_PER_HOUR: '3',
      },
      logger: logs.logger,
    });
    seller = await signInSeller(app);
    product = await addProduct(seller, { name: 'Sugar', price: 50, offerPrice: 45 });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  const place = (shopper: Awaited<ReturnType<typeof shopperWithAddress>>) =>
    shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items: [{ product: product._id, quantity: 1 }] });

  it('lets an account place and cancel only so many orders an hour, even all at once', async () => {
    const shopper = await shopperWithAddress(app);
    const placed = await Promise.all(Array.from({ length: 9 }, () => place(shopper)));
    expect(placed.map((r) => r.status).sort()).toEqual([
      201, 201, 201, 201, 201, 201, 429, 429, 429,
    ]);
    const refused = placed.find((r) => r.status === 429)!;
    expect(refused.body.message).toMatch(/placed or cancelled many orders .* try again in/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Cancelling counts too, so place-then-cancel cycles are limited as well.
    const orderId = placed.find((r) => r.status === 201)!.body.orderId as string;
    await shopper.agent.post('/api/order/cancel').send({ orderId }).expect(429);
    // Another account is not held back.
    await place(await shopperWithAddress(app)).expect(201);
  });

  it('gives back the count of an order that was refused for another reason', async () => {
    const shopper = await shopperWithAddress(app);
    for (let i = 0; i < 8; i += 1) {
      await shopper.agent
        .post('/api/order/cod')
        .send({ address: shopper.addressId, items: [{ product: 'no-such-product', quantity: 1 }] })
        .expect(400);
    }
    await place(shopper).expect(201);
  });

  it('sends one address at most MAIL_PER_RECIPIENT_PER_HOUR emails; the rest are dropped and logged', async () => {
    const shopper = await shopperWithAddress(app);
    for (let i = 0; i < 5; i += 1) await place(shopper).expect(201);
    while ((await app.services.mailOutbox.runOnce()) > 0);
    const toShopper = sink.received.filter((m) => m.to.includes(shopper.user.email));
    expect(toShopper).toHaveLength(3);
    const rows = await app.database
      .db('mail_outbox')
      .join('orders', 'orders.id', 'mail_outbox.order_id')
      .where('orders.user_id', shopper.user._id)
      .where('mail_outbox.audience', 'shopper')
      .select('mail_outbox.state');
    expect(rows.map((r: { state: string }) => r.state).sort()).toEqual([
      'dropped',
      'dropped',
      'sent',
      'sent',
      'sent',
    ]);
    expect(
      logs.lines.filter((l) => l.includes('email dropped') && l.includes(shopper.user.email)),
    ).toHaveLength(2);
    // The shop's own inbox gets every new order.
    expect(sink.received.filter((m) => m.to.includes(SELLER.email)).length).toBeGreaterThanOrEqual(
      5,
    );
  });

  it('sends a busy outbox in batches: a few statements for many emails', async () => {
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopperWithAddress(app)));
    for (const s of shoppers) await place(s).expect(201);
    const statements: string[] = [];
    const count = (query: { sql: string }) => statements.push(query.sql);
    app.database.db.on('query', count);
    try {
      expect(await app.services.mailOutbox.runOnce()).toBe(20);
    } finally {
      app.database.db.off('query', count);
    }
    // Claim, read, orders + items + addresses, shoppers, sellers, and marking sent in
    // groups of 10: not one round of statements per email.
    expect(statements.length).toBeLessThanOrEqual(12);
  });
});

describe.skipIf(!redisUrl)('the order limit across API processes sharing Redis', () => {
  it('counts an account’s orders through every process: a limit of 4 is 4 in all', async () => {
    const env = {
      REDIS_URL: redisUrl,
      REDIS_PREFIX: uniqueRedisPrefix(),
      RATE_LIMIT_ORDERS: '4/1h',
    };
    const a = await createTestApp('sqlite', { env });
    const b = await createTestApp('sqlite', { env, sameDatabaseAs: a });
    try {
      const seller = await signInSeller(a);
      const tea = await addProduct(seller, { name: 'Tea' });
      const shopper = await shopperWithAddress(a);
      // One session (one database) signs the shopper in on both processes.
      const login = await a
        .agent()
        .post('/api/user/login')
        .send({ email: shopper.user.email, password: shopper.password })
        .expect(200);
      const cookie = (login.headers['set-cookie'] as unknown as string[])
        .map((c) => c.split(';')[0])
        .join('; ');
      const order = (app: TestApp) =>
        app
          .agent()
          .post('/api/order/cod')
          .set('Cookie', cookie)
          .send({ address: shopper.addressId, items: [{ product: tea._id, quantity: 1 }] });
      const statuses = await Promise.all(
        [a, b, a, b, a, b].map((app) => order(app).then((r) => r.status)),
      );
      expect(statuses.sort()).toEqual([201, 201, 201, 201, 429, 429]);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
