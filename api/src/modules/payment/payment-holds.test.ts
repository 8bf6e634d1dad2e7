import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/order.ts';
import type { Product } from '../../contract/product.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
import { stripeEnv } from '../../../test/stripe-events.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { razorpayEnv, startFakeRazorpay } from '../../../../tools/fake-razorpay.mjs';

const kinds = await availableKinds();
const HOLD_MINUTES = 45;

// An unpaid online order holds its units only for PAYMENT_HOLD_MINUTES, and an account may
// keep only UNPAID_ORDERS_PER_ACCOUNT of them: nobody can sit on the shop's stock.
describe.each(kinds)('unpaid online orders hold their units for a while, on %s', (kind) => {
  let app: TestApp;
  let fake: FakeStripe;
  let seller: Agent;
  let dal: Product;
  beforeAll(async () => {
    fake = await startFakeStripe();
    app = await createTestApp(kind, {
      env: { ...stripeEnv(fake.url), PAYMENT_HOLD_MINUTES: String(HOLD_MINUTES) },
    });
    seller = await signInSeller(app);
    dal = await addProduct(seller, { name: 'Moong Dal', stock: 1000 });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const stockOf = async () =>
    (await app.database.db('products').where('id', dal._id).first('stock', 'held')) as {
      stock: number;
      held: number;
    };

  async function unpaid(shopper?: Awaited<ReturnType<typeof shopperWithAddress>>) {
    const s = shopper ?? (await shopperWithAddress(app));
    const started = Date.now();
    const res = await s.agent
      .post('/api/order/stripe')
      .send({ address: s.addressId, items: [{ product: dal._id, quantity: 10 }] })
      .expect(201);
    return {
      ...s,
      started,
      orderId: res.body.orderId as string,
      sessionId: `cs_test_${fake.sessions.length}`,
      expiresAt: Number(fake.sessions.at(-1)!.params.get('expires_at')),
    };
  }
  const statusOf = async (orderId: string) =>
    (await app.database.db('orders').where('id', orderId).first('status', 'paymentStatus')) as {
      status: string;
      paymentStatus: string;
    };
  const afterHold = () => Date.now() + HOLD_MINUTES * 60_000 + 1000;

  it('asks Stripe to expire the page when the hold ends, and releases the units once', async () => {
    const before = await stockOf();
    const { orderId, sessionId, started, expiresAt } = await unpaid();
    expect(expiresAt * 1000).toBeGreaterThanOrEqual(started + HOLD_MINUTES * 60_000 - 1000);
    expect(expiresAt * 1000).toBeLessThanOrEqual(Date.now() + HOLD_MINUTES * 60_000);
    expect(await stockOf()).toEqual({ stock: before.stock - 10, held: before.held + 10 });
    // Not before the hold ends.
    await app.services.paymentHolds.sweepOnce();
    expect((await statusOf(orderId)).paymentStatus).toBe('pending');

    await app.services.paymentHolds.sweepOnce(afterHold());
    expect(fake.session(sessionId)?.status).toBe('expired');
    expect(await statusOf(orderId)).toEqual({ status: 'Cancelled', paymentStatus: 'failed' });
    expect(await stockOf()).toEqual(before);
    const events = await app.database.db('order_events').where('orderId', orderId);
    expect(events.map((e: { status: string; by: string }) => [e.status, e.by]).sort()).toEqual([
      ['Cancelled', 'system'],
      ['Order Placed', 'customer'],
    ]);
  });

  it('ends each expired order exactly once when several API processes sweep at once', async () => {
    const second = await createTestApp(kind, {
      sameDatabaseAs: app,
      env: { ...stripeEnv(fake.url), PAYMENT_HOLD_MINUTES: String(HOLD_MINUTES) },
    });
    try {
      const before = await stockOf();
      const orders = await Promise.all(Array.from({ length: 4 }, () => unpaid()));
      const at = afterHold();
      const sweeps = [app, second, app, second].map((a) => a.services.paymentHolds.sweepOnce(at));
      const ended = await Promise.all(sweeps);
      expect(ended.reduce((a, b) => a + b, 0)).toBe(4);
      expect(await stockOf()).toEqual(before);
      const cancels = await app.database
        .db('order_events')
        .whereIn(
          'orderId',
          orders.map((o) => o.orderId),
        )
        .where('status', 'Cancelled');
      expect(cancels).toHaveLength(4);
    } finally {
      await second.close();
    }
  });

  it('settles a page that was paid before it could be closed, instead of cancelling', async () => {
    const { orderId, sessionId } = await unpaid();
    fake.complete(sessionId);
    await app.services.paymentHolds.sweepOnce(afterHold());
    expect(await statusOf(orderId)).toEqual({ status: 'Order Placed', paymentStatus: 'paid' });
  });

  it('keeps the units held while Stripe cannot be asked (its page might still be paid)', async () => {
    const down = await startFakeStripe({ sessionPrefix: 'cs_other' });
    const cut = await createTestApp(kind, {
      sameDatabaseAs: app,
      env: { ...stripeEnv(down.url), PAYMENT_HOLD_MINUTES: String(HOLD_MINUTES) },
    });
    try {
      const s = await shopperWithAddress(cut);
      const res = await s.agent
        .post('/api/order/stripe')
        .send({ address: s.addressId, items: [{ product: dal._id, quantity: 1 }] })
        .expect(201);
      await down.close();
      await cut.services.paymentHolds.sweepOnce(afterHold());
      expect((await statusOf(res.body.orderId)).paymentStatus).toBe('pending');
    } finally {
      await cut.close();
    }
  });

  it('lets one account keep at most two unpaid orders, even asked for at once', async () => {
    const shopper = await shopperWithAddress(app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        shopper.agent
          .post('/api/order/stripe')
          .send({ address: shopper.addressId, items: [{ product: dal._id, quantity: 1 }] }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.message).toBe(
      'You have 2 online orders waiting for payment. Please pay for one or cancel it in My Orders before placing another.',
    );
    // Giving one up makes room again.
    const placed = answers.find((r) => r.status === 201)!;
    await shopper.agent
      .post('/api/order/cancel')
      .send({ orderId: placed.body.orderId })
      .expect(200);
    await unpaid(shopper);
  });

  it('shows the seller orders awaiting payment, with when they expire, only when asked', async () => {
    const { orderId, expiresAt } = await unpaid();
    const all = (await seller.get('/api/order/seller').expect(200)).body.orders as Order[];
    expect(all.some((o) => o._id === orderId)).toBe(false);
    const awaiting = (await seller.get('/api/order/seller?awaitingPayment=true').expect(200)).body
      .orders as Order[];
    const order = awaiting.find((o) => o._id === orderId);
    expect(order).toMatchObject({ paymentStatus: 'pending', status: 'Order Placed' });
    expect(Math.floor(Date.parse(order!.paymentDueAt!) / 1000)).toBe(expiresAt);
    expect(awaiting.every((o) => o.paymentStatus === 'pending')).toBe(true);
    await seller.get('/api/order/seller?awaitingPayment=maybe').expect(400);
  });
});

describe.each(kinds)('holds with the test page and Razorpay, on %s', (kind) => {
  it('releases an order the test page never reports, after the default 30 minutes', async () => {
    const app = await createTestApp(kind);
    try {
      const seller = await signInSeller(app);
      const tea = await addProduct(seller, { name: 'Tea', stock: 5 });
      const s = await shopperWithAddress(app);
      const res = await s.agent
        .post('/api/order/stripe')
        .send({ address: s.addressId, items: [{ product: tea._id, quantity: 5 }] })
        .expect(201);
      expect(await app.services.paymentHolds.sweepOnce(Date.now() + 29 * 60_000)).toBe(0);
      expect(await app.services.paymentHolds.sweepOnce(Date.now() + 31 * 60_000)).toBe(1);
      const order = await app.database.db('orders').where('id', res.body.orderId).first();
      expect(order.status).toBe('Cancelled');
      expect((await app.database.db('products').where('id', tea._id).first()).stock).toBe(5);
    } finally {
      await app.close();
    }
  });

  it('sets the Razorpay link to expire with the hold, and cancels it when the hold ends', async () => {
    const fake = await startFakeRazorpay();
    const app = await createTestApp(kind, { env: razorpayEnv(fake.url) });
    try {
      const seller = await signInSeller(app);
      const tea = await addProduct(seller, { name: 'Tea', stock: 5 });
      const s = await shopperWithAddress(app);
      const started = Date.now();
      await s.agent
        .post('/api/order/stripe')
        .send({ address: s.addressId, items: [{ product: tea._id, quantity: 2 }] })
        .expect(201);
      const link = fake.links.at(-1)!;
      expect(link.body.expire_by! * 1000).toBeGreaterThanOrEqual(started + 30 * 60_000 - 1000);
      expect(link.body.expire_by! * 1000).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
      expect(await app.services.paymentHolds.sweepOnce(Date.now() + 31 * 60_000)).toBe(1);
      expect(link.status).toBe('cancelled');
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
