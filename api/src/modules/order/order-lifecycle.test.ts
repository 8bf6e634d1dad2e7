import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Order } from '../../contract/order.ts';
import type { Product } from '../../contract/product.ts';
import { startFakeStripe } from '../../../test/fake-stripe.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
import { deliverStripeEvent, stripeEnv, stripeEvent } from '../../../test/stripe-events.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('an order’s life on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let product: Product;
  beforeAll(async () => {
    fake = await startFakeStripe();
    app = await createTestApp(kind, { env: stripeEnv(fake.url) });
    seller = await signInSeller(app);
    product = await addProduct(seller, { name: 'Poha', price: 60, offerPrice: 50 });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  async function codOrder(shopper?: Awaited<ReturnType<typeof shopperWithAddress>>) {
    const s = shopper ?? (await shopperWithAddress(app));
    const res = await s.agent
      .post('/api/order/cod')
      .send({ address: s.addressId, items: [{ product: product._id, quantity: 1 }] })
      .expect(201);
    return { ...s, orderId: res.body.orderId as string };
  }

  /** An online order paid through the fake Stripe's webhook. */
  async function paidOnlineOrder() {
    const s = await shopperWithAddress(app);
    const res = await s.agent
      .post('/api/order/stripe')
      .send({ address: s.addressId, items: [{ product: product._id, quantity: 2 }] })
      .expect(201);
    const orderId = res.body.orderId as string;
    await deliverStripeEvent(
      app,
      stripeEvent('checkout.session.completed', {
        payment_status: 'paid',
        amount_total: 10200,
        payment_intent: `pi_${orderId}`,
        metadata: { orderId },
      }),
    ).expect(200);
    return { ...s, orderId };
  }

  const setStatus = (agent: Agent, orderId: string, status: string) =>
    agent.post('/api/order/status').send({ orderId, status });
  const cancel = (agent: Agent, orderId: string) =>
    agent.post('/api/order/cancel').send({ orderId });
  const sellerView = async (orderId: string) =>
    ((await seller.get('/api/order/seller').expect(200)).body.orders as Order[]).find(
      (o) => o._id === orderId,
    )!;

  it('goes from placed to delivered at the seller’s hand, recording who did what', async () => {
    const { agent, orderId } = await codOrder();
    const placed = await sellerView(orderId);
    expect(placed.number).toMatch(/^KR-\d{5,}$/);
    expect(placed).toMatchObject({ status: 'Order Placed', isPaid: false, refundStatus: null });
    for (const status of ['Packed', 'Out for delivery', 'Delivered']) {
      const res = await setStatus(seller, orderId, status).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: `Order ${status}`,
        order: { status },
      });
    }
    const [mine] = (await agent.get('/api/order/user').expect(200)).body.orders as Order[];
    // Cash was collected at the door.
    expect(mine).toMatchObject({ status: 'Delivered', isPaid: true, paymentStatus: 'paid' });
    expect(mine!.events.map((e) => [e.status, e.by])).toEqual([
      ['Order Placed', 'customer'],
      ['Packed', 'seller'],
      ['Out for delivery', 'seller'],
      ['Delivered', 'seller'],
    ]);
    expect(new Date(mine!.events[0]!.at).getTime()).toBeLessThanOrEqual(
      new Date(mine!.events[3]!.at).getTime(),
    );
  });

  it.each([
    [[], 'Delivered', /can only become Packed or Cancelled/],
    [['Packed', 'Out for delivery'], 'Cancelled', /can only become Delivered/],
    [['Packed', 'Out for delivery', 'Delivered'], 'Cancelled', /cannot change any more/],
    [['Cancelled'], 'Packed', /cannot change any more/],
    [['Packed'], 'Packed', /is already Packed/],
  ])('refuses the seller a move outside the table (after %j, %s)', async (path, to, message) => {
    const { orderId } = await codOrder();
    for (const status of path) await setStatus(seller, orderId, status).expect(200);
    const res = await setStatus(seller, orderId, to).expect(409);
    expect(res.body.message).toMatch(message);
    expect(res.body.message).toContain((await sellerView(orderId)).number);
  });

  it('lets the shopper cancel only their own order, and only before it is packed', async () => {
    const mine = await codOrder();
    const stranger = await shopperWithAddress(app);
    await cancel(stranger.agent, mine.orderId).expect(404);
    await cancel(app.agent(), mine.orderId).expect(401);
    await cancel(seller, mine.orderId).expect(403);
    const res = await cancel(mine.agent, mine.orderId).expect(200);
    expect(res.body.order).toMatchObject({ status: 'Cancelled', refundStatus: null });
    expect(res.body.order.events.at(-1)).toMatchObject({ status: 'Cancelled', by: 'customer' });
    await cancel(mine.agent, mine.orderId).expect(409);

    const packed = await codOrder(mine);
    await setStatus(seller, packed.orderId, 'Packed').expect(200);
    const refused = await cancel(mine.agent, packed.orderId).expect(409);
    expect(refused.body.message).toMatch(/can no longer be cancelled/);
  });

  it('keeps the status calls the seller’s, and checks their input', async () => {
    const { agent, orderId } = await codOrder();
    await setStatus(app.agent(), orderId, 'Packed').expect(401);
    await setStatus(agent, orderId, 'Packed').expect(403);
    await setStatus(seller, orderId, 'Shipped').expect(400);
    await setStatus(seller, '0190a0b0-0000-7000-8000-00000000dead', 'Packed').expect(404);
    await agent.post('/api/order/refund').send({ orderId }).expect(403);
    await app.agent().post('/api/order/refund').send({ orderId }).expect(401);
    await seller.post('/api/order/refund').send({ orderId }).expect(409);
  });

  it('filters the seller’s list by status, refusing an unknown one', async () => {
    const { orderId } = await codOrder();
    await setStatus(seller, orderId, 'Packed').expect(200);
    const packed = (await seller.get('/api/order/seller?status=Packed').expect(200)).body
      .orders as Order[];
    expect(packed.map((o) => o._id)).toContain(orderId);
    expect(new Set(packed.map((o) => o.status))).toEqual(new Set(['Packed']));
    const res = await seller.get('/api/order/seller?status=Lost').expect(400);
    expect(res.body.message).toMatch(/Status must be one of/);
  });

  it('gives counted stock back when an order is cancelled', async () => {
    const limited = await addProduct(seller, { name: 'Limited Ghee', stock: 3 });
    const s = await shopperWithAddress(app);
    const res = await s.agent
      .post('/api/order/cod')
      .send({ address: s.addressId, items: [{ product: limited._id, quantity: 3 }] })
      .expect(201);
    const stockOf = async () =>
      ((await app.agent().get('/api/product/list')).body.products as Product[]).find(
        (p) => p._id === limited._id,
      )!.stock;
    expect(await stockOf()).toBe(0);
    await cancel(s.agent, res.body.orderId).expect(200);
    expect(await stockOf()).toBe(3);
  });

  it('refunds a cancelled paid order once, even when two cancellations race', async () => {
    const { agent, orderId } = await paidOnlineOrder();
    const before = fake.refunds.length;
    const [a, b] = await Promise.all([
      cancel(agent, orderId),
      setStatus(seller, orderId, 'Cancelled'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(fake.refunds.length - before).toBe(1);
    expect(fake.refunds.at(-1)).toMatchObject({
      paymentIntent: `pi_${orderId}`,
      idempotencyKey: `kirana-refund-${orderId}-1`,
    });
    expect(await sellerView(orderId)).toMatchObject({
      status: 'Cancelled',
      isPaid: true,
      refundStatus: 'refunded',
    });
    // Who hears of it, written with each change: the seller live, the shopper by email.
    const db = app.database.db;
    expect(
      (await db('seller_events').where('order_id', orderId).orderBy('id')).map((e) => e.kind),
    ).toEqual(['new', 'status', 'refund']);
    const emails = await db('mail_outbox').where('order_id', orderId);
    expect(emails.map((m) => `${m.kind} to ${m.audience}`).sort()).toEqual([
      'confirmation to shopper',
      'new-order to seller',
      'refund to shopper',
      'status to shopper',
    ]);
  });

  it('shows a failed refund to the seller, whose retry is a new attempt that succeeds', async () => {
    const { agent, orderId } = await paidOnlineOrder();
    fake.control.failRefunds = true;
    try {
      const res = await cancel(agent, orderId).expect(200);
      expect(res.body.order).toMatchObject({ status: 'Cancelled', refundStatus: 'failed' });
      const again = await seller.post('/api/order/refund').send({ orderId }).expect(502);
      expect(again.body.message).toMatch(/failed again/);
    } finally {
      fake.control.failRefunds = false;
    }
    const [x, y] = await Promise.all([
      seller.post('/api/order/refund').send({ orderId }),
      seller.post('/api/order/refund').send({ orderId }),
    ]);
    expect([x.status, y.status]).toContain(200);
    expect(await sellerView(orderId)).toMatchObject({ refundStatus: 'refunded' });
    const attempts = fake.refunds.filter((r) => r.idempotencyKey?.includes(orderId));
    // Attempts 1 and 2 failed; the two racing retries shared attempt 3.
    expect(new Set(attempts.map((r) => r.idempotencyKey))).toEqual(
      new Set([1, 2, 3].map((n) => `kirana-refund-${orderId}-${n}`)),
    );
    await seller.post('/api/order/refund').send({ orderId }).expect(409);
  });

  /** An online order whose Stripe page is open, unpaid. */
  async function unpaidOnlineOrder() {
    const s = await shopperWithAddress(app);
    const res = await s.agent
      .post('/api/order/stripe')
      .send({ address: s.addressId, items: [{ product: product._id, quantity: 1 }] })
      .expect(201);
    return {
      ...s,
      orderId: res.body.orderId as string,
      sessionId: `cs_test_${fake.sessions.length}`,
    };
  }

  it('lets the shopper give up an order awaiting payment, closing Stripe’s page first', async () => {
    const { agent, orderId, sessionId } = await unpaidOnlineOrder();
    const res = await cancel(agent, orderId).expect(200);
    expect(res.body.order).toMatchObject({ status: 'Cancelled', paymentStatus: 'failed' });
    expect(fake.session(sessionId)?.status).toBe('expired');
    // Stripe's own expiry arriving later changes nothing.
    await deliverStripeEvent(
      app,
      stripeEvent('checkout.session.expired', { metadata: { orderId } }),
    ).expect(200);
    const row = await app.database.db('order_events').where('orderId', orderId).orderBy('at');
    expect(row.map((e: { status: string; by: string }) => [e.status, e.by])).toEqual([
      ['Order Placed', 'customer'],
      ['Cancelled', 'customer'],
    ]);
    // An expiry reported by Stripe alone names the shop as who cancelled.
    const other = await unpaidOnlineOrder();
    await deliverStripeEvent(
      app,
      stripeEvent('checkout.session.expired', { metadata: { orderId: other.orderId } }),
    ).expect(200);
    const events = await app.database.db('order_events').where('orderId', other.orderId);
    expect(events.map((e: { by: string }) => e.by).sort()).toEqual(['customer', 'system']);
  });

  it('does not cancel an order whose payment came in first: it is a paid order now', async () => {
    const { agent, orderId, sessionId } = await unpaidOnlineOrder();
    fake.complete(sessionId);
    const refused = await cancel(agent, orderId).expect(409);
    expect(refused.body.message).toMatch(/has just come in/);
    // Read from Stripe's session when closing it failed, so the shopper's money is not lost.
    expect(await sellerView(orderId)).toMatchObject({
      paymentStatus: 'paid',
      status: 'Order Placed',
    });
    const res = await cancel(agent, orderId).expect(200);
    expect(res.body.order).toMatchObject({ status: 'Cancelled', refundStatus: 'refunded' });
  });
});

describe.each(kinds)('refunds through the built-in test payment page on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  it('records the refund at once', async () => {
    const seller = await signInSeller(app);
    const product = await addProduct(seller);
    const s = await shopperWithAddress(app);
    const started = await s.agent
      .post('/api/order/stripe')
      .send({ address: s.addressId, items: [{ product: product._id, quantity: 1 }] })
      .expect(201);
    const url = new URL(started.body.url as string);
    await app
      .agent()
      .post(`${url.pathname}/pay`)
      .type('form')
      .send({ token: url.searchParams.get('token') })
      .expect(303);
    const res = await s.agent
      .post('/api/order/cancel')
      .send({ orderId: started.body.orderId })
      .expect(200);
    expect(res.body.order).toMatchObject({
      status: 'Cancelled',
      isPaid: true,
      refundStatus: 'refunded',
    });
  });
});
