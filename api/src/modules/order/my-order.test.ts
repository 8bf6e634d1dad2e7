import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/order.ts';
import { addProduct, codOrderBy, registerUser, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)("a shopper's one order (its bill) on %s", (kind) => {
  let app: TestApp;
  let placed: Awaited<ReturnType<typeof codOrderBy>>;

  beforeAll(async () => {
    app = await createTestApp(kind);
    const seller = await signInSeller(app);
    const rice = await addProduct(seller, {
      name: 'Sona Masoori Rice',
      price: 180,
      offerPrice: 152.49,
      translations: { hi: { name: 'सोना मसूरी चावल' } },
    });
    placed = await codOrderBy(app, rice._id, 2);
  });
  afterAll(() => app.close());

  it('answers the order as the list shows it', async () => {
    const one = (await placed.agent.get(`/api/order/${placed.orderId}`).expect(200)).body
      .order as Order;
    const list = (await placed.agent.get('/api/order/user').expect(200)).body.orders as Order[];
    expect(one).toEqual(list.find((order) => order._id === placed.orderId));
    expect(one).toMatchObject({ subtotal: 304.98, paymentType: 'COD' });
    expect(one.items[0]).toMatchObject({ quantity: 2, product: { offerPrice: 152.49 } });
  });

  it("names the lines in the shopper's language, the name as sold otherwise", async () => {
    const inHindi = (
      await placed.agent.get('/api/order/user').set('Accept-Language', 'hi-IN,hi;q=0.9').expect(200)
    ).body.orders as Order[];
    expect(inHindi[0]?.items[0]?.product.name).toBe('सोना मसूरी चावल');
    const one = (await placed.agent.get(`/api/order/${placed.orderId}?lang=hi`).expect(200)).body
      .order as Order;
    expect(one.items[0]?.product.name).toBe('सोना मसूरी चावल');
    const inEnglish = (await placed.agent.get('/api/order/user').expect(200)).body
      .orders as Order[];
    expect(inEnglish[0]?.items[0]?.product.name).toBe('Sona Masoori Rice');
  });

  it("answers 404 for another shopper's order and an unknown one, 401 signed out", async () => {
    const { agent: other } = await registerUser(app);
    const res = await other.get(`/api/order/${placed.orderId}`).expect(404);
    expect(res.body).toEqual({ success: false, message: 'Order not found.' });
    await placed.agent.get('/api/order/0190a0b0-0000-7000-8000-000000000000').expect(404);
    await placed.agent.get('/api/order/not-an-id').expect(404);
    await app.agent().get(`/api/order/${placed.orderId}`).expect(401);
  });

  it('still answers the fixed paths before an id', async () => {
    await placed.agent.get('/api/order/user').expect(200);
    const seller = await signInSeller(app);
    await seller.get('/api/order/seller/waiting').expect(200);
  });
});
