import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProduct,
  shopperWithAddress,
  signInSeller,
  updateProductRequest,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

// The shopper is charged what their cart showed, or told before anything is written.
describe.each(kinds)('an order carries the total the shopper saw, on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  it('answers 409 PRICES_CHANGED with today’s prices and writes nothing', async () => {
    const seller = await signInSeller(app);
    const jam = await addProduct(seller, {
      name: 'Mango Jam',
      price: 60,
      offerPrice: 50,
      stock: 9,
    });
    const shopper = await shopperWithAddress(app);
    await shopper.agent
      .post('/api/cart/update')
      .send({ cartItems: { [jam._id]: 1 } })
      .expect(200);
    // The cart shows Rs.51.00 (50 + 2% tax); then the seller changes the price.
    await updateProductRequest(seller, { id: jam._id, price: 6000, offerPrice: 5000 }).expect(200);
    const order = { address: shopper.addressId, items: [{ product: jam._id, quantity: 1 }] };
    const refused = await shopper.agent
      .post('/api/order/cod')
      .send({ ...order, total: 51 })
      .expect(409);
    expect(refused.body).toEqual({
      success: false,
      code: 'PRICES_CHANGED',
      message:
        'Prices in your cart have changed: your order now comes to Rs.5,100.00. Please check your cart and place the order again.',
      lines: [{ product: jam._id, name: 'Mango Jam', offerPrice: 5000 }],
      total: 5100,
    });
    const db = app.database.db;
    expect(await db('orders').where('userId', shopper.user._id)).toEqual([]);
    expect((await db('products').where('id', jam._id).first()).stock).toBe(9);
    const me = await shopper.agent.get('/api/user/is-auth').expect(200);
    expect(me.body.user.cartItems).toEqual({ [jam._id]: 1 });
    // At the total it now shows, the order goes through; so does a client that sends none.
    await shopper.agent
      .post('/api/order/cod')
      .send({ ...order, total: 5100 })
      .expect(201);
    await shopper.agent.post('/api/order/cod').send(order).expect(201);
  });

  it('refuses a total that is not an amount (400)', async () => {
    const shopper = await shopperWithAddress(app);
    const res = await shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items: [{ product: 'x', quantity: 1 }], total: 'lots' })
      .expect(400);
    expect(res.body.message).toBe('total must be the amount shown, in rupees.');
  });
});
