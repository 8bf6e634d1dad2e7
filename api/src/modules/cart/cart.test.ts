import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Product } from '../../contract/product.ts';
import { addProduct, registerUser, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('cart on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  let tomato: Product;
  let milk: Product;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
    tomato = await addProduct(seller, { name: 'Tomatoes' });
    milk = await addProduct(seller, { name: 'Milk', category: 'Dairy' });
  });
  afterAll(() => app.close());

  it("replaces the signed-in customer's cart and gives it back on sign-in", async () => {
    const { agent, user, password } = await registerUser(app);
    const cartItems = { [tomato._id]: 3, [milk._id]: 1 };
    const res = await agent.post('/api/cart/update').send({ cartItems }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'Cart Updated' });
    expect((await agent.get('/api/user/is-auth')).body.user.cartItems).toEqual(cartItems);
    const again = await app
      .agent()
      .post('/api/user/login')
      .send({ email: user.email, password })
      .expect(200);
    expect(again.body.user.cartItems).toEqual(cartItems);
    await agent.post('/api/cart/update').send({ cartItems: {} }).expect(200);
    expect((await agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({});
  });

  it("ignores a userId in the body: nobody can write another customer's cart", async () => {
    const victim = await registerUser(app);
    const attacker = await registerUser(app);
    await attacker.agent
      .post('/api/cart/update')
      .send({ userId: victim.user._id, cartItems: { [tomato._id]: 9 } })
      .expect(200);
    expect((await victim.agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({});
    expect((await attacker.agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({
      [tomato._id]: 9,
    });
  });

  it('keeps an out-of-stock product in the cart', async () => {
    const { agent } = await registerUser(app);
    const product = await addProduct(seller, { name: 'Seasonal Mangoes', category: 'Fruits' });
    await seller.post('/api/product/stock').send({ id: product._id, inStock: false }).expect(200);
    await agent
      .post('/api/cart/update')
      .send({ cartItems: { [product._id]: 2 } })
      .expect(200);
  });

  it.each([
    [{}, 'Cart items are required.'],
    [{ cartItems: [1, 2] }, 'Cart items are required.'],
    [
      { cartItems: { x: 1 } },
      'Some products in your cart no longer exist. Please refresh the page.',
    ],
  ])('refuses %j with 400', async (body, message) => {
    const { agent } = await registerUser(app);
    const res = await agent.post('/api/cart/update').send(body).expect(400);
    expect(res.body).toEqual({ success: false, message });
  });

  it.each([0, 100, 1.5, -1, '2'])('refuses quantity %j with 400', async (quantity) => {
    const { agent } = await registerUser(app);
    const res = await agent
      .post('/api/cart/update')
      .send({ cartItems: { [tomato._id]: quantity } })
      .expect(400);
    expect(res.body.message).toMatch(/Quantity/);
  });

  it('refuses case or space variants of a product id, which MySQL would otherwise match', async () => {
    const { agent } = await registerUser(app);
    for (const id of [tomato._id.toUpperCase(), `${tomato._id} `, ` ${tomato._id}`]) {
      const res = await agent
        .post('/api/cart/update')
        .send({ cartItems: { [id]: 1 } })
        .expect(400);
      expect(res.body.message).toMatch(/no longer exist/);
    }
    expect((await agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({});
  });

  it('refuses more than 50 lines', async () => {
    const { agent } = await registerUser(app);
    const cartItems = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`id-${i}`, 1]));
    const res = await agent.post('/api/cart/update').send({ cartItems }).expect(400);
    expect(res.body.message).toMatch(/at most 50/);
  });

  it('refuses a visitor with 401 and the seller with 403', async () => {
    await app.agent().post('/api/cart/update').send({ cartItems: {} }).expect(401);
    await seller.post('/api/cart/update').send({ cartItems: {} }).expect(403);
  });
});
