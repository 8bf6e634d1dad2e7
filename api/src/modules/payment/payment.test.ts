import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/order.ts';
import type { Product } from '../../contract/product.ts';
import { startFakeStripe } from '../../../test/fake-stripe.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, STOREFRONT, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import {
  deliverStripeEvent,
  stripeEnv,
  stripeEvent,
  stripeSignature,
} from '../../../test/stripe-events.ts';

const kinds = await availableKinds();

/** The shopper's own orders as [id, payment status]: an unpaid one shows awaiting payment. */
const myOrders = async (agent: Agent) =>
  ((await agent.get('/api/order/user')).body.orders as Order[]).map((o) => [
    o._id,
    o.paymentStatus,
  ]);

describe.each(kinds)('online payment without Stripe keys: the test payment page, on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  let apples: Product;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
    apples = await addProduct(seller, {
      name: 'Apples <b>',
      category: 'Fruits',
      price: 200,
      offerPrice: 149.5,
    });
  });
  afterAll(() => app.close());

  it('tells the shop that the test page takes online payments', async () => {
    const res = await app.agent().get('/api/config').expect(200);
    expect(res.body).toEqual({ success: true, payment: { provider: 'test' } });
  });

  async function startPayment() {
    const shopper = await shopperWithAddress(app);
    await shopper.agent
      .post('/api/cart/update')
      .send({ cartItems: { [apples._id]: 2 } })
      .expect(200);
    const res = await shopper.agent
      .post('/api/order/stripe')
      .send({
        address: shopper.addressId,
        paymentType: 'Online',
        items: [{ product: apples._id, quantity: 2 }],
      })
      .expect(201);
    const url = new URL(res.body.url as string);
    return {
      ...shopper,
      orderId: res.body.orderId as string,
      url,
      token: url.searchParams.get('token')!,
    };
  }

  it("answers a url to the API's own test page, clearly labelled, showing the total", async () => {
    const { url, orderId, agent } = await startPayment();
    expect(url.origin).toBe('http://api.kirana.test');
    expect(url.pathname).toBe(`/api/payments/test/${orderId}`);
    const page = await app
      .agent()
      .get(url.pathname + url.search)
      .expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Browsers send `Origin: null` from a no-referrer page, which the Origin check refuses.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.text).toContain('TEST PAYMENT');
    expect(page.text).toContain('Total</td><td>Rs.304.98'); // 2 × 149.50 + 2% tax 5.98
    expect(page.text).toContain('Apples &lt;b&gt;');
    // Unpaid online orders are not orders yet: the shopper sees it awaiting payment only.
    expect(await myOrders(agent)).toEqual([[orderId, 'pending']]);
  });

  it('Pay finishes the order through the payment service and returns to /loader', async () => {
    const { url, orderId, token, agent } = await startPayment();
    const res = await app
      .agent()
      .post(`${url.pathname}/pay`)
      .type('form')
      .send({ token })
      .expect(303);
    expect(res.headers.location).toBe(`${STOREFRONT}/loader?next=my-orders&order=${orderId}`);
    const [order] = (await agent.get('/api/order/user').expect(200)).body.orders as Order[];
    expect(order).toMatchObject({
      _id: orderId,
      paymentType: 'Online',
      isPaid: true,
      amount: 304.98,
    });
    expect((await agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({});
    // Paying twice changes nothing; the page now says it is finished.
    await app.agent().post(`${url.pathname}/pay`).type('form').send({ token }).expect(303);
    expect((await agent.get('/api/order/user')).body.orders).toHaveLength(1);
    expect((await app.agent().get(url.pathname + url.search)).text).toContain(
      'This order is already paid.',
    );
  });

  it('Cancel returns to /cart and the order never shows', async () => {
    const { url, token, agent, orderId } = await startPayment();
    const res = await app
      .agent()
      .post(`${url.pathname}/cancel`)
      .type('form')
      .send({ token })
      .expect(303);
    expect(res.headers.location).toBe(`${STOREFRONT}/cart?payment=cancelled&order=${orderId}`);
    expect(
      (await agent.get(`/api/order/${orderId}/payment`).expect(200)).body.payment,
    ).toMatchObject({
      paymentStatus: 'failed',
      status: 'Cancelled',
    });
    // Pay after Cancel must not look like a success.
    const late = await app
      .agent()
      .post(`${url.pathname}/pay`)
      .type('form')
      .send({ token })
      .expect(409);
    expect(late.headers.location).toBeUndefined();
    expect(late.text).toContain('This payment was cancelled, so nothing was charged.');
    expect((await agent.get('/api/order/user')).body.orders).toEqual([]);
    expect((await agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({ [apples._id]: 2 });
  });

  it("tells the shopper how their own order's payment stands, and nobody else", async () => {
    const { url, token, agent, orderId } = await startPayment();
    const before = await agent.get(`/api/order/${orderId}/payment`).expect(200);
    expect(before.body).toEqual({
      success: true,
      payment: {
        orderId,
        // Numbered once paid, so a payment given up on leaves no gap.
        number: null,
        paymentType: 'Online',
        paymentStatus: 'pending',
        status: 'Order Placed',
        amount: 304.98,
      },
    });
    await app.agent().post(`${url.pathname}/pay`).type('form').send({ token }).expect(303);
    const after = await agent.get(`/api/order/${orderId}/payment`).expect(200);
    expect(after.body.payment).toMatchObject({
      paymentStatus: 'paid',
      number: expect.stringMatching(/^KR-\d+$/),
    });

    const stranger = await shopperWithAddress(app);
    const refused = await stranger.agent.get(`/api/order/${orderId}/payment`).expect(404);
    expect(refused.body).toEqual({ success: false, message: 'Order not found.' });
    await app.agent().get(`/api/order/${orderId}/payment`).expect(401);
    await agent.get(`/api/order/${'x'.repeat(500)}/payment`).expect(404);
  });

  it('refuses a forged or missing token with 404', async () => {
    const { url, orderId, agent } = await startPayment();
    await app.agent().get(`${url.pathname}?token=forged`).expect(404);
    await app
      .agent()
      .post(`${url.pathname}/pay`)
      .type('form')
      .send({ token: 'forged' })
      .expect(404);
    await app.agent().post(`/api/payments/test/${orderId}/pay`).expect(404);
    expect(await myOrders(agent)).toEqual([[orderId, 'pending']]);
  });

  it('has no Stripe webhook while Stripe is not configured', async () => {
    await app.agent().post('/api/stripe/webhook').send({}).expect(404);
  });
});

describe.each(kinds)('online payment with Stripe (a local fake of its API), on %s', (kind) => {
  let app: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let seller: Agent;
  let tea: Product;
  let rice: Product;
  beforeAll(async () => {
    fake = await startFakeStripe();
    app = await createTestApp(kind, { env: stripeEnv(fake.url) });
    seller = await signInSeller(app);
    tea = await addProduct(seller, {
      name: 'Green Tea',
      category: 'Drinks',
      price: 120,
      offerPrice: 99.99,
    });
    rice = await addProduct(seller, {
      name: 'Rice',
      category: 'Grains',
      price: 90,
      offerPrice: 10.25,
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('tells the shop that Stripe takes online payments', async () => {
    const res = await app.agent().get('/api/config').expect(200);
    expect(res.body).toEqual({ success: true, payment: { provider: 'stripe' } });
  });

  async function checkout() {
    const shopper = await shopperWithAddress(app);
    await shopper.agent
      .post('/api/cart/update')
      .send({ cartItems: { [tea._id]: 3, [rice._id]: 1 } })
      .expect(200);
    const res = await shopper.agent
      .post('/api/order/stripe')
      .send({
        address: shopper.addressId,
        items: [
          { product: tea._id, quantity: 3 },
          { product: rice._id, quantity: 1 },
        ],
      })
      .expect(201);
    return {
      ...shopper,
      orderId: res.body.orderId as string,
      url: res.body.url as string,
      session: fake.sessions.at(-1)!,
    };
  }

  const event = stripeEvent;
  const deliver = (payload: string, secret?: string) => deliverStripeEvent(app, payload, secret);

  it('creates a Checkout Session in INR whose lines add up exactly to the order amount', async () => {
    const { url, orderId, session } = await checkout();
    expect(url).toBe(`https://checkout.stripe.test/pay/cs_test_${fake.sessions.length}`);
    // 3 × 99.99 + 10.25 = 310.22; tax 6.2044 -> 6.20; amount 316.42
    expect(session.lineItems).toEqual([
      { name: 'Green Tea', unitAmount: 9999, quantity: 3, currency: 'inr' },
      { name: 'Rice', unitAmount: 1025, quantity: 1, currency: 'inr' },
      { name: 'Tax (2%)', unitAmount: 620, quantity: 1, currency: 'inr' },
    ]);
    const total = session.lineItems.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
    expect(total).toBe(31642);
    expect(session.params.get('mode')).toBe('payment');
    expect(session.params.get('client_reference_id')).toBe(orderId);
    expect(session.params.get('metadata[orderId]')).toBe(orderId);
    expect(session.params.get('success_url')).toBe(
      `${STOREFRONT}/loader?next=my-orders&order=${orderId}`,
    );
    expect(session.params.get('cancel_url')).toBe(
      `${STOREFRONT}/cart?payment=cancelled&order=${orderId}`,
    );
  });

  it('marks the order paid and empties the cart on checkout.session.completed', async () => {
    const { orderId, agent } = await checkout();
    const res = await deliver(
      event('checkout.session.completed', {
        payment_status: 'paid',
        amount_total: 31642,
        metadata: { orderId },
      }),
    ).expect(200);
    expect(res.body).toMatchObject({ received: true, result: 'paid' });
    const [order] = (await agent.get('/api/order/user')).body.orders as Order[];
    expect(order).toMatchObject({
      _id: orderId,
      isPaid: true,
      paymentType: 'Online',
      amount: 316.42,
    });
    expect((await agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({});
    expect((await seller.get('/api/order/seller')).body.orders.map((o: Order) => o._id)).toContain(
      orderId,
    );
  });

  it('waits for delayed methods, then accepts async_payment_succeeded', async () => {
    const { orderId, agent } = await checkout();
    await deliver(
      event('checkout.session.completed', {
        payment_status: 'unpaid',
        amount_total: 31642,
        client_reference_id: orderId,
      }),
    ).expect(200);
    expect(await myOrders(agent)).toEqual([[orderId, 'pending']]);
    await deliver(
      event('checkout.session.async_payment_succeeded', {
        payment_status: 'paid',
        amount_total: 31642,
        client_reference_id: orderId,
      }),
    ).expect(200);
    expect((await agent.get('/api/order/user')).body.orders).toHaveLength(1);
  });

  it.each(['checkout.session.expired', 'checkout.session.async_payment_failed'])(
    'marks the payment failed on %s so it never shows as an order',
    async (type) => {
      const { orderId, agent } = await checkout();
      await deliver(
        event(type, { payment_status: 'unpaid', amount_total: 31642, metadata: { orderId } }),
      ).expect(200);
      // A late "paid" for a failed session is not applied.
      await deliver(
        event('checkout.session.completed', {
          payment_status: 'paid',
          amount_total: 31642,
          metadata: { orderId },
        }),
      ).expect(200);
      expect((await agent.get('/api/order/user')).body.orders).toEqual([]);
      expect(
        (await seller.get('/api/order/seller')).body.orders.map((o: Order) => o._id),
      ).not.toContain(orderId);
    },
  );

  it('flags, not pays, an order whose paid amount differs', async () => {
    const { orderId, agent } = await checkout();
    const res = await deliver(
      event('checkout.session.completed', {
        payment_status: 'paid',
        amount_total: 100,
        metadata: { orderId },
      }),
    ).expect(200);
    expect(res.body.result).toBe('flagged');
    // Nobody can act on a payment nobody sees: the shopper and the seller both see it.
    const [mine] = (await agent.get('/api/order/user').expect(200)).body.orders as Order[];
    expect(mine).toMatchObject({ _id: orderId, isPaid: false, paymentStatus: 'flagged' });
    const all = (await seller.get('/api/order/seller').expect(200)).body.orders as Order[];
    expect(all.find((o) => o._id === orderId)).toMatchObject({
      paymentStatus: 'flagged',
      amount: 316.42,
      paidAmount: 1,
      paidCurrency: 'inr',
    });
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { orderId, agent } = await checkout();
    const payload = event('checkout.session.completed', {
      payment_status: 'paid',
      amount_total: 31642,
      metadata: { orderId },
    });
    await deliver(payload, 'whsec_wrong').expect(400, {
      success: false,
      message: 'Invalid Stripe signature.',
    });
    await app
      .agent()
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send(payload)
      .expect(400, {
        success: false,
        message: 'Missing Stripe signature.',
      });
    const tampered = payload.replace('31642', '31643');
    const header = stripeSignature(payload);
    await app
      .agent()
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header)
      .send(tampered)
      .expect(400);
    expect(await myOrders(agent)).toEqual([[orderId, 'pending']]);
    expect(await app.database.db('payment_events').where('orderId', orderId)).toEqual([]);
  });

  it('applies 20 concurrent copies of one event once', async () => {
    const { orderId, agent } = await checkout();
    const payload = event(
      'checkout.session.completed',
      { payment_status: 'paid', amount_total: 31642, metadata: { orderId } },
      `evt_dup_${orderId}`,
    );
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const results = responses.map((r) => r.body.result as string).sort();
    expect(results.filter((r) => r === 'paid')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(19);
    expect(await app.database.db('payment_events').where('orderId', orderId)).toHaveLength(1);
    expect((await agent.get('/api/order/user')).body.orders).toHaveLength(1);
  });

  it('does not clear a cart a second time when an event is replayed later', async () => {
    const { orderId, agent } = await checkout();
    const payload = event('checkout.session.completed', {
      payment_status: 'paid',
      amount_total: 31642,
      metadata: { orderId },
    });
    await deliver(payload).expect(200);
    await agent
      .post('/api/cart/update')
      .send({ cartItems: { [rice._id]: 5 } })
      .expect(200);
    const replay = await deliver(payload).expect(200);
    expect(replay.body.result).toBe('duplicate');
    expect((await agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({ [rice._id]: 5 });
  });

  it('acknowledges event types it does not handle', async () => {
    await deliver(event('customer.created', {})).expect(200);
  });

  it('closes the order and says so when Stripe cannot be reached', async () => {
    const down = await startFakeStripe({ fail: true });
    const offline = await createTestApp(kind, { env: stripeEnv(down.url) });
    try {
      const s = await signInSeller(offline);
      const product = await addProduct(s);
      const shopper = await shopperWithAddress(offline);
      const res = await shopper.agent
        .post('/api/order/stripe')
        .send({ address: shopper.addressId, items: [{ product: product._id, quantity: 1 }] })
        .expect(502);
      expect(res.body.message).toMatch(/could not be opened/);
      const [row] = await offline.database.db('orders').select('paymentStatus');
      expect(row.paymentStatus).toBe('failed');
    } finally {
      await offline.close();
      await down.close();
    }
  });
});
