import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Order } from '../../contract/order.ts';
import type { Product } from '../../contract/product.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('placing an order with an Idempotency-Key on %s', (kind) => {
  let app: TestApp;
  let product: Product;
  beforeAll(async () => {
    app = await createTestApp(kind);
    product = await addProduct(await signInSeller(app), { price: 50, offerPrice: 40 });
  });
  afterAll(() => app.close());

  const place = (agent: Agent, path: string, key: string | undefined, body: object) => {
    const req = agent.post(path);
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const myOrders = async (agent: Agent) =>
    (await agent.get('/api/order/user').expect(200)).body.orders as Order[];

  it('turns 20 identical cash orders sent at once into one order, answered 20 times', async () => {
    const { agent, addressId } = await shopperWithAddress(app);
    const body = { address: addressId, items: [{ product: product._id, quantity: 2 }] };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(agent, '/api/order/cod', 'checkout-attempt-1', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const orderIds = new Set(answers.map((a) => a.body.orderId as string));
    expect(orderIds.size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await myOrders(agent)).toHaveLength(1);

    // A later retry (a network retry after the answer was lost) gets the same answer.
    const retry = await place(agent, '/api/order/cod', 'checkout-attempt-1', body).expect(201);
    expect(retry.body).toEqual(answers[0]!.body);
    expect(await myOrders(agent)).toHaveLength(1);
  });

  it('answers 409 to the same key with a different body, and creates nothing', async () => {
    const { agent, addressId } = await shopperWithAddress(app);
    const body = { address: addressId, items: [{ product: product._id, quantity: 1 }] };
    await place(agent, '/api/order/cod', 'key-a', body).expect(201);
    const other = { ...body, items: [{ product: product._id, quantity: 3 }] };
    const res = await place(agent, '/api/order/cod', 'key-a', other).expect(409);
    expect(res.body).toEqual({
      success: false,
      message: 'This Idempotency-Key was already used for a different request.',
    });
    // The same key on the online route is a different request too.
    await place(agent, '/api/order/stripe', 'key-a', body).expect(409);
    expect(await myOrders(agent)).toHaveLength(1);
  });

  it('keeps keys per customer: two shoppers may use the same key', async () => {
    const a = await shopperWithAddress(app);
    const b = await shopperWithAddress(app);
    const items = [{ product: product._id, quantity: 1 }];
    const first = await place(a.agent, '/api/order/cod', 'same', { address: a.addressId, items });
    const second = await place(b.agent, '/api/order/cod', 'same', { address: b.addressId, items });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body.orderId).not.toBe(second.body.orderId);
  });

  it('places one unpaid online order for concurrent copies, all sent to the same payment page', async () => {
    const { agent, addressId } = await shopperWithAddress(app);
    const body = { address: addressId, items: [{ product: product._id, quantity: 1 }] };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(agent, '/api/order/stripe', 'pay-once', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.url as string)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.orderId as string)).size).toBe(1);
    const [row] = await app.database
      .db('orders')
      .join('order_items', 'orders.id', 'order_items.order_id')
      .where('order_items.product_id', product._id)
      .where('orders.payment_type', 'Online')
      .count({ count: '*' });
    expect(Number(row?.count)).toBe(1);
  });

  it('lets a refused attempt be retried with the same key once the problem is fixed', async () => {
    const { agent, addressId } = await shopperWithAddress(app);
    const seller = await signInSeller(app);
    const body = { address: addressId, items: [{ product: product._id, quantity: 1 }] };
    await seller.post('/api/product/stock').send({ id: product._id, inStock: false }).expect(200);
    await place(agent, '/api/order/cod', 'retry-me', body).expect(409);
    await seller.post('/api/product/stock').send({ id: product._id, inStock: true }).expect(200);
    await place(agent, '/api/order/cod', 'retry-me', body).expect(201);
    expect(await myOrders(agent)).toHaveLength(1);
  });

  it('without a key, every request is an order of its own, as before', async () => {
    const { agent, addressId } = await shopperWithAddress(app);
    const body = { address: addressId, items: [{ product: product._id, quantity: 1 }] };
    await Promise.all([
      place(agent, '/api/order/cod', undefined, body).expect(201),
      place(agent, '/api/order/cod', undefined, body).expect(201),
    ]);
    expect(await myOrders(agent)).toHaveLength(2);
  });

  it('refuses a malformed key with 400', async () => {
    const { agent, addressId } = await shopperWithAddress(app);
    const body = { address: addressId, items: [{ product: product._id, quantity: 1 }] };
    const res = await place(agent, '/api/order/cod', 'has spaces in it', body).expect(400);
    expect(res.body.message).toMatch(/Idempotency-Key/);
    await place(agent, '/api/order/cod', 'k'.repeat(256), body).expect(400);
  });
});
