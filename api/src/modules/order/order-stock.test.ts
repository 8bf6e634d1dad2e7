import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Product } from '../../contract/product.ts';
import { startFakeStripe } from '../../../test/fake-stripe.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../test/fixtures.ts';
import { deliverStripeEvent, stripeEnv, stripeEvent } from '../../../test/stripe-events.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('counted stock on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    app = await createTestApp(kind, { env: stripeEnv(fake.url) });
    seller = await signInSeller(app);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const stockOf = async (id: string) =>
    ((await app.agent().get('/api/product/list')).body.products as Product[]).find(
      (p) => p._id === id,
    )?.stock;
  const order = (agent: Agent, address: string, items: { product: string; quantity: number }[]) =>
    agent.post('/api/order/cod').send({ address, items });

  it('sells the last 10 units to exactly 10 of 50 customers ordering at once', async () => {
    const rice = await addProduct(seller, { name: 'Sona Masoori Rice', stock: 10 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopperWithAddress(app)));
    const answers = await Promise.all(
      shoppers.map((s) => order(s.agent, s.addressId, [{ product: rice._id, quantity: 1 }])),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(
      'Sona Masoori Rice is sold out (0 left). Please remove it from your cart.',
    );
    expect(await stockOf(rice._id)).toBe(0);
  });

  it('says how many are left when an order asks for more', async () => {
    const dal = await addProduct(seller, { name: 'Toor Dal', stock: 3 });
    const milk = await addProduct(seller, { name: 'Milk', category: 'Dairy', stock: 9 });
    const { agent, addressId } = await shopperWithAddress(app);
    const res = await order(agent, addressId, [
      { product: milk._id, quantity: 2 },
      { product: dal._id, quantity: 5 },
    ]).expect(409);
    expect(res.body.message).toBe(
      'Only 3 of Toor Dal left. Please lower the quantity in your cart.',
    );
    // Nothing was taken from either product: the whole order was refused.
    expect(await stockOf(dal._id)).toBe(3);
    expect(await stockOf(milk._id)).toBe(9);
    await order(agent, addressId, [{ product: dal._id, quantity: 3 }]).expect(201);
    expect(await stockOf(dal._id)).toBe(0);
  });

  it('leaves products that are not counted alone', async () => {
    const salt = await addProduct(seller, { name: 'Salt' });
    expect(salt.stock).toBeNull();
    const { agent, addressId } = await shopperWithAddress(app);
    await order(agent, addressId, [{ product: salt._id, quantity: 99 }]).expect(201);
    expect(await stockOf(salt._id)).toBeNull();
  });

  it('holds units for an unpaid online order and gives them back when its payment expires', async () => {
    const oil = await addProduct(seller, { name: 'Mustard Oil', stock: 4 });
    const { agent, addressId } = await shopperWithAddress(app);
    const started = await agent
      .post('/api/order/stripe')
      .send({ address: addressId, items: [{ product: oil._id, quantity: 3 }] })
      .expect(201);
    expect(await stockOf(oil._id)).toBe(1);
    const other = await shopperWithAddress(app);
    await order(other.agent, other.addressId, [{ product: oil._id, quantity: 2 }]).expect(409);

    const expired = stripeEvent('checkout.session.expired', {
      metadata: { orderId: started.body.orderId },
    });
    await deliverStripeEvent(app, expired).expect(200);
    expect(await stockOf(oil._id)).toBe(4);
    // A replay of the event gives nothing back a second time.
    await deliverStripeEvent(app, expired).expect(200);
    expect(await stockOf(oil._id)).toBe(4);
    await order(other.agent, other.addressId, [{ product: oil._id, quantity: 2 }]).expect(201);
  });

  it('keeps the units of a paid online order', async () => {
    const jam = await addProduct(seller, {
      name: 'Mango Jam',
      stock: 5,
      price: 100,
      offerPrice: 100,
    });
    const { agent, addressId } = await shopperWithAddress(app);
    const started = await agent
      .post('/api/order/stripe')
      .send({ address: addressId, items: [{ product: jam._id, quantity: 2 }] })
      .expect(201);
    await deliverStripeEvent(
      app,
      stripeEvent('checkout.session.completed', {
        payment_status: 'paid',
        amount_total: 20400,
        metadata: { orderId: started.body.orderId },
      }),
    ).expect(200);
    expect(await stockOf(jam._id)).toBe(3);
  });

  it('treats the seller’s switch as an override: off means out of stock whatever the count', async () => {
    const tea = await addProduct(seller, { name: 'Tea', stock: 50 });
    await seller.post('/api/product/stock').send({ id: tea._id, inStock: false }).expect(200);
    const { agent, addressId } = await shopperWithAddress(app);
    const res = await order(agent, addressId, [{ product: tea._id, quantity: 1 }]).expect(409);
    expect(res.body.message).toMatch(/Tea is out of stock/);
    expect(await stockOf(tea._id)).toBe(50);
  });
});
