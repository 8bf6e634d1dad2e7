import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/order.ts';
import type { Product } from '../../contract/product.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
// The workspace's fake of Razorpay, shared with the browser journeys (a script, not app code).
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  razorpayEnv,
  razorpayEvent,
  razorpaySignature,
  startFakeRazorpay,
} from '../../../../tools/fake-razorpay.mjs';
import { createTestApp, STOREFRONT, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('online payment with Razorpay (a local fake of its API), on %s', (kind) => {
  let app: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let seller: Agent;
  let tea: Product;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    app = await createTestApp(kind, { env: razorpayEnv(fake.url) });
    seller = await signInSeller(app);
    tea = await addProduct(seller, {
      name: 'Masala Tea',
      category: 'Drinks',
      price: 120,
      offerPrice: 99.99,
      stock: 50,
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  // 3 × 99.99 = 299.97; tax 6.00 (2%, to the paisa); amount 305.97
  const AMOUNT_PAISE = 30597;

  async function checkout() {
    const shopper = await shopperWithAddress(app);
    await shopper.agent
      .post('/api/cart/update')
      .send({ cartItems: { [tea._id]: 3 } })
      .expect(200);
    const res = await shopper.agent
      .post('/api/order/stripe')
      .send({ address: shopper.addressId, items: [{ product: tea._id, quantity: 3 }] })
      .expect(201);
    const link = fake.links.at(-1)!;
    return { ...shopper, orderId: res.body.orderId as string, url: res.body.url as string, link };
  }

  const deliver = (body: string, options: { signature?: string; eventId?: string } = {}) =>
    app
      .agent()
      .post('/api/payment/webhook/razorpay')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', options.signature ?? razorpaySignature(body))
      .set('X-Razorpay-Event-Id', options.eventId ?? `evt_${Math.random().toString(36).slice(2)}`)
      .send(body);

  const paid = (link: { id: string }, orderId: string, amountPaise = AMOUNT_PAISE) =>
    razorpayEvent('payment_link.paid', { id: link.id, orderId, amountPaise });

  it('tells the shop that Razorpay takes online payments', async () => {
    const res = await app.agent().get('/api/config').expect(200);
    expect(res.body).toEqual({ success: true, payment: { provider: 'razorpay' } });
  });

  it('asks the SDK for a Payment Link of exactly the order amount in paise, for this order', async () => {
    const { orderId, url, link, agent } = await checkout();
    expect(url).toBe(`https://rzp.test/${link.id}`);
    const me = (await agent.get('/api/user/is-auth')).body.user as { name: string; email: string };
    expect(link.body).toMatchObject({
      amount: AMOUNT_PAISE,
      currency: 'INR',
      reference_id: orderId,
      customer: { name: me.name, email: me.email },
      callback_url: `${STOREFRONT}/loader?next=my-orders&order=${orderId}`,
      callback_method: 'get',
    });
    expect(link.body.expire_by).toBeGreaterThan(Date.now() / 1000 + 15 * 60);
  });

  it('pays the order and empties the cart on a signed payment_link.paid', async () => {
    const { orderId, link, agent } = await checkout();
    const res = await deliver(paid(link, orderId)).expect(200);
    expect(res.body).toMatchObject({ received: true, result: 'paid' });
    const [order] = (await agent.get('/api/order/user')).body.orders as Order[];
    expect(order).toMatchObject({ _id: orderId, isPaid: true, amount: 305.97 });
    expect((await agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({});
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { orderId, link, agent } = await checkout();
    const body = paid(link, orderId);
    await deliver(body, { signature: razorpaySignature(body, 'wrong-secret') }).expect(400, {
      success: false,
      message: 'Invalid Razorpay signature.',
    });
    await app
      .agent()
      .post('/api/razorpay/webhook')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(400, { success: false, message: 'Missing Razorpay signature.' });
    await deliver(body.replace(String(AMOUNT_PAISE), '1'), {
      signature: razorpaySignature(body),
    }).expect(400);
    // Still only awaiting payment.
    const orders = (await agent.get('/api/order/user')).body.orders as Order[];
    expect(orders.map((o) => [o._id, o.paymentStatus])).toEqual([[orderId, 'pending']]);
    expect(await app.database.db('payment_events').where('orderId', orderId)).toEqual([]);
  });

  it('applies 20 concurrent copies of one event once', async () => {
    const { orderId, link, agent } = await checkout();
    const body = paid(link, orderId);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => deliver(body, { eventId: `evt_dup_${orderId}` })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const results = responses.map((r) => r.body.result as string);
    expect(results.filter((r) => r === 'paid')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(19);
    expect(await app.database.db('payment_events').where('orderId', orderId)).toHaveLength(1);
    expect((await agent.get('/api/order/user')).body.orders).toHaveLength(1);
  });

  it('flags, not pays, an order whose paid amount differs', async () => {
    const { orderId, link, agent } = await checkout();
    const res = await deliver(paid(link, orderId, 100)).expect(200);
    expect(res.body.result).toBe('flagged');
    const [mine] = (await agent.get('/api/order/user').expect(200)).body.orders as Order[];
    expect(mine).toMatchObject({ _id: orderId, isPaid: false, paymentStatus: 'flagged' });
  });

  it.each(['payment_link.expired', 'payment_link.cancelled'])(
    'fails the payment on %s and gives the stock back',
    async (type) => {
      // Read from the table: pages show counts above 5 up to 10 s late, by design.
      const stockOf = async () =>
        Number((await app.database.db('products').where('id', tea._id).first('stock')).stock);
      const before = await stockOf();
      const { orderId, link, agent } = await checkout();
      expect(await stockOf()).toBe(before - 3);
      const res = await deliver(
        razorpayEvent(type, { id: link.id, orderId, amountPaise: AMOUNT_PAISE }),
      ).expect(200);
      expect(res.body.result).toBe('failed');
      expect(await stockOf()).toBe(before);
      // A late "paid" for a failed link is not applied.
      await deliver(paid(link, orderId)).expect(200);
      expect((await agent.get('/api/order/user')).body.orders).toEqual([]);
    },
  );

  it('refunds a cancelled paid order through Razorpay once', async () => {
    const { orderId, link, agent } = await checkout();
    await deliver(paid(link, orderId)).expect(200);
    const before = fake.refunds.length;
    await agent.post('/api/order/cancel').send({ orderId }).expect(200);
    expect(fake.refunds.slice(before)).toEqual([
      {
        paymentId: `pay_${link.id}`,
        body: { amount: AMOUNT_PAISE, notes: { attempt: `kirana-refund-${orderId}-1` } },
      },
    ]);
    const order = ((await seller.get('/api/order/seller')).body.orders as Order[]).find(
      (o) => o._id === orderId,
    );
    expect(order).toMatchObject({ status: 'Cancelled', refundStatus: 'refunded' });
  });

  it('acknowledges events it does not handle', async () => {
    const res = await deliver(JSON.stringify({ event: 'payment.captured', payload: {} })).expect(
      200,
    );
    expect(res.body.result).toBe('ignored');
  });
});
